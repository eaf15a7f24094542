// How a tournament match reads on screen and in exports (docs/product.md, "Matches").

export interface MatchWordsInput {
  judge: 'agent' | 'human';
  weight: number;
  agreement: 'agreed' | 'split';
  winner: 'a' | 'b' | null;
  ideaA: { title: string };
  ideaB: { title: string };
}

/** "Researcher, counts as 3 matches" or "Agents". */
export const judgeLabel = (m: Pick<MatchWordsInput, 'judge' | 'weight'>): string =>
  m.judge === 'human' ? `Researcher, counts as ${m.weight} ${m.weight === 1 ? 'match' : 'matches'}` : 'Agents';

/** What decided the outcome, in words a researcher checks. */
export function outcomeLabel(m: MatchWordsInput): string {
  if (m.winner === null) return m.agreement === 'split' ? 'Draw: the two orders disagreed' : 'Draw';
  return `${m.winner === 'a' ? m.ideaA.title : m.ideaB.title} won`;
}

/** One reading's order and choice: "A read first: prefers B". */
export function readingLabel(order: 'ab' | 'ba', verdict: 'a' | 'b' | 'draw'): string {
  const first = order === 'ab' ? 'A read first' : 'B read first';
  return `${first}: ${verdict === 'draw' ? 'calls it even' : `prefers ${verdict.toUpperCase()}`}`;
}

/** "1200 → 1216" with the change signed: "+16". */
export function eloChange(before: number, after: number): string {
  const delta = Math.round((after - before) * 10) / 10;
  return `${Math.round(before)} → ${Math.round(after)} (${delta > 0 ? '+' : ''}${delta})`;
}

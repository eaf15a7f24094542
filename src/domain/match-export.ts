// A session's tournament matches as CSV: one row per match, both orders' verdicts and reasons, the
// debate's length and both Elo ratings before and after (docs/product.md, "Matches"). Written
// through toCsv, so a model's reason can never run as a spreadsheet formula.
import { toCsv } from './csv';

export interface ExportMatchSide {
  id: string;
  title: string;
  rank: number | null;
  eloBefore: number;
  eloAfter: number;
}

export interface ExportMatch {
  id: string;
  round: number;
  batch: number;
  format: 'single' | 'debate';
  judge: 'agent' | 'human';
  weight: number;
  agreement: 'agreed' | 'split';
  winner: 'a' | 'b' | null;
  ideaA: ExportMatchSide;
  ideaB: ExportMatchSide;
  readings: { order: 'ab' | 'ba'; verdict: 'a' | 'b' | 'draw'; reason: string; turns: unknown[] }[];
  reason: string | null;
  createdAt: string;
}

export const MATCH_CSV_COLUMNS = [
  'round',
  'batch',
  'playedAt',
  'judge',
  'weight',
  'format',
  'ideaA',
  'ideaARank',
  'ideaB',
  'ideaBRank',
  'winner',
  'agreement',
  'verdictAFirst',
  'reasonAFirst',
  'verdictBFirst',
  'reasonBFirst',
  'debateTurns',
  'eloABefore',
  'eloAAfter',
  'eloBBefore',
  'eloBAfter',
  'researcherReason',
  'ideaAId',
  'ideaBId',
  'matchId',
] as const;

const VERDICT_WORDS = { a: 'A', b: 'B', draw: 'Draw' } as const;

/** Who won, by title, or "Draw". */
export const winnerTitle = (m: Pick<ExportMatch, 'winner' | 'ideaA' | 'ideaB'>): string =>
  m.winner === 'a' ? m.ideaA.title : m.winner === 'b' ? m.ideaB.title : 'Draw';

function row(m: ExportMatch): (string | number | null)[] {
  const ab = m.readings.find((r) => r.order === 'ab');
  const ba = m.readings.find((r) => r.order === 'ba');
  return [
    m.round,
    m.batch,
    m.createdAt,
    m.judge,
    m.weight,
    m.format,
    m.ideaA.title,
    m.ideaA.rank,
    m.ideaB.title,
    m.ideaB.rank,
    winnerTitle(m),
    m.agreement,
    ab ? VERDICT_WORDS[ab.verdict] : '',
    ab?.reason ?? '',
    ba ? VERDICT_WORDS[ba.verdict] : '',
    ba?.reason ?? '',
    Math.max(ab?.turns.length ?? 0, ba?.turns.length ?? 0),
    m.ideaA.eloBefore,
    m.ideaA.eloAfter,
    m.ideaB.eloBefore,
    m.ideaB.eloAfter,
    m.reason ?? '',
    m.ideaA.id,
    m.ideaB.id,
    m.id,
  ];
}

export function matchesToCsv(matches: readonly ExportMatch[]): string {
  return toCsv(MATCH_CSV_COLUMNS, matches.map(row));
}

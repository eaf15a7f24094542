import { tokenize } from '../../relevance/tokens';

// What an idea's title says the idea is about: a run of the goal title's own words, as few as
// carry its strongest key terms, so ideas name their subject without repeating the whole goal.
// docs/engine.md, "Fields and methods".

/** The goal title's clauses: 'A: b; c' reads as three places a subject can sit. */
const clausesOf = (objective: string) =>
  objective
    .split(/\s*(?::|;|\s[-–—]\s|\?)\s*/)
    .map((c) => c.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);

interface Window {
  text: string;
  score: number;
  size: number;
  /** Starts the clause, where sentence case capitalised it. */
  first: boolean;
}

// Words a goal asks or orders with: they are never its subject, so a focus never starts or ends on
// one, and they end a phrase as 'for' does ('Cut | tail latency', 'Does | raising ...').
const ASKING = new Set(
  'how does do did can could is are was were why what which whether when where who cause causes affect affects change changes drive drives detect cut restore raise raising reduce reducing improve improving increase find develop engineer estimate track map identify quantify predict monitor train compress speed measure characterise characterize decode assemble link evaluate design make keep test understand explain prevent lower protect enable regulate regulates struggle struggles'.split(
    ' ',
  ),
);
const isAsking = (word: string) => ASKING.has(word.toLowerCase().replace(/[^a-z]/g, ''));

function windowsOf(clause: string, weight: Map<string, number>, budget: number, phrases: boolean): Window[] {
  const words = clause.split(/\s+/);
  const bounds = (word: string) => !isAsking(word) && tokenize(word).some((w) => weight.has(w));
  // A phrase boundary: the clause's edge or a function word ('for', 'in', 'of'), so a window is a
  // whole phrase ('plastic degradation'), never the tail of one ('active above 70 °C').
  const edge = (at: number) => at < 0 || at >= words.length || tokenize(words[at]).length === 0 || isAsking(words[at]);
  // A hyphenated participle before another word modifies it ('nitrogen-fixing cereals',
  // 'drought-stressed plants'): a window never ends on one, so a focus never dangles.
  const modifies = (at: number) => at + 1 < words.length && /\p{L}-\p{L}+(?:ing|ed)$/u.test(words[at]);
  const found: Window[] = [];
  for (let i = 0; i < words.length; i++) {
    // A window starts and ends on a key term ('for', 'the', 'reduce' never bound it).
    if (!bounds(words[i]) || (phrases && !edge(i - 1))) continue;
    for (let j = i; j < words.length; j++) {
      const inside = tokenize(words.slice(i, j + 1).join(' '));
      if (new Set(inside).size > budget) break;
      if (!bounds(words[j]) || modifies(j) || (phrases && !edge(j + 1))) continue;
      const score = [...new Set(inside)].reduce((s, w) => s + (weight.get(w) ?? 0), 0);
      found.push({ text: words.slice(i, j + 1).join(' '), score, size: j - i + 1, first: i === 0 });
    }
  }
  return found;
}

/**
 * The goal's focus in at most `budget` of its content words, best first: the windows of the title
 * that carry the most key-term weight (earlier keywords weigh more), shorter on a tie.
 */
export function focusOptions(objective: string, keywords: readonly string[], budget: number): string[] {
  if (budget < 1) return [];
  const weight = new Map(keywords.map((k, i) => [k, keywords.length - i]));
  const windowsFor = (phrases: boolean) => clausesOf(objective).flatMap((c) => windowsOf(c, weight, budget, phrases));
  const phrases = windowsFor(true);
  const windows = phrases.length ? phrases : windowsFor(false);
  const seen = new Set<string>();
  return (
    windows
      .sort((a, b) => b.score - a.score || a.size - b.size)
      // Only the clause's first word owes its capital to sentence case ('South Asia' keeps its own).
      .map((w) => (w.first ? w.text.replace(/^[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase()) : w.text).replace(/,+$/, ''))
      .filter((text) => !seen.has(text) && seen.add(text))
  );
}

/** The content words of the goal's title: what "repeating the goal" is measured against. */
export const goalWords = (objective: string) => new Set(tokenize(objective));

/** How many of the goal's words a text repeats. */
export const repeatedWords = (text: string, objective: string) => {
  const goal = goalWords(objective);
  return new Set(tokenize(text).filter((w) => goal.has(w))).size;
};

// The words that introduce what a goal studies: 'in stressed fibroblasts', 'of tumour genomes',
// 'among older adults', 'over copper-zinc catalysts'.
const OBJECT_OF = /\b(?:in|of|among|for|over|against|on|from)\s+(?:an?\s+|the\s+)?$/i;

/**
 * The concrete system a goal studies (its organism, material, population or dataset) in at most
 * `budget` content words: the best-weighted focus the goal introduces with 'in', 'of', 'among'…,
 * else its best focus. A title names it so an idea reads as being about this system.
 */
export function systemOf(objective: string, keywords: readonly string[], budget = 3): string | null {
  const options = focusOptions(objective, keywords, budget);
  const introduced = options.find((option) => {
    const at = objective.toLowerCase().indexOf(option.toLowerCase());
    return at > 0 && OBJECT_OF.test(objective.slice(0, at));
  });
  return introduced ?? options[0] ?? null;
}

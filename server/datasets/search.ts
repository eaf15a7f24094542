import { CATALOGUE, type StatVariable } from './catalogue';

// TF-IDF over each variable's name, description, topic and keywords, ranked by cosine
// similarity to the query. Small and exact: the catalogue is shipped data, indexed once.

export interface VariableMatch {
  variable: StatVariable;
  score: number;
}

const STOP_WORDS = new Set(
  'a an and are as at be by can could data dataset datasets do does for from have how i in is it me of on or per show some statistics than that the their there this to use what where which with would you your about any find get give need'.split(
    ' ',
  ),
);

/** Lower-cased word stems: plurals and a few endings folded so 'emissions' meets 'emission'. */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/[._]/g, ' ')
      .match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map(stem);
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

interface Index {
  idf: Map<string, number>;
  docs: { variable: StatVariable; weights: Map<string, number>; norm: number }[];
}

function buildIndex(variables: readonly StatVariable[]): Index {
  const termSets = variables.map((variable) =>
    tokenize([variable.name, variable.description, variable.topic, ...(variable.keywords ?? [])].join(' ')),
  );
  const df = new Map<string, number>();
  for (const terms of termSets) for (const term of new Set(terms)) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map([...df].map(([term, n]) => [term, Math.log(1 + variables.length / n)]));
  const docs = variables.map((variable, i) => {
    const weights = new Map<string, number>();
    for (const term of termSets[i]) weights.set(term, (weights.get(term) ?? 0) + (idf.get(term) ?? 0));
    const norm = Math.hypot(...weights.values()) || 1;
    return { variable, weights, norm };
  });
  return { idf, docs };
}

let shipped: Index | undefined;
const RELATIVE_FLOOR = 0.15;

/** The best matches first; nothing below minScore. Ties keep catalogue order. */
export function searchVariables(query: string, options: { limit?: number; minScore?: number } = {}): VariableMatch[] {
  const { limit = 5, minScore = 0.05 } = options;
  shipped ??= buildIndex(CATALOGUE);
  const queryWeights = new Map<string, number>();
  for (const term of tokenize(query)) {
    const idf = shipped.idf.get(term);
    if (idf) queryWeights.set(term, (queryWeights.get(term) ?? 0) + idf);
  }
  if (queryWeights.size === 0) return [];
  const queryNorm = Math.hypot(...queryWeights.values());
  const ranked = shipped.docs
    .map(({ variable, weights, norm }) => {
      let dot = 0;
      for (const [term, weight] of queryWeights) dot += weight * (weights.get(term) ?? 0);
      return { variable, score: dot / (norm * queryNorm) };
    })
    .sort((a, b) => b.score - a.score);
  // A strong first match makes stray one-word matches noise ('solar power' vs 'purchasing power').
  const floor = Math.max(minScore, (ranked[0]?.score ?? 0) * RELATIVE_FLOOR);
  return ranked.filter((match) => match.score >= floor).slice(0, limit);
}

/** The topics of the matches, most relevant first, each once. */
export const topicsOf = (matches: VariableMatch[]): string[] => [...new Set(matches.map((m) => m.variable.topic))];

import { rankedIndex, type RankedIndex } from '../relevance/ranked-index';
import { tokenize } from '../relevance/tokens';
import { CATALOGUE, type StatVariable } from './catalogue';

// The statistical variables that answer a question, ranked by the relevance module's TF-IDF cosine
// (docs/engine.md, "Relevance") over each variable's name, description, topic and keywords. The
// catalogue is shipped data, indexed once.

export interface VariableMatch {
  variable: StatVariable;
  score: number;
}

// Words a question about data uses that say nothing about which data ('show me statistics on …').
const ASKING = new Set(tokenize('data dataset statistics show find get give need'));

// Variable ids read as words: 'Count_Person' is 'count person'.
const textOf = (v: StatVariable) =>
  [v.name, v.description, v.topic, ...(v.keywords ?? [])].join(' ').replace(/_/g, ' ');

let shipped: RankedIndex<StatVariable> | undefined;
const RELATIVE_FLOOR = 0.2;

/** The best matches first; nothing below minScore. Ties keep catalogue order. */
export function searchVariables(query: string, options: { limit?: number; minScore?: number } = {}): VariableMatch[] {
  const { limit = 5, minScore = 0.05 } = options;
  shipped ??= rankedIndex(CATALOGUE, textOf);
  const ranked = shipped.rank(query.replace(/_/g, ' '), ASKING).map(({ item, score }) => ({ variable: item, score }));
  // A strong first match makes stray one-word matches noise ('solar power' vs 'purchasing power').
  const floor = Math.max(minScore, (ranked[0]?.score ?? 0) * RELATIVE_FLOOR);
  return ranked.filter((match) => match.score >= floor).slice(0, limit);
}

/** The topics of the matches, most relevant first, each once. */
export const topicsOf = (matches: VariableMatch[]): string[] => [...new Set(matches.map((m) => m.variable.topic))];

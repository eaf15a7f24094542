import { lexicalSimilarity, type SimilarityMatrix } from '../relevance/similarity';
import { ideaDetailsOf, type IdeaRow } from './engine-store';
import { clusters, FAMILY_THRESHOLD } from './similarity';

// Families of near-duplicates: ideas of a session that say nearly the same thing (a parent and its
// pilot-first child, two ideas on one method) without being copies to merge. Proximity flags them,
// the tournament does not pair two of one family as if they were independent, and evolution takes
// one idea of a family. Always read lexically, by the relevance module, whatever the engine: the
// threshold was measured that way (docs/engine.md, "Proximity and dedup").

/** The text two ideas are compared by: what they say they do and how. */
export const ideaText = (i: Pick<IdeaRow, 'id' | 'title' | 'summary' | 'details'>) =>
  `${i.title}. ${i.summary}. ${ideaDetailsOf(i).methodology.join('. ')}`;

/** A family label per idea, from a lexical similarity matrix: connected links ≥ FAMILY_THRESHOLD. */
export const familiesOf = (lexical: SimilarityMatrix): number[] => clusters(lexical, FAMILY_THRESHOLD);

/** The families of ideas, in their order. */
export const ideaFamilies = (rows: ReadonlyArray<Parameters<typeof ideaText>[0]>): number[] =>
  familiesOf(lexicalSimilarity(rows.map(ideaText)));

/** The families with more than one idea, each as the indices of its ideas in order. */
export function sharedFamilies(labels: readonly number[]): number[][] {
  const members = new Map<number, number[]>();
  labels.forEach((label, i) => members.set(label, [...(members.get(label) ?? []), i]));
  return [...members.values()].filter((m) => m.length > 1);
}

/** The first `n` items (best first) of distinct families; fewer when there are fewer families. */
export function oneOfEachFamily<T>(ranked: readonly T[], labels: readonly number[], n: number): T[] {
  const seen = new Set<number>();
  return ranked.filter((_, i) => !seen.has(labels[i]) && seen.add(labels[i])).slice(0, n);
}

import { tokenize } from '../../relevance/tokens';
import { wordCount } from './title-words';

// How varied a session's ideas read, by the measures docs/engine.md states ("Idea variety"): how
// many title words two ideas share, how often one opening starts the summaries, how long a title is.

/** The share of two titles' content words (stemmed, stop words aside) that both have, 0..1. */
export function titleOverlap(a: string, b: string): number {
  const [x, y] = [new Set(tokenize(a)), new Set(tokenize(b))];
  const shared = [...x].filter((w) => y.has(w)).length;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** A summary's opening phrase: its first three words, case and punctuation aside. */
export const openingOf = (summary: string) =>
  summary
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');

export interface Variety {
  /** The largest title overlap of two ideas, 0..1. */
  maxTitleOverlap: number;
  /** The two titles that overlap most. */
  closestTitles: [string, string] | null;
  /** The largest share of summaries one opening phrase starts, 0..1. */
  maxOpeningShare: number;
  commonestOpening: string | null;
  /** The longest title, in words. */
  maxTitleWords: number;
}

export function varietyOf(ideas: ReadonlyArray<{ title: string; summary: string }>): Variety {
  let maxTitleOverlap = 0;
  let closestTitles: [string, string] | null = null;
  for (let i = 0; i < ideas.length; i++)
    for (let j = i + 1; j < ideas.length; j++) {
      const overlap = titleOverlap(ideas[i].title, ideas[j].title);
      if (overlap > maxTitleOverlap) [maxTitleOverlap, closestTitles] = [overlap, [ideas[i].title, ideas[j].title]];
    }
  const openings = new Map<string, number>();
  for (const idea of ideas) openings.set(openingOf(idea.summary), (openings.get(openingOf(idea.summary)) ?? 0) + 1);
  const [commonestOpening, count] = [...openings].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return {
    maxTitleOverlap,
    closestTitles,
    maxOpeningShare: ideas.length ? count / ideas.length : 0,
    commonestOpening,
    maxTitleWords: Math.max(0, ...ideas.map((i) => wordCount(i.title))),
  };
}

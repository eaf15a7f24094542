import { inlineCitation } from '../citations';
import { workText } from '../literature-lookups';
import { lexicalSimilarity } from '../../relevance/similarity';
import type { WorkView } from '../types';
import { clip, closestSentence, sentencesOf } from './shared-terms';

// The offline literature strategy grounds an idea in the goal's prior work: the work closest to
// the idea in words, named properly, with the abstract sentence nearest the idea. It names
// nothing it was not given.

/**
 * "Builds on <Title> (Hughes et al., 2017), which reports: "…"" and the key of the work it cites,
 * or null without prior work.
 */
export function buildsOn(ideaText: string, priorWork: readonly WorkView[]): { text: string; key: string } | null {
  if (priorWork.length === 0) return null;
  const row = lexicalSimilarity([ideaText, ...priorWork.map(workText)])[0];
  // The closest in words; on a tie, the one closest to the goal (the order given).
  const at = priorWork.reduce((best, _w, i) => (row[i + 1] > row[best + 1] ? i : best), 0);
  const work = priorWork[at];
  const sentence = work.abstract
    ? (closestSentence(work.abstract, ideaText)?.sentence ?? sentencesOf(work.abstract)[0])
    : undefined;
  const clause = sentence
    ? `, which reports: "${clip(sentence.replace(/[.!?]+$/, ''), 180)}"`
    : work.venue
      ? `, published in ${work.venue}`
      : '';
  return { text: `Builds on ${work.title} ${inlineCitation(work)}${clause}`, key: work.key };
}

import { inlineCitation, workReference } from '../citations';
import { lowerFirst } from './offline-ideas';
import type { LiteratureFacts } from './offline-literature';
import { clip, listOf } from './shared-terms';

// What the offline full review and deep verification say about the published works they read.
// Every work named here was handed to the review, so no reference is invented.

/** The full review's opening when a published work overlaps the idea: the verdict names it. */
export function notNovelAgainstWork(lit: LiteratureFacts, sound: boolean): string {
  const { work, judgement, shared } = lit.closest;
  const covers = shared.length ? `covers ${listOf(shared)}` : 'covers what the idea proposes';
  return `Not novel: ${workReference(work)} already ${covers} (similarity ${judgement.closeness.toFixed(2)}); the design itself is ${sound ? 'sound' : 'weak'}.`;
}

/** The full review's sentence on the closest work when none overlaps: what the idea adds. */
export function beyondClosestWork(lit: LiteratureFacts): string {
  const { work, judgement } = lit.closest;
  const adds = judgement.beyond
    ? `; the idea goes beyond it: ${lowerFirst(judgement.beyond).replace(/[.]+$/, '')}`
    : '';
  return ` Closest of ${lit.count} published work${lit.count === 1 ? '' : 's'}: ${workReference(work)}, similarity ${judgement.closeness.toFixed(2)}${adds}.`;
}

/** The deep verification's check of the hypothesis against the works' abstracts. */
export function checkedAgainstAbstracts(lit: LiteratureFacts): string {
  if (!lit.evidence)
    return ` No abstract among the ${lit.count} related work${lit.count === 1 ? '' : 's'} speaks to assumption 1.`;
  const { work, sentence } = lit.evidence;
  return ` Against the literature, ${work.title} ${inlineCitation(work)} reports: "${clip(sentence, 300)}" — this bears on assumption 1.`;
}

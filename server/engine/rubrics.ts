import type { ReviewType } from './types';

// Anchored rubrics, one per review type: each score 0–5 means one described thing, so two
// reviewers (or two models) mean the same by a 3. Both engines quote them.

export const RUBRICS: Record<
  ReviewType,
  { purpose: string; anchors: [string, string, string, string, string, string] }
> = {
  initial: {
    purpose: 'Fast screen without tools: is the idea aligned with the goal, plausible and safe?',
    anchors: [
      'unsafe or incoherent',
      'misaligned with the goal or implausible',
      'weakly aligned, or rests on a doubtful premise',
      'aligned but generic, or one doubtful step',
      'aligned and plausible with minor gaps',
      'clearly aligned, plausible and specific',
    ],
  },
  full: {
    purpose: 'Full review against what is known: novelty and correctness of each claim.',
    anchors: [
      'contradicted by established results',
      'repeats known work with a flawed design',
      'largely known, or a serious design flaw',
      'partly new with a sound but unremarkable design',
      'new angle with a sound design and minor caveats',
      'no close prior work and every step sound',
    ],
  },
  deep_verification: {
    purpose: 'Split the idea into its assumptions, check each, and say whether any error is fundamental.',
    anchors: [
      'a fundamental assumption is false',
      'a fundamental assumption is very doubtful',
      'several unverified assumptions, one possibly fundamental',
      'one unverified assumption, not fundamental',
      'all assumptions plausible, one needs a citation',
      'every assumption checked and sound',
    ],
  },
  observation: {
    purpose: 'Does the idea explain observations that current explanations do not?',
    anchors: [
      'conflicts with key observations',
      'explains nothing observed',
      'explains observations already well explained',
      'explains one observation modestly better',
      'explains an unexplained observation',
      'explains several important unexplained observations',
    ],
  },
  simulation: {
    purpose: 'Step through the experiment to find where it would fail.',
    anchors: [
      'cannot start as written',
      'fails at an early step',
      'fails at a late step without a workaround',
      'one failure point with a known workaround',
      'runs end to end with small risks',
      'runs end to end; no failure point found',
    ],
  },
  tournament: {
    purpose: 'Re-review in the light of issues that recur across tournament debates.',
    anchors: [
      'has every recurring issue',
      'has most recurring issues',
      'has several recurring issues',
      'has one recurring issue',
      'addresses the recurring issues with minor gaps',
      'free of every recurring issue',
    ],
  },
};

export function anchorFor(type: ReviewType, score: number): string {
  return RUBRICS[type].anchors[Math.max(0, Math.min(5, Math.round(score)))];
}

/** The rubric as prompt text. */
export function rubricText(types: readonly ReviewType[]): string {
  return types
    .map(
      (type) => `${type}: ${RUBRICS[type].purpose}\n${RUBRICS[type].anchors.map((a, i) => `  ${i} = ${a}`).join('\n')}`,
    )
    .join('\n');
}

// The researcher in the loop (docs/product.md, "Your review, your verdicts, your feedback"): their own
// review of an idea, their verdict on a pair, and their feedback on a session. The limits and the
// words a refusal uses are shared by the server, which checks them, and the forms, which say them.

/** The criteria a researcher's review scores, as the idea's own scores name them. */
export const REVIEW_CRITERIA = ['novelty', 'correctness', 'feasibility'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

export const REVIEW_CRITERION_LABELS: Record<ReviewCriterion, string> = {
  novelty: 'Novelty',
  correctness: 'Correctness',
  feasibility: 'Feasibility',
};

/** How many agent matches a researcher's verdict counts as, unless they choose otherwise. */
export const HUMAN_MATCH_WEIGHT = 3;
export const MAX_HUMAN_MATCH_WEIGHT = 10;

export const MAX_REVIEW_TEXT = 4000;
export const MAX_VERDICT_REASON = 2000;
export const MAX_FEEDBACK_TEXT = 1000;

export const JUDGEMENT_MESSAGES = {
  criterionOutOfRange: (criterion: ReviewCriterion) =>
    `${criterion}: ${REVIEW_CRITERION_LABELS[criterion]} must be a whole number from 1 to 5`,
  reviewTextRequired: 'text: Say in a few words why you scored the idea so',
  reviewTextTooLong: `text: A review can be at most ${MAX_REVIEW_TEXT} characters`,
  reasonRequired: 'reason: Say in a few words why you prefer this idea',
  reasonTooLong: `reason: A reason can be at most ${MAX_VERDICT_REASON} characters`,
  samePair: 'An idea cannot be judged against itself; choose two different ideas',
  notInSession: 'Both ideas must belong to this session to be judged against each other',
  mergedIdea: 'This idea was merged into a near-duplicate; judge the idea it was merged into instead',
  weightOutOfRange: `weight: A verdict counts as a whole number of agent matches, from 1 to ${MAX_HUMAN_MATCH_WEIGHT}`,
  feedbackRequired: 'text: Write the feedback the next round should read',
  feedbackTooLong: `text: Feedback can be at most ${MAX_FEEDBACK_TEXT} characters`,
  sessionNotStarted: 'Feedback can be given once the session has started; this one is still waiting for a worker',
} as const;

export const isCriterionScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

export const isMatchWeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_HUMAN_MATCH_WEIGHT;

/** "Counts as 3 agent matches": what the researcher is told a verdict is worth. */
export const weightWords = (weight: number) => `Counts as ${weight} agent match${weight === 1 ? '' : 'es'}`;

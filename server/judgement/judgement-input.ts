import {
  isCriterionScore,
  isMatchWeight,
  HUMAN_MATCH_WEIGHT,
  JUDGEMENT_MESSAGES,
  MAX_FEEDBACK_TEXT,
  MAX_REVIEW_TEXT,
  MAX_VERDICT_REASON,
  REVIEW_CRITERIA,
  type ReviewCriterion,
} from '../../src/domain/researcher-judgement';
import { badRequest } from '../http/http-error';

// The researcher's words checked before anything is read: each refusal names the field and says
// what would be accepted (docs/product.md, "Validation rules").

const refuse = (message: string) => badRequest(message, 'validation_error');

function text(value: string, max: number, required: string, tooLong: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw refuse(required);
  if (trimmed.length > max) throw refuse(tooLong);
  return trimmed;
}

export function reviewInput(body: Record<ReviewCriterion, number> & { text: string }) {
  const criteria = {} as Record<ReviewCriterion, number>;
  for (const criterion of REVIEW_CRITERIA) {
    if (!isCriterionScore(body[criterion])) throw refuse(JUDGEMENT_MESSAGES.criterionOutOfRange(criterion));
    criteria[criterion] = body[criterion];
  }
  const words = text(
    body.text,
    MAX_REVIEW_TEXT,
    JUDGEMENT_MESSAGES.reviewTextRequired,
    JUDGEMENT_MESSAGES.reviewTextTooLong,
  );
  return { criteria, text: words };
}

export function verdictInput(body: { reason: string; weight?: number }) {
  const weight = body.weight ?? HUMAN_MATCH_WEIGHT;
  if (!isMatchWeight(weight)) throw refuse(JUDGEMENT_MESSAGES.weightOutOfRange);
  const reason = text(
    body.reason,
    MAX_VERDICT_REASON,
    JUDGEMENT_MESSAGES.reasonRequired,
    JUDGEMENT_MESSAGES.reasonTooLong,
  );
  return { weight, reason };
}

export const feedbackInput = (body: { text: string }) =>
  text(body.text, MAX_FEEDBACK_TEXT, JUDGEMENT_MESSAGES.feedbackRequired, JUDGEMENT_MESSAGES.feedbackTooLong);

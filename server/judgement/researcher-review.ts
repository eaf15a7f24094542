import { and, eq } from 'drizzle-orm';
import type { ReviewCriterion } from '../../src/domain/researcher-judgement';
import type { Transaction } from '../db/connect';
import { reviews } from '../db/schema/ideas';
import type { IdeaRow } from '../ideas/idea-store';

// A researcher's own review of an idea (docs/product.md, "Your review"): a row in `reviews` beside
// the agents', author 'human', type 'researcher', one per researcher per idea. Its score is the mean
// of the three criteria, so lists that read one score per review read it too.

export const RESEARCHER_REVIEW_TYPE = 'researcher';

export interface ResearcherReviewInput {
  criteria: Record<ReviewCriterion, number>;
  text: string;
}

/** Writes the researcher's review of the idea, replacing theirs if they had written one. */
export async function saveResearcherReview(
  tx: Transaction,
  idea: Pick<IdeaRow, 'id' | 'sessionId' | 'userId' | 'round'>,
  researcherId: string,
  { criteria, text }: ResearcherReviewInput,
): Promise<'written' | 'replaced'> {
  const score = Math.round(((criteria.novelty + criteria.correctness + criteria.feasibility) / 3) * 10) / 10;
  const replaced = await tx
    .delete(reviews)
    .where(and(eq(reviews.ideaId, idea.id), eq(reviews.judgedBy, researcherId), eq(reviews.author, 'human')))
    .returning({ id: reviews.id });
  await tx.insert(reviews).values({
    ideaId: idea.id,
    sessionId: idea.sessionId,
    userId: idea.userId,
    type: RESEARCHER_REVIEW_TYPE,
    score,
    text,
    round: idea.round,
    author: 'human',
    judgedBy: researcherId,
    criteria,
  });
  return replaced.length > 0 ? 'replaced' : 'written';
}

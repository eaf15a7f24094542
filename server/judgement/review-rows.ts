import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { reviews } from '../db/schema/ideas';
import { REVIEW_TYPES, type ReviewType } from '../engine/types';

// An idea's reviews as the idea page reads them: the agents' as the pipeline wrote them (round by
// round, and within a round in the pipeline's order, docs/engine.md), then the researchers' own,
// each with its author's name.

export type ReviewWithAuthor = typeof reviews.$inferSelect & { authorName: string | null };

const typeOrder = (type: string) => {
  const rank = REVIEW_TYPES.indexOf(type as ReviewType);
  return rank === -1 ? REVIEW_TYPES.length : rank;
};
const human = (r: ReviewWithAuthor) => (r.author === 'human' ? 1 : 0);

/** `also` narrows the rows further (the caller's ownership, where a store still reads through it). */
export async function reviewsWithAuthors(db: Executor, ideaId: string, also?: SQL): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.judgedBy))
    .where(also ? and(eq(reviews.ideaId, ideaId), also) : eq(reviews.ideaId, ideaId));
  // One step writes several types at once, so their timestamps tie: the type order goes first.
  return rows
    .map((r) => ({ ...r.review, authorName: r.authorName }))
    .sort(
      (a, b) =>
        human(a) - human(b) ||
        a.round - b.round ||
        typeOrder(a.type) - typeOrder(b.type) ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
}

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import type { IdeaRow } from './idea-store';

// The stars for an idea (docs/product.md, "Your rating"), set by a member who may edit it; null clears them.
// One rating per idea, the last writer's: who gave it and when are kept beside it (migration 0033).
export async function setIdeaRating(
  db: Executor,
  userId: string,
  id: string,
  stars: number | null,
): Promise<IdeaRow | undefined> {
  const [row] = await db
    .update(ideas)
    .set({
      userRating: stars,
      ratedBy: stars === null ? null : userId,
      ratedAt: stars === null ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(ideas.id, id))
    .returning();
  return row;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import type { IdeaRow } from './idea-store';

// The owner's own stars for an idea (docs/product.md, "Your rating"); null clears them.
export async function setIdeaRating(
  db: Executor,
  userId: string,
  id: string,
  stars: number | null,
): Promise<IdeaRow | undefined> {
  const [row] = await db
    .update(ideas)
    .set({ userRating: stars, updatedAt: sql`now()` })
    .where(and(eq(ideas.id, id), eq(ideas.userId, userId)))
    .returning();
  return row;
}

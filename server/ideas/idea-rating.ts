import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import type { IdeaRow } from './idea-store';

// The stars for an idea (docs/product.md, "Your rating"), set by a member who may edit it; null clears them.
export async function setIdeaRating(db: Executor, id: string, stars: number | null): Promise<IdeaRow | undefined> {
  const [row] = await db
    .update(ideas)
    .set({ userRating: stars, updatedAt: sql`now()` })
    .where(eq(ideas.id, id))
    .returning();
  return row;
}

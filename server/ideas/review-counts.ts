import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { reviews } from '../db/schema/ideas';

// A page's review counts in one grouped query, so a list (and its export) need not read each idea.
export async function reviewCounts(db: Executor, ideaIds: string[]): Promise<Map<string, number>> {
  if (ideaIds.length === 0) return new Map();
  const rows = await db
    .select({ ideaId: reviews.ideaId, n: count() })
    .from(reviews)
    .where(inArray(reviews.ideaId, ideaIds))
    .groupBy(reviews.ideaId);
  return new Map(rows.map((row) => [row.ideaId, Number(row.n)]));
}

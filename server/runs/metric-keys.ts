import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { runMetricSummaries as s } from '../db/schema/runs';

// Every metric key the caller's runs have logged, with how many runs logged it: one summary row
// per run and key, counted off the summaries' (user_id, key, …) index.

export function listMetricKeys(db: Executor, userId: string): Promise<Array<{ key: string; runCount: number }>> {
  return db
    .select({ key: s.key, runCount: count() })
    .from(s)
    .where(eq(s.userId, userId))
    .groupBy(s.key)
    .orderBy(asc(s.key));
}

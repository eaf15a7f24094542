import { asc, count } from 'drizzle-orm';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { runMetricSummaries as s } from '../db/schema/runs';

// Every metric key the runs of the caller's workspaces have logged, with how many runs logged it:
// one summary row per run and key, counted off the summaries' (workspace_id, key, …) index.

export function listMetricKeys(db: Executor, userId: string): Promise<Array<{ key: string; runCount: number }>> {
  return db
    .select({ key: s.key, runCount: count() })
    .from(s)
    .where(inMyWorkspaces(userId, s.workspaceId))
    .groupBy(s.key)
    .orderBy(asc(s.key));
}

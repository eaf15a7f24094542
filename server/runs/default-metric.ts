import { sql } from 'drizzle-orm';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { runMetricSummaries as s } from '../db/schema/runs';

// The board the leaderboards page opens on (docs/product.md, "Leaderboards"): the primary metric
// of the newest experiment in the caller's workspaces whose own runs logged it, else the key most runs logged.

/** An experiment's primary metric as server/runs/primary-metric.ts reads it: the one named, else the first planned. */
const primaryName = sql<string>`coalesce(${experiments.primaryMetric}->>'name', ${experiments.metrics}->0->>'name')`;

/** The primary metric of the newest experiment the caller can see whose own runs logged it; null when none did. */
export async function newestLoggedPrimary(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: primaryName })
    .from(experiments)
    .where(
      sql`${inMyWorkspaces(userId, experiments.workspaceId)} and exists (select 1 from ${s}
        where ${s.workspaceId} = ${experiments.workspaceId} and ${s.key} = ${primaryName}
        and ${s.experimentId} = ${experiments.id})`,
    )
    .orderBy(sql`${experiments.createdAt} desc, ${experiments.id} desc`)
    .limit(1);
  return row?.key ?? null;
}

/** The key most runs logged, the first alphabetically of a tie (keys come in that order); null when none. */
export function mostLoggedKey(keys: ReadonlyArray<{ key: string; runCount: number }>): string | null {
  if (keys.length === 0) return null;
  return keys.reduce((best, next) => (next.runCount > best.runCount ? next : best)).key;
}

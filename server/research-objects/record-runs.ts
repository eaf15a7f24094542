import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { experimentRuns, runArtifacts, runMetricSummaries, runParams } from '../db/schema/runs';

// An experiment's runs for its research object (docs/product.md, "Research objects out"): each
// with its params, its metrics' summaries (the latest value, the lowest and the highest, never
// the series) and its artifacts. The newest RUN_LIMIT runs are described; the crate says how many
// there were in all.

export const RUN_LIMIT = 1000;

export type RunRow = typeof experimentRuns.$inferSelect;
export type MetricSummary = typeof runMetricSummaries.$inferSelect;
export type ArtifactRow = typeof runArtifacts.$inferSelect;

export interface RecordedRun {
  run: RunRow;
  params: { key: string; value: string }[];
  metrics: MetricSummary[];
  artifacts: ArtifactRow[];
}

function groupBy<T extends { runId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.runId, [...(groups.get(row.runId) ?? []), row]);
  return groups;
}

export async function readRuns(
  db: Executor,
  experimentId: string,
  limit = RUN_LIMIT,
): Promise<{ runs: RecordedRun[]; total: number }> {
  const [runs, [{ total }]] = await Promise.all([
    db
      .select()
      .from(experimentRuns)
      .where(eq(experimentRuns.experimentId, experimentId))
      .orderBy(desc(experimentRuns.startedAt), desc(experimentRuns.id))
      .limit(limit),
    db.select({ total: count() }).from(experimentRuns).where(eq(experimentRuns.experimentId, experimentId)),
  ]);
  if (runs.length === 0) return { runs: [], total };
  const ids = runs.map((r) => r.id);
  const [params, metrics, artifacts] = await Promise.all([
    db.select().from(runParams).where(inArray(runParams.runId, ids)).orderBy(asc(runParams.key)),
    db
      .select()
      .from(runMetricSummaries)
      .where(inArray(runMetricSummaries.runId, ids))
      .orderBy(asc(runMetricSummaries.key)),
    db.select().from(runArtifacts).where(inArray(runArtifacts.runId, ids)).orderBy(asc(runArtifacts.path)),
  ]);
  const [paramsOf, metricsOf, artifactsOf] = [groupBy(params), groupBy(metrics), groupBy(artifacts)];
  // Oldest first in the crate, as they were run.
  const recorded = runs.reverse().map((run) => ({
    run,
    params: (paramsOf.get(run.id) ?? []).map(({ key, value }) => ({ key, value })),
    metrics: metricsOf.get(run.id) ?? [],
    artifacts: artifactsOf.get(run.id) ?? [],
  }));
  return { runs: recorded, total };
}

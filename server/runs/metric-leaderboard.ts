import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runMetricSummaries as s } from '../db/schema/runs';
import { provenanceOf } from './run-provenance';

// One metric's board across the caller's experiments and workspaces: each run by its best value
// in the direction, ties to the earlier run, then the lower id. The page is read off the summary
// index of that direction (decision 004); the runs and provenance are read for the page alone.

export type MetricLeaderboardRow = components['schemas']['MetricLeaderboardRow'];

export interface LeaderboardFilters {
  workspaceId?: string;
  dataset?: string;
  since?: string;
  until?: string;
}

function whereOf(userId: string, key: string, filters: LeaderboardFilters): SQL | undefined {
  const inExperiment = filters.workspaceId !== undefined || filters.dataset !== undefined;
  return and(
    eq(s.userId, userId),
    eq(s.key, key),
    filters.since ? gte(s.runStartedAt, new Date(filters.since)) : undefined,
    filters.until ? lt(s.runStartedAt, new Date(filters.until)) : undefined,
    inExperiment
      ? sql`exists (select 1 from ${experiments} e where e.id = ${s.experimentId} and e.user_id = ${userId}
          ${filters.workspaceId ? sql`and e.workspace_id = ${filters.workspaceId}` : sql``}
          ${filters.dataset ? sql`and ${filters.dataset} = any(e.datasets)` : sql``})`
      : undefined,
  );
}

export async function hasMetric(db: Executor, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: s.key })
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.key, key)))
    .limit(1);
  return row !== undefined;
}

export async function metricLeaderboard(
  db: Executor,
  userId: string,
  key: string,
  direction: MetricDirection,
  filters: LeaderboardFilters,
  skip: number,
  limit: number,
): Promise<{ rows: MetricLeaderboardRow[]; total: number }> {
  const where = whereOf(userId, key, filters);
  const best = direction === 'maximize' ? s.maxValue : s.minValue;
  const bestStep = direction === 'maximize' ? s.maxStep : s.minStep;
  const [page, [{ total }]] = await Promise.all([
    db
      .select({ runId: s.runId, experimentId: s.experimentId, value: best, step: bestStep })
      .from(s)
      .where(where)
      .orderBy(direction === 'maximize' ? desc(best) : asc(best), asc(s.runStartedAt), asc(s.runId))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(s).where(where),
  ]);
  const runIds = page.map((row) => row.runId);
  const [runs, provenance] = await Promise.all([
    runIds.length === 0
      ? []
      : db
          .select()
          .from(experimentRuns)
          .where(and(eq(experimentRuns.userId, userId), inArray(experimentRuns.id, runIds))),
    provenanceOf(
      db,
      userId,
      page.map((row) => row.experimentId),
    ),
  ]);
  const runById = new Map(runs.map((run) => [run.id, run]));
  const rows = page.flatMap((row, index) => {
    const run = runById.get(row.runId);
    const from = provenance.get(row.experimentId);
    if (!run || !from) return [];
    return [
      {
        rank: skip + index + 1,
        value: row.value,
        step: row.step,
        run: { id: run.id, name: run.name, status: run.status, startedAt: run.startedAt.toISOString() },
        ...from,
      },
    ];
  });
  return { rows, total };
}

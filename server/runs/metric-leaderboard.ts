import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runMetricSummaries as s } from '../db/schema/runs';
import { cappedCount } from '../db/capped-count';
import { joinProvenance, provenanceColumns, toProvenance } from './run-provenance';

// One metric's board across the caller's experiments and workspaces: each run by its best value
// in the direction, ties to the earlier run, then the lower id. The page is read off the summary
// index of that direction, one row past the page tells whether more follow, and the total is
// exact up to 10,000 runs, estimated past that (decision 004). One round trip for the page with
// its runs and provenance, beside the count.

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

export interface MetricBoardPage {
  rows: MetricLeaderboardRow[];
  total: number;
  /** The total is the planner's estimate: more than 10,000 runs match. */
  estimated: boolean;
  /** Read, not derived from an estimated total. */
  hasMore: boolean;
}

export async function metricLeaderboard(
  db: Executor,
  userId: string,
  key: string,
  direction: MetricDirection,
  filters: LeaderboardFilters,
  skip: number,
  limit: number,
): Promise<MetricBoardPage> {
  const where = whereOf(userId, key, filters);
  const [rows, { total, estimated }] = await Promise.all([
    boardRows(db, userId, direction, where, skip, limit + 1),
    cappedCount(db, s, where),
  ]);
  const page = rows.slice(0, limit).map((row, index): MetricLeaderboardRow => ({
    rank: skip + index + 1,
    value: row.value,
    step: row.step,
    run: { ...row.run, startedAt: row.run.startedAt.toISOString() },
    ...toProvenance(row),
  }));
  return { rows: page, total, estimated, hasMore: rows.length > limit };
}

/** The page off the direction's index, then its runs and provenance joined to those rows alone. */
function boardRows(
  db: Executor,
  userId: string,
  direction: MetricDirection,
  where: SQL | undefined,
  skip: number,
  take: number,
) {
  const best = direction === 'maximize' ? s.maxValue : s.minValue;
  const inOrder = direction === 'maximize' ? desc : asc;
  const page = db
    .select({
      runId: s.runId,
      experimentId: s.experimentId,
      runStartedAt: s.runStartedAt,
      value: best,
      step: direction === 'maximize' ? s.maxStep : s.minStep,
    })
    .from(s)
    .where(where)
    .orderBy(inOrder(best), asc(s.runStartedAt), asc(s.runId))
    .limit(take)
    .offset(skip)
    .as('page');
  const r = experimentRuns;
  const query = db
    .select({
      value: page.value,
      step: page.step,
      run: { id: r.id, name: r.name, status: r.status, startedAt: r.startedAt },
      ...provenanceColumns,
    })
    .from(page)
    .innerJoin(r, and(eq(r.id, page.runId), eq(r.userId, userId)))
    .innerJoin(experiments, and(eq(experiments.id, page.experimentId), eq(experiments.userId, userId)))
    .$dynamic();
  return joinProvenance(query, userId).orderBy(inOrder(page.value), asc(page.runStartedAt), asc(page.runId));
}

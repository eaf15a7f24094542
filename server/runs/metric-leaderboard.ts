import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runMetricSummaries as s } from '../db/schema/runs';
import { cappedCount } from '../db/capped-count';
import { joinProvenance, provenanceColumns, toProvenance } from './run-provenance';

// One metric's board across the workspaces the caller is a member of: each run by its best value
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

/** A workspace filter reads that workspace's index alone; without one, the caller's workspaces. */
const inWorkspaces = (userId: string, workspaceId: string | undefined): SQL =>
  workspaceId
    ? (and(eq(s.workspaceId, workspaceId), inMyWorkspaces(userId, s.workspaceId)) as SQL)
    : inMyWorkspaces(userId, s.workspaceId);

function whereOf(userId: string, key: string, filters: LeaderboardFilters): SQL | undefined {
  return and(
    inWorkspaces(userId, filters.workspaceId),
    eq(s.key, key),
    filters.since ? gte(s.runStartedAt, new Date(filters.since)) : undefined,
    filters.until ? lt(s.runStartedAt, new Date(filters.until)) : undefined,
    filters.dataset
      ? sql`exists (select 1 from ${experiments} e where e.id = ${s.experimentId}
          and ${filters.dataset} = any(e.datasets))`
      : undefined,
  );
}

export async function hasMetric(db: Executor, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: s.key })
    .from(s)
    .where(and(inMyWorkspaces(userId, s.workspaceId), eq(s.key, key)))
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
    boardRows(db, direction, where, skip, limit + 1),
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
function boardRows(db: Executor, direction: MetricDirection, where: SQL | undefined, skip: number, take: number) {
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
    .innerJoin(r, eq(r.id, page.runId))
    .innerJoin(experiments, eq(experiments.id, page.experimentId))
    .$dynamic();
  return joinProvenance(query).orderBy(inOrder(page.value), asc(page.runStartedAt), asc(page.runId));
}

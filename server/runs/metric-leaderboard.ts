import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import { inMyWorkspaces, membershipOn } from '../access/visible';
import { workspaceMembers } from '../db/schema/members';
import { users } from '../db/schema/auth';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runMetricSummaries as s } from '../db/schema/runs';
import { cappedCount } from '../db/capped-count';
import { metricBoardPage, type BoardEntry } from './metric-board-page';
import { joinProvenance, provenanceColumns, toProvenance } from './run-provenance';

// One metric's board across the workspaces the caller is a member of: each run by its best value
// in the direction, ties to the earlier run, then the lower id. The page is merged from each
// workspace's summary index of that direction (metric-board-page.ts), one row past the page tells
// whether more follow, and the total is exact up to 10,000 runs, estimated past that (decision
// 004). The page's runs and provenance are read for its rows alone, beside the count.

export type MetricLeaderboardRow = components['schemas']['MetricLeaderboardRow'];

export interface LeaderboardFilters {
  workspaceId?: string;
  dataset?: string;
  since?: string;
  until?: string;
}

/** The caller's workspaces, or the one the filter names if the caller belongs to it. */
const inWorkspaces = (userId: string, workspaceId: string | undefined): SQL =>
  workspaceId
    ? (and(eq(s.workspaceId, workspaceId), inMyWorkspaces(userId, s.workspaceId)) as SQL)
    : inMyWorkspaces(userId, s.workspaceId);

/** Every condition but the workspaces: the key, the start time and the dataset. */
function filterOf(key: string, filters: LeaderboardFilters): SQL {
  return and(
    eq(s.key, key),
    filters.since ? gte(s.runStartedAt, new Date(filters.since)) : undefined,
    filters.until ? lt(s.runStartedAt, new Date(filters.until)) : undefined,
    filters.dataset
      ? sql`exists (select 1 from ${experiments} e where e.id = ${s.experimentId}
          and ${filters.dataset} = any(e.datasets))`
      : undefined,
  ) as SQL;
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
  const filter = filterOf(key, filters);
  const [rows, { total, estimated }] = await Promise.all([
    metricBoardPage(db, userId, filters.workspaceId, direction, filter, skip, limit + 1).then((entries) =>
      boardRows(db, userId, entries),
    ),
    cappedCount(db, s, and(inWorkspaces(userId, filters.workspaceId), filter)),
  ]);
  const page = rows.slice(0, limit).map((row, index): MetricLeaderboardRow => ({
    rank: skip + index + 1,
    value: row.value,
    step: row.step,
    run: { ...row.run, startedAt: row.run.startedAt.toISOString(), createdBy: row.creator },
    ...toProvenance(row),
    role: row.role,
  }));
  return { rows: page, total, estimated, hasMore: rows.length > limit };
}

/** The page's runs and provenance, joined to those rows alone, in the page's order. */
async function boardRows(db: Executor, userId: string, entries: BoardEntry[]) {
  if (entries.length === 0) return [];
  const r = experimentRuns;
  const query = db
    .select({
      run: { id: r.id, name: r.name, status: r.status, startedAt: r.startedAt },
      creator: { id: users.id, name: users.name },
      ...provenanceColumns,
      role: workspaceMembers.role,
    })
    .from(r)
    .innerJoin(workspaceMembers, membershipOn(userId, r.workspaceId))
    .innerJoin(experiments, eq(experiments.id, r.experimentId))
    .innerJoin(users, eq(users.id, r.userId))
    .$dynamic();
  const found = await joinProvenance(query).where(
    inArray(
      r.id,
      entries.map((e) => e.runId),
    ),
  );
  const byId = new Map(found.map((row) => [row.run.id, row]));
  // A run deleted between the two reads is left out.
  return entries.flatMap((e) => {
    const row = byId.get(e.runId);
    return row ? [{ ...row, value: e.value, step: e.step }] : [];
  });
}

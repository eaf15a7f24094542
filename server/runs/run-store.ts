import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { components } from '../../src/api/schema';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import { membershipOn } from '../access/visible';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { workspaceMembers } from '../db/schema/members';
import { experimentRuns, runMetricSummaries, runParams, runTags } from '../db/schema/runs';

// Runs as the contract shows them, and the queries behind one run. A run is found joined to the
// caller's membership of its workspace, with their role for authorize's permit(); a run's params,
// tags and latest metric values are read for a whole page at once.

export type RunRow = typeof experimentRuns.$inferSelect;
export type RunSummary = components['schemas']['RunSummary'];
export type Run = components['schemas']['Run'];
type LatestMetric = components['schemas']['LatestMetric'];

export interface RunDetails {
  params: Record<string, string>;
  tags: Record<string, string>;
  latestMetrics: Record<string, LatestMetric>;
}

export function toRunSummary(row: RunRow, details: RunDetails | undefined): RunSummary {
  return {
    id: row.id,
    experimentId: row.experimentId,
    name: row.name,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    params: details?.params ?? {},
    tags: details?.tags ?? {},
    latestMetrics: details?.latestMetrics ?? {},
  };
}

/** A run the caller can reach, with their role on its workspace. */
export interface RunAccess {
  run: RunRow;
  role: WorkspaceRole;
}

const withRole = { run: experimentRuns, role: workspaceMembers.role };

/** The run joined to the caller's membership of its workspace: undefined for a non-member. */
export async function findRun(db: Executor, userId: string, id: string): Promise<RunAccess | undefined> {
  const [row] = await db
    .select(withRole)
    .from(experimentRuns)
    .innerJoin(workspaceMembers, membershipOn(userId, experimentRuns.workspaceId))
    .where(eq(experimentRuns.id, id));
  return row;
}

/**
 * The run locked until the transaction ends, and the caller's membership held until then, in one
 * statement (docs/decisions/013-workspace-permissions.md, "Personal access tokens"): batches and
 * status changes of one run take turns, and a removal or demotion waits for this write.
 */
export async function lockRun(db: Executor, userId: string, id: string): Promise<RunAccess | undefined> {
  const [row] = await db
    .select(withRole)
    .from(experimentRuns)
    .innerJoin(workspaceMembers, membershipOn(userId, experimentRuns.workspaceId))
    .where(eq(experimentRuns.id, id))
    // drizzle writes one locking clause; its `of` list carries the second: FOR UPDATE OF the run,
    // FOR SHARE OF the membership.
    .for('update', { of: sql`${experimentRuns} for share of ${workspaceMembers}` as unknown as PgTable });
  return row;
}

/** The experiment a run is listed or created in, with the caller's role; FOR SHARE of it with `lock`. */
export async function findRunsExperiment(db: Executor, userId: string, id: string, lock = false) {
  const query = db
    .select({
      id: experiments.id,
      name: experiments.name,
      workspaceId: experiments.workspaceId,
      ideaId: experiments.ideaId,
      status: experiments.status,
      role: workspaceMembers.role,
    })
    .from(experiments)
    .innerJoin(workspaceMembers, membershipOn(userId, experiments.workspaceId))
    .where(eq(experiments.id, id));
  const [row] = lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row;
}

export async function countExperimentRuns(db: Executor, experimentId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(experimentRuns)
    .where(eq(experimentRuns.experimentId, experimentId));
  return total;
}

/** Params, tags and latest metric values of the given runs, by run id. */
export async function runDetails(db: Executor, runIds: string[]): Promise<Map<string, RunDetails>> {
  const details = new Map<string, RunDetails>(runIds.map((id) => [id, { params: {}, tags: {}, latestMetrics: {} }]));
  if (runIds.length === 0) return details;
  const [params, tags, metrics] = await Promise.all([
    db.select().from(runParams).where(inArray(runParams.runId, runIds)),
    db.select().from(runTags).where(inArray(runTags.runId, runIds)),
    db.select().from(runMetricSummaries).where(inArray(runMetricSummaries.runId, runIds)),
  ]);
  for (const p of params) details.get(p.runId)!.params[p.key] = p.value;
  for (const t of tags) details.get(t.runId)!.tags[t.key] = t.value;
  for (const m of metrics) {
    details.get(m.runId)!.latestMetrics[m.key] = {
      value: m.lastValue,
      step: m.lastStep,
      timestamp: m.lastTimestamp.toISOString(),
    };
  }
  return details;
}

/** Sets tags, replacing the value of a key already set. */
export async function upsertTags(db: Executor, runId: string, tags: Map<string, string>): Promise<void> {
  if (tags.size === 0) return;
  await db
    .insert(runTags)
    .values([...tags].map(([key, value]) => ({ runId, key, value })))
    .onConflictDoUpdate({ target: [runTags.runId, runTags.key], set: { value: sql`excluded.value` } });
}

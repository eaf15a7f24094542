import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { experimentMetricsSchema } from '../conversion/conversion-schemas';
import type { Executor } from '../db/connect';
import { readJsonColumn } from '../db/corrupt-row';
import { experiments } from '../db/schema/experiments';
import { workspaceMembers } from '../db/schema/members';
import { experimentRuns, runMetricSummaries } from '../db/schema/runs';
import { workspaces } from '../db/schema/workspaces';
import { primaryMetricOf, type PrimaryMetric } from '../runs/primary-metric';
import { membershipOn } from '../access/visible';

// The runs started last across the caller's workspaces, each with its headline: its experiment's
// primary metric and the run's latest value of it, read from the run summaries. Each workspace's
// index gives its own newest runs and they are merged, so no list sorts every visible run
// (docs/decisions/013-workspace-permissions.md, "Lists").

export type DashboardRun = components['schemas']['DashboardRun'];

export const RECENT_RUNS = 5;

/** The ids of the newest runs in the caller's workspaces, newest first. */
async function newestRunIds(db: Executor, userId: string): Promise<string[]> {
  const r = experimentRuns;
  const m = workspaceMembers;
  const result = (await db.execute(sql`
    select p.id from ${m} cross join lateral (
      select ${r.id} as id, ${r.startedAt} as started_at from ${r} where ${r.workspaceId} = ${m.workspaceId}
      order by ${r.startedAt} desc, ${r.id} desc limit ${RECENT_RUNS}) p
    where ${m.userId} = ${userId}
    order by p.started_at desc, p.id desc limit ${RECENT_RUNS}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

export async function recentRuns(db: Executor, userId: string): Promise<DashboardRun[]> {
  const ids = await newestRunIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      run: experimentRuns,
      experiment: {
        id: experiments.id,
        name: experiments.name,
        primaryMetric: experiments.primaryMetric,
        metrics: experiments.metrics,
      },
      workspace: { id: workspaces.id, name: workspaces.name },
      role: workspaceMembers.role,
    })
    .from(experimentRuns)
    .innerJoin(workspaceMembers, membershipOn(userId, experimentRuns.workspaceId))
    .innerJoin(experiments, eq(experiments.id, experimentRuns.experimentId))
    .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
    .where(inArray(experimentRuns.id, ids))
    .orderBy(desc(experimentRuns.startedAt), desc(experimentRuns.id));
  const withMetric = rows.map((row) => ({ ...row, primary: primaryOf(row.experiment) }));
  const latest = await latestValues(
    db,
    withMetric.flatMap(({ run, primary }) => (primary ? [{ runId: run.id, key: primary.name }] : [])),
  );
  return withMetric.map(({ run, experiment, workspace, role, primary }) => {
    const found = latest.get(`${run.id}/${primary?.name}`);
    return {
      id: run.id,
      name: run.name,
      status: run.status,
      startedAt: run.startedAt.toISOString(),
      endedAt: run.endedAt?.toISOString() ?? null,
      experiment: { id: experiment.id, name: experiment.name },
      workspace,
      role,
      headline: primary && {
        metric: primary.name,
        direction: primary.direction,
        value: found?.value ?? null,
        step: found?.step ?? null,
      },
    };
  });
}

function primaryOf(experiment: { id: string; primaryMetric: unknown; metrics: unknown }): PrimaryMetric | null {
  const where = { table: 'experiments', id: experiment.id, column: 'metrics' };
  return primaryMetricOf(experiment, readJsonColumn(experimentMetricsSchema, experiment.metrics, where));
}

/** Each (run, key)'s latest point, keyed `runId/key`, in one read of the summaries. */
async function latestValues(db: Executor, wanted: Array<{ runId: string; key: string }>) {
  const found = new Map<string, { value: number; step: number }>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({
      runId: runMetricSummaries.runId,
      key: runMetricSummaries.key,
      value: runMetricSummaries.lastValue,
      step: runMetricSummaries.lastStep,
    })
    .from(runMetricSummaries)
    .where(or(...wanted.map((w) => and(eq(runMetricSummaries.runId, w.runId), eq(runMetricSummaries.key, w.key)))));
  for (const row of rows) found.set(`${row.runId}/${row.key}`, { value: row.value, step: row.step });
  return found;
}

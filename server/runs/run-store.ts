import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runMetricSummaries, runParams, runTags } from '../db/schema/runs';

// Runs as the contract shows them, and the queries behind one run. Every query names the owner;
// a run's params, tags and latest metric values are read for a whole page at once.

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

export async function findRun(db: Executor, userId: string, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(experimentRuns)
    .where(and(eq(experimentRuns.id, id), eq(experimentRuns.userId, userId)));
  return row;
}

/** The run, locked until the transaction ends: batches and status changes of one run take turns. */
export async function lockRun(db: Executor, userId: string, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(experimentRuns)
    .where(and(eq(experimentRuns.id, id), eq(experimentRuns.userId, userId)))
    .for('update');
  return row;
}

/** The caller's experiment a run is created in, or undefined. */
export async function findOwnedExperiment(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({
      id: experiments.id,
      name: experiments.name,
      workspaceId: experiments.workspaceId,
      ideaId: experiments.ideaId,
      status: experiments.status,
    })
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)));
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

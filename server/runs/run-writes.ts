import { eq, sql } from 'drizzle-orm';
import type { RequestBody } from '../handlers/handler-types';
import type { Executor } from '../db/connect';
import { experimentRuns, runParams } from '../db/schema/runs';
import { countExperimentRuns, upsertTags, type RunRow } from './run-store';

// Creating a run with its first params and tags, and changing one. The caller holds the
// transaction, checks the caller's role and writes the activity row.

type RunCreate = RequestBody<'createRun'>;
type RunUpdate = RequestBody<'updateRun'>;

export async function insertRun(
  db: Executor,
  userId: string,
  experiment: { id: string; workspaceId: string },
  body: RunCreate,
) {
  const experimentId = experiment.id;
  const name = body.name ?? `run-${(await countExperimentRuns(db, experimentId)) + 1}`;
  const [row] = await db
    .insert(experimentRuns)
    .values({
      userId,
      workspaceId: experiment.workspaceId,
      experimentId,
      name,
      notes: body.notes ?? '',
      ...(body.startedAt && { startedAt: new Date(body.startedAt) }),
    })
    .returning();
  const params = Object.entries(body.params ?? {});
  if (params.length > 0)
    await db.insert(runParams).values(params.map(([key, value]) => ({ runId: row.id, key, value })));
  await upsertTags(db, row.id, new Map(Object.entries(body.tags ?? {})));
  return row;
}

/** Applies the update; an end status sets endedAt once, when the run leaves running. */
export async function updateRunRow(db: Executor, run: RunRow, body: RunUpdate): Promise<RunRow> {
  const ending = body.status !== undefined && body.status !== run.status;
  const [row] = await db
    .update(experimentRuns)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(ending && { status: body.status, endedAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(experimentRuns.id, run.id))
    .returning();
  await upsertTags(db, run.id, new Map(Object.entries(body.tags ?? {})));
  return row;
}

import { RUN_MESSAGES } from '../../src/domain/run-messages';
import type { components } from '../../src/api/schema';
import type { Transaction } from '../db/connect';
import { permit } from '../access/authorize';
import { HttpError } from '../http/http-error';
import type { CheckedBatch } from './batch-validation';
import { readLoggedBefore, writeBatch, type LoggedBefore } from './batch-statements';
import { insertWorkspaceEvents } from '../live/workspace-events';
import { lockRun } from './run-store';
import { summariesOf, type KeySummary } from './metric-summary';

// Applies a checked batch inside the caller's transaction, all or nothing: the run is locked, so
// batches of one run take turns; a batch id applied before answers its first answer and writes
// nothing; a step not after its key's last one, or a param given a new value, refuses the whole.
// Three statements whatever the batch's size: lock, read, write (docs/decisions/010), and its
// live event.

export type BatchAnswer = components['schemas']['RunBatchResult'];

export async function applyBatch(tx: Transaction, userId: string, runId: string, batch: CheckedBatch) {
  // The role joins the run's lock: still one statement (docs/decisions/013, "Personal access tokens").
  const { run } = permit(await lockRun(tx, userId, runId), 'run', 'edit');
  const summaries = summariesOf(batch.metrics);
  const logged = await readLoggedBefore(
    tx,
    runId,
    batch.batchId,
    summaries.map((s) => s.key),
    [...batch.params.keys()],
  );
  if (logged.answer) return { ...(logged.answer as BatchAnswer), replayed: true };

  checkStepsFollow(logged, summaries);
  checkParamsUnchanged(logged, batch.params);
  const answer: BatchAnswer = {
    batchId: batch.batchId,
    metrics: batch.metrics.length,
    params: batch.params.size,
    tags: batch.tags.size,
    replayed: false,
  };
  await writeBatch(tx, run, { ...batch, answer, points: batch.metrics, summaries });
  // One live event per batch, whatever its size: open run pages refetch their charts.
  await insertWorkspaceEvents(tx, [
    {
      workspaceId: run.workspaceId,
      kind: 'run.points',
      entityType: 'run',
      entityId: run.id,
      actorId: userId,
      payload: { experimentId: run.experimentId, runId: run.id },
    },
  ]);
  return answer;
}

function checkStepsFollow(logged: LoggedBefore, summaries: KeySummary[]): void {
  for (const summary of summaries) {
    const last = logged.lastSteps.get(summary.key);
    if (last !== undefined && summary.firstStep <= last) {
      throw new HttpError(400, 'validation_error', RUN_MESSAGES.stepOutOfOrder(summary.key, summary.firstStep, last));
    }
  }
}

function checkParamsUnchanged(logged: LoggedBefore, params: Map<string, string>): void {
  for (const [key, value] of logged.params) {
    if (params.get(key) !== value) throw new HttpError(409, 'conflict', RUN_MESSAGES.paramChanged(key, value));
  }
}

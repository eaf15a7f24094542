import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { RUN_MESSAGES } from '../../src/domain/run-messages';
import type { components } from '../../src/api/schema';
import type { Transaction } from '../db/connect';
import { experimentRuns, runBatches, runMetrics, runMetricSummaries, runParams } from '../db/schema/runs';
import { HttpError, notFound } from '../http/http-error';
import type { CheckedBatch, MetricPoint } from './batch-validation';
import { lockRun, upsertTags, type RunRow } from './run-store';
import { summariesOf, type KeySummary } from './metric-summary';

// Applies a checked batch inside the caller's transaction, all or nothing: the run is locked, so
// batches of one run take turns; a batch id applied before answers its first answer and writes
// nothing; a step not after its key's last one, or a param given a new value, refuses the whole.

export type BatchAnswer = components['schemas']['RunBatchResult'];

export async function applyBatch(tx: Transaction, userId: string, runId: string, batch: CheckedBatch) {
  const run = await lockRun(tx, userId, runId);
  if (!run) throw notFound(NOT_FOUND_MESSAGES.run);
  const [applied] = await tx
    .select({ answer: runBatches.answer })
    .from(runBatches)
    .where(and(eq(runBatches.runId, runId), eq(runBatches.batchId, batch.batchId)));
  if (applied) return { ...(applied.answer as BatchAnswer), replayed: true };

  const summaries = summariesOf(batch.metrics);
  await checkStepsFollow(tx, runId, summaries);
  await checkParamsUnchanged(tx, runId, batch.params);
  await writeMetrics(tx, run, batch.metrics, summaries);
  if (batch.params.size > 0) {
    await tx
      .insert(runParams)
      .values([...batch.params].map(([key, value]) => ({ runId, key, value })))
      .onConflictDoNothing();
  }
  await upsertTags(tx, runId, batch.tags);
  const answer: BatchAnswer = {
    batchId: batch.batchId,
    metrics: batch.metrics.length,
    params: batch.params.size,
    tags: batch.tags.size,
    replayed: false,
  };
  await tx.insert(runBatches).values({ runId, batchId: batch.batchId, answer });
  await tx
    .update(experimentRuns)
    .set({ updatedAt: sql`now()` })
    .where(eq(experimentRuns.id, runId));
  return answer;
}

async function checkStepsFollow(tx: Transaction, runId: string, summaries: KeySummary[]): Promise<void> {
  if (summaries.length === 0) return;
  const logged = await tx
    .select({ key: runMetricSummaries.key, lastStep: runMetricSummaries.lastStep })
    .from(runMetricSummaries)
    .where(
      and(
        eq(runMetricSummaries.runId, runId),
        inArray(
          runMetricSummaries.key,
          summaries.map((s) => s.key),
        ),
      ),
    );
  const lastStep = new Map(logged.map((row) => [row.key, row.lastStep]));
  for (const summary of summaries) {
    const last = lastStep.get(summary.key);
    if (last !== undefined && summary.firstStep <= last) {
      throw new HttpError(400, 'validation_error', RUN_MESSAGES.stepOutOfOrder(summary.key, summary.firstStep, last));
    }
  }
}

async function checkParamsUnchanged(tx: Transaction, runId: string, params: Map<string, string>): Promise<void> {
  if (params.size === 0) return;
  const logged = await tx
    .select()
    .from(runParams)
    .where(and(eq(runParams.runId, runId), inArray(runParams.key, [...params.keys()])));
  const changed = logged.find((row) => params.get(row.key) !== row.value);
  if (changed) throw new HttpError(409, 'conflict', RUN_MESSAGES.paramChanged(changed.key, changed.value));
}

async function writeMetrics(tx: Transaction, run: RunRow, points: MetricPoint[], summaries: KeySummary[]) {
  if (points.length === 0) return;
  await tx.insert(runMetrics).values(points.map((p) => ({ runId: run.id, ...p })));
  const s = runMetricSummaries;
  // Steps only rise, so the batch's last point is the key's latest; the extremes keep their first step.
  await tx
    .insert(s)
    .values(
      summaries.map((k) => ({
        runId: run.id,
        userId: run.userId,
        experimentId: run.experimentId,
        runStartedAt: run.startedAt,
        ...k.row,
      })),
    )
    .onConflictDoUpdate({
      target: [s.runId, s.key],
      set: {
        lastValue: sql`excluded.last_value`,
        lastStep: sql`excluded.last_step`,
        lastTimestamp: sql`excluded.last_timestamp`,
        minStep: sql`case when excluded.min_value < ${s.minValue} then excluded.min_step else ${s.minStep} end`,
        maxStep: sql`case when excluded.max_value > ${s.maxValue} then excluded.max_step else ${s.maxStep} end`,
        minValue: sql`least(${s.minValue}, excluded.min_value)`,
        maxValue: sql`greatest(${s.maxValue}, excluded.max_value)`,
      },
    });
}

import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { runMetrics } from '../db/schema/runs';
import { downsampleSeries } from './downsample';

// One metric of one run, by step: every point, or at most maxPoints of them chosen by LTTB. The
// series is read in primary-key order (run, key, step): no sort.

export type MetricHistory = components['schemas']['MetricHistory'];

/** The history, or undefined when the run never logged the key. The caller checked the run is theirs. */
export async function metricHistory(
  db: Executor,
  runId: string,
  key: string,
  maxPoints: number,
): Promise<MetricHistory | undefined> {
  const rows = await db
    .select({ step: runMetrics.step, value: runMetrics.value, timestamp: runMetrics.timestamp })
    .from(runMetrics)
    .where(and(eq(runMetrics.runId, runId), eq(runMetrics.key, key)))
    .orderBy(asc(runMetrics.step));
  if (rows.length === 0) return undefined;
  const points = downsampleSeries(rows, maxPoints);
  return {
    key,
    total: rows.length,
    downsampled: points.length < rows.length,
    points: points.map((p) => ({ step: p.step, value: p.value, timestamp: p.timestamp.toISOString() })),
  };
}

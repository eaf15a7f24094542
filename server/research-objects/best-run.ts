import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { experimentRuns, runMetricSummaries } from '../db/schema/runs';
import type { PrimaryMetric } from '../runs/primary-metric';

// The end of an experiment's lineage (docs/product.md, "Research objects out"): the run with the
// best value of the primary metric by its direction, over every run, read from the metric
// summaries; a tie goes to the run that started first.

export interface BestRun {
  runId: string;
  runName: string;
  metric: string;
  direction: PrimaryMetric['direction'];
  value: number;
}

export async function bestRun(
  db: Executor,
  experimentId: string,
  metric: PrimaryMetric | null,
): Promise<BestRun | null> {
  if (!metric) return null;
  const maximize = metric.direction === 'maximize';
  const value = maximize ? runMetricSummaries.maxValue : runMetricSummaries.minValue;
  const [row] = await db
    .select({ runId: experimentRuns.id, runName: experimentRuns.name, value })
    .from(runMetricSummaries)
    .innerJoin(experimentRuns, eq(experimentRuns.id, runMetricSummaries.runId))
    .where(and(eq(runMetricSummaries.experimentId, experimentId), eq(runMetricSummaries.key, metric.name)))
    .orderBy(maximize ? desc(value) : asc(value), asc(runMetricSummaries.runStartedAt), asc(experimentRuns.id))
    .limit(1);
  return row ? { ...row, metric: metric.name, direction: metric.direction } : null;
}

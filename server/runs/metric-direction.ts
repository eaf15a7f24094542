import { desc, eq } from 'drizzle-orm';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentMetricsSchema } from '../conversion/conversion-schemas';
import { primaryMetricSchema } from './primary-metric';

// Which way is better for a metric key: what the caller's experiments declare for a metric of
// that name (a primary metric before a planned one, the newest experiment first), else maximize.

export const DEFAULT_DIRECTION: MetricDirection = 'maximize';

export async function declaredDirections(db: Executor, userId: string): Promise<Map<string, MetricDirection>> {
  const rows = await db
    .select({ primaryMetric: experiments.primaryMetric, metrics: experiments.metrics })
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(desc(experiments.createdAt), desc(experiments.id));
  const primary = new Map<string, MetricDirection>();
  const planned = new Map<string, MetricDirection>();
  for (const row of rows) {
    // A row that does not parse declares nothing; the experiment page reports it.
    const chosen = primaryMetricSchema.safeParse(row.primaryMetric);
    if (chosen.success && !primary.has(chosen.data.name)) primary.set(chosen.data.name, chosen.data.direction);
    const listed = experimentMetricsSchema.safeParse(row.metrics);
    for (const metric of listed.success ? listed.data : []) {
      if (!planned.has(metric.name)) planned.set(metric.name, metric.direction);
    }
  }
  return new Map([...planned, ...primary]);
}

export async function directionFor(db: Executor, userId: string, key: string): Promise<MetricDirection> {
  return (await declaredDirections(db, userId)).get(key) ?? DEFAULT_DIRECTION;
}

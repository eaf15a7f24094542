import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import { defaultMetricDirection } from '../../src/domain/metric-direction';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentMetricsSchema } from '../conversion/conversion-schemas';
import { primaryMetricSchema } from './primary-metric';

// Which way is better for a metric key: what the experiments of the caller's workspaces declare for a metric of
// that name (a primary metric before a planned one, the newest experiment first), else what its
// name implies (src/domain/metric-direction.ts).

type DeclaringRow = { primaryMetric: unknown; metrics: unknown };

/** Every key's declared direction, from rows newest first; a row that does not parse declares nothing. */
function directionsOf(rows: DeclaringRow[]): Map<string, MetricDirection> {
  const primary = new Map<string, MetricDirection>();
  const planned = new Map<string, MetricDirection>();
  for (const row of rows) {
    // The experiment page reports a row that does not parse.
    const chosen = primaryMetricSchema.safeParse(row.primaryMetric);
    if (chosen.success && !primary.has(chosen.data.name)) primary.set(chosen.data.name, chosen.data.direction);
    const listed = experimentMetricsSchema.safeParse(row.metrics);
    for (const metric of listed.success ? listed.data : []) {
      if (!planned.has(metric.name)) planned.set(metric.name, metric.direction);
    }
  }
  return new Map([...planned, ...primary]);
}

const declaring = (db: Executor, userId: string, mentions?: SQL) =>
  db
    .select({ primaryMetric: experiments.primaryMetric, metrics: experiments.metrics })
    .from(experiments)
    .where(and(inMyWorkspaces(userId, experiments.workspaceId), mentions))
    .orderBy(desc(experiments.createdAt), desc(experiments.id));

export async function declaredDirections(db: Executor, userId: string): Promise<Map<string, MetricDirection>> {
  return directionsOf(await declaring(db, userId));
}

/** One key's direction, reading only the experiments whose primary or planned metrics name it. */
export async function directionFor(db: Executor, userId: string, key: string): Promise<MetricDirection> {
  const mentions = or(
    sql`${experiments.primaryMetric}->>'name' = ${key}`,
    sql`${experiments.metrics} @> jsonb_build_array(jsonb_build_object('name', ${key}::text))`,
  );
  return directionsOf(await declaring(db, userId, mentions)).get(key) ?? defaultMetricDirection(key);
}

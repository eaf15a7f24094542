import { z } from 'zod';
import type { components } from '../../src/api/schema';
import { readJsonColumn } from '../db/corrupt-row';

// An experiment's primary metric: the one its owner named, else the first metric its plan lists,
// else none. Stored as {name, direction} in experiments.primary_metric.

export type PrimaryMetric = components['schemas']['PrimaryMetric'];

export const primaryMetricSchema = z.object({
  name: z.string(),
  direction: z.enum(['maximize', 'minimize']),
});

export function primaryMetricOf(
  row: { id: string; primaryMetric: unknown },
  metrics: ReadonlyArray<{ name: string; direction: PrimaryMetric['direction'] }>,
): PrimaryMetric | null {
  if (row.primaryMetric !== null && row.primaryMetric !== undefined) {
    return readJsonColumn(primaryMetricSchema, row.primaryMetric, {
      table: 'experiments',
      id: row.id,
      column: 'primary_metric',
    });
  }
  const [first] = metrics;
  return first ? { name: first.name, direction: first.direction } : null;
}

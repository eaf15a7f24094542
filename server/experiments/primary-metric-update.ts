import { eq, sql } from 'drizzle-orm';
import type { RecordActivity } from '../activity/mutate';
import type { Transaction } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import type { PrimaryMetric } from '../runs/primary-metric';

// Naming the metric an experiment is judged by (null: back to the first of its planned metrics),
// inside the PATCH's transaction, with its activity row.

export async function setPrimaryMetric(
  tx: Transaction,
  experiment: { id: string; name: string; workspaceId: string },
  primaryMetric: PrimaryMetric | null,
  record: RecordActivity,
): Promise<void> {
  await tx
    .update(experiments)
    .set({ primaryMetric, updatedAt: sql`now()` })
    .where(eq(experiments.id, experiment.id));
  record({
    entityType: 'experiment',
    entityId: experiment.id,
    action: 'experiment.primary_metric_set',
    message: primaryMetric
      ? `Set the primary metric of '${experiment.name}' to ${primaryMetric.name} (${primaryMetric.direction})`
      : `Set the primary metric of '${experiment.name}' back to its first planned metric`,
    metadata: { workspaceId: experiment.workspaceId, primaryMetric },
  });
}

import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { datasetFiles, datasets, ideaDatasets } from '../db/schema/datasets';
import { summaryColumns, summaryOf } from './dataset-search';
import type { DatasetSummary } from './dataset-summary';

// Datasets attached to an idea, by any member who may edit it. The caller checks their role on the
// idea first (server/access/authorize.ts), so these read and write by the idea's id alone.

export type AttachedDataset = components['schemas']['AttachedDataset'];

const attached = { link: ideaDatasets, ...summaryColumns };

function attachedQuery(db: Executor, ideaId: string, datasetId?: string) {
  const where = and(
    eq(ideaDatasets.ideaId, ideaId),
    datasetId === undefined ? undefined : eq(ideaDatasets.datasetId, datasetId),
  );
  return db
    .select(attached)
    .from(ideaDatasets)
    .innerJoin(datasets, eq(datasets.id, ideaDatasets.datasetId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(where)
    .$dynamic();
}

/** Most recently attached first. */
export async function listAttached(db: Executor, ideaId: string): Promise<AttachedDataset[]> {
  const rows = await attachedQuery(db, ideaId).orderBy(desc(ideaDatasets.attachedAt), asc(ideaDatasets.datasetId));
  return rows.map((row) => toAttached(row.link, summaryOf(row)));
}

export async function findAttached(
  db: Executor,
  ideaId: string,
  datasetId: string,
): Promise<AttachedDataset | undefined> {
  const [row] = await attachedQuery(db, ideaId, datasetId);
  return row && toAttached(row.link, summaryOf(row));
}

/**
 * Attaches once: attaching again returns the first attachment as it was, with `inserted` false.
 * The no-op update makes the statement return the kept row, so there is no second read to race.
 */
export async function attachOnce(
  db: Executor,
  link: { ideaId: string; datasetId: string; userId: string; relevanceScore?: number; reason?: string },
) {
  const [row] = await db
    .insert(ideaDatasets)
    .values({ ...link, relevanceScore: link.relevanceScore ?? null, reason: link.reason ?? null })
    .onConflictDoUpdate({ target: [ideaDatasets.ideaId, ideaDatasets.datasetId], set: { ideaId: link.ideaId } })
    .returning({ ...getTableColumns(ideaDatasets), inserted: sql<boolean>`(xmax = 0)` });
  return row;
}

export function toAttached(link: typeof ideaDatasets.$inferSelect, dataset: DatasetSummary): AttachedDataset {
  return {
    ideaId: link.ideaId,
    dataset,
    relevanceScore: link.relevanceScore,
    reason: link.reason,
    attachedAt: link.attachedAt.toISOString(),
  };
}

export async function deleteAttachment(db: Executor, ideaId: string, datasetId: string) {
  const [row] = await db
    .delete(ideaDatasets)
    .where(and(eq(ideaDatasets.ideaId, ideaId), eq(ideaDatasets.datasetId, datasetId)))
    .returning({ datasetId: ideaDatasets.datasetId });
  return row !== undefined;
}

import { and, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { datasetFiles, datasets } from '../db/schema/datasets';
import { attachableBy, readableBy } from './dataset-access';
import { visibleTo } from './dataset-query';
import { toDatasetSummary } from './dataset-summary';
import { storedProfileSchema } from './stored-profile';

// One dataset with its file and profile, as the caller may use it (dataset-access.ts): see it as
// its uploader (a catalogue entry, or their own upload), read it, or attach it. Any other is not
// found, like a missing one.

export type Dataset = components['schemas']['Dataset'];
type DatasetRow = typeof datasets.$inferSelect;
type FileRow = typeof datasetFiles.$inferSelect;

type Found = { dataset: DatasetRow; file: FileRow | null } | undefined;

async function findDataset(db: Executor, id: string, rule: SQL): Promise<Found> {
  const [row] = await db
    .select({ dataset: datasets, file: datasetFiles })
    .from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(datasets.id, id), rule));
  return row;
}

/** A catalogue entry or the caller's own upload: what they may change (or be refused, for the catalogue). */
export const findVisibleDataset = (db: Executor, userId: string, id: string) => findDataset(db, id, visibleTo(userId));

/** Also an upload attached to an idea in one of the caller's workspaces. */
export const findReadableDataset = (db: Executor, userId: string, id: string) =>
  findDataset(db, id, readableBy(userId));

/** Also an upload attached to an idea in a workspace where the caller may edit. */
export const findAttachableDataset = (db: Executor, userId: string, id: string) =>
  findDataset(db, id, attachableBy(userId));

export function toDataset(row: DatasetRow, file: FileRow | null): Dataset {
  return {
    ...toDatasetSummary(row, file),
    variables: row.variables,
    citation: row.citation,
    file: file && {
      name: file.originalName,
      mediaType: file.mediaType,
      format: file.format,
      bytes: file.bytes,
      sha256: file.sha256,
      // The upload's bytes are served under its dataset's id (downloadFile).
      url: `/v1/files/${row.id}`,
    },
    profile:
      file?.profile == null
        ? null
        : readJsonColumn(storedProfileSchema, file.profile, { table: 'dataset_files', id: row.id, column: 'profile' }),
    profileError: file?.profileError ?? null,
  };
}

import { and, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { datasetFiles, datasets } from '../db/schema/datasets';
import { visibleTo } from './dataset-query';
import { toDatasetSummary } from './dataset-summary';
import { storedProfileSchema } from './stored-profile';

// One dataset the caller may see (a catalogue entry, or their own upload with its file and
// profile). Another user's upload is not found, like a missing one.

export type Dataset = components['schemas']['Dataset'];
type DatasetRow = typeof datasets.$inferSelect;
type FileRow = typeof datasetFiles.$inferSelect;

export async function findVisibleDataset(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ dataset: DatasetRow; file: FileRow | null } | undefined> {
  const [row] = await db
    .select({ dataset: datasets, file: datasetFiles })
    .from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(datasets.id, id), visibleTo(userId)));
  return row;
}

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

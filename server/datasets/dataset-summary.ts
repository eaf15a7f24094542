import type { components } from '../../src/api/schema';
import { formatBytes } from '../../src/domain/bytes';
import type { datasetFiles, datasets } from '../db/schema/datasets';

// One shape of a dataset in every answer that lists datasets (search, suggestions, attachments).

export type DatasetSummary = components['schemas']['DatasetSummary'];
type DatasetRow = typeof datasets.$inferSelect;
type FileRow = typeof datasetFiles.$inferSelect;

/** An upload's size as people read it ('12.3 MB'); the catalogue's as its publisher wrote it. */
export function sizeText(row: Pick<DatasetRow, 'sizeLabel'>, file: Pick<FileRow, 'bytes'> | null): string {
  return file ? formatBytes(file.bytes) : row.sizeLabel;
}

export function toDatasetSummary(
  row: DatasetRow,
  file: Pick<FileRow, 'bytes' | 'profileStatus'> | null = null,
): DatasetSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    publisher: row.publisher,
    description: row.description,
    topics: row.topics,
    formats: row.formats,
    size: sizeText(row, file),
    licence: row.licence,
    access: row.access,
    landingUrl: row.landingUrl,
    profileStatus: file?.profileStatus ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

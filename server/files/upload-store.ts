import { and, eq, or } from 'drizzle-orm';
import type { ProfileFormat } from '../datasets/profile/profile-types';
import type { Executor, Transaction } from '../db/connect';
import { datasetFiles, datasets } from '../db/schema/datasets';
import { datasetNameOf } from './file-names';
import { readableBy } from '../datasets/dataset-access';

// The rows of an upload: its dataset (kind 'upload', owned) and its file. Every read and delete
// names the owner, so another user's upload is not found, like a missing one.

export interface NewUpload {
  id: string;
  ownerId: string;
  fileName: string;
  mediaType: string;
  format: ProfileFormat;
  bytes: number;
  sha256: string;
  storageKey: string;
}

/** As the catalogue writes formats, so one facet counts both. */
const FORMAT_LABELS: Record<ProfileFormat, string> = {
  csv: 'CSV',
  tsv: 'TSV',
  jsonl: 'JSON Lines',
  parquet: 'Parquet',
};

export async function insertUpload(tx: Transaction, upload: NewUpload): Promise<void> {
  const { id, ownerId, fileName, format } = upload;
  await tx.insert(datasets).values({
    id,
    kind: 'upload',
    ownerId,
    name: datasetNameOf(fileName),
    description: '',
    formats: [FORMAT_LABELS[format]],
    sizeLabel: '',
    // Only its owner sees an upload, and every screen says so.
    access: 'private',
  });
  await tx.insert(datasetFiles).values({
    datasetId: id,
    ownerId,
    originalName: fileName,
    mediaType: upload.mediaType,
    format,
    bytes: upload.bytes,
    sha256: upload.sha256,
    storageKey: upload.storageKey,
    profileStatus: 'pending',
  });
}

/**
 * An uploaded file the caller may read (their own, or one attached to an idea in one of their
 * workspaces: dataset-access.ts), or undefined for any other and a missing one.
 */
export async function findReadableFile(db: Executor, userId: string, datasetId: string) {
  const [row] = await db
    .select({ file: datasetFiles })
    .from(datasetFiles)
    .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
    .where(and(eq(datasetFiles.datasetId, datasetId), readableBy(userId)));
  return row?.file;
}

/** A dataset the caller could delete or is refused: a catalogue entry, or their own upload. */
export async function findDeletable(tx: Transaction, ownerId: string, datasetId: string) {
  const [row] = await tx
    .select({ id: datasets.id, kind: datasets.kind, name: datasets.name, storageKey: datasetFiles.storageKey })
    .from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(datasets.id, datasetId), or(eq(datasets.kind, 'catalogue'), eq(datasets.ownerId, ownerId))));
  return row;
}

/** Deletes an upload's rows; its file and its attachments to ideas go with the dataset (ON DELETE CASCADE). */
export async function deleteUpload(tx: Transaction, ownerId: string, datasetId: string): Promise<boolean> {
  const deleted = await tx
    .delete(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.ownerId, ownerId), eq(datasets.kind, 'upload')))
    .returning({ id: datasets.id });
  return deleted.length > 0;
}

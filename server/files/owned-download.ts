import type { Executor } from '../db/connect';
import { findOwnedArtifactFile } from '../runs/run-artifacts';
import { findReadableFile } from './upload-store';

// What GET /v1/files/{fileId} serves: a dataset upload the caller may read (their own, or one
// attached in one of their workspaces) or one of their run artifacts (both kept in the upload
// storage, under keys of the server's own). Any other is not found.

export interface OwnedDownload {
  /** The name the download is saved under. */
  fileName: string;
  mediaType: string;
  storageKey: string;
}

export async function findOwnedDownload(
  db: Executor,
  userId: string,
  fileId: string,
): Promise<OwnedDownload | undefined> {
  const upload = await findReadableFile(db, userId, fileId);
  if (upload) return { fileName: upload.originalName, mediaType: upload.mediaType, storageKey: upload.storageKey };
  return findOwnedArtifactFile(db, userId, fileId);
}

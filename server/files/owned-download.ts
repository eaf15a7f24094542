import type { Executor } from '../db/connect';
import { findOwnedArtifactFile } from '../runs/run-artifacts';
import { findOwnedFile } from './upload-store';

// What GET /v1/files/{fileId} serves: one of the caller's dataset uploads or run artifacts (both
// kept in the upload storage, under keys of the server's own). Another user's is not found.

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
  const upload = await findOwnedFile(db, userId, fileId);
  if (upload) return { fileName: upload.originalName, mediaType: upload.mediaType, storageKey: upload.storageKey };
  return findOwnedArtifactFile(db, userId, fileId);
}

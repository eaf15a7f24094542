import { randomUUID } from 'node:crypto';
import { formatBytes } from '../../src/domain/bytes';
import { mutate } from '../activity/mutate';
import type { AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { storageKeyFor } from './file-storage';
import type { FileUploads } from './file-uploads';
import type { ReceivedUpload } from './receive-upload';
import { insertUpload } from './upload-store';

/**
 * Makes a received upload a dataset in one transaction: its rows, its profile job and its file
 * moved into place. If anything fails, neither the rows nor the file remain. Answers its id.
 */
export async function storeUpload(
  db: Database,
  { storage, profiler }: Pick<FileUploads, 'storage' | 'profiler'>,
  user: AuthUser,
  received: ReceivedUpload,
): Promise<string> {
  const id = randomUUID();
  const storageKey = storageKeyFor(id);
  try {
    await mutate(db, user, async (tx, record) => {
      await insertUpload(tx, { ...received, id, ownerId: user.id, storageKey });
      await profiler.enqueue(id, tx);
      // Last, so the file is in place only for rows about to commit.
      await storage.commit(received.tempPath, storageKey);
      record({
        entityType: 'dataset',
        entityId: id,
        action: 'dataset.uploaded',
        message: `Uploaded '${received.fileName}' (${formatBytes(received.bytes)})`,
        metadata: { format: received.format, bytes: received.bytes, sha256: received.sha256 },
      });
    });
  } catch (error) {
    await Promise.all([storage.discard(received.tempPath), storage.remove(storageKey)]);
    throw error;
  }
  // Idle workers wake now rather than at their next poll; the job is safely queued either way.
  await profiler.wake().catch(() => {});
  return id;
}

import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatBytes } from '../../src/domain/bytes';
import { mutate } from '../activity/mutate';
import type { AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { storageKeyFor } from './file-storage';
import type { FileUploads } from './file-uploads';
import type { ReceivedUpload } from './receive-upload';
import { holdQuota } from './upload-quota';
import { insertUpload } from './upload-store';

/**
 * Makes a received upload a dataset in one transaction: its rows, its profile job and its file
 * moved into place, once the user's quota still has room for it (upload-quota.ts). If anything
 * fails, neither the rows nor the file remain. Answers its id.
 */
export async function storeUpload(
  db: Database,
  { storage, profiler, quota }: Pick<FileUploads, 'storage' | 'profiler' | 'quota'>,
  user: AuthUser,
  received: ReceivedUpload,
  reply: FastifyReply,
): Promise<string> {
  const id = randomUUID();
  const storageKey = storageKeyFor(id);
  try {
    await mutate(db, user, async (tx, record) => {
      await holdQuota(tx, user.id, quota, received.bytes, reply);
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

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { vibeSessions } from '../db/schema/vibe';
import { artifactKeysInWorkspace } from '../runs/run-artifacts';
import { repoDirOf } from '../vibe/repo/repo-setup';
import { createDiskStorage } from './file-storage';

// The files the app keeps beside its database, in one list that backup, restore and deletion all
// read (docs/architecture.md, "Stored files"):
//   uploads/  the bytes of uploaded datasets and of run artifacts (file-storage.ts; its incoming/
//             holds uploads still arriving, never backed up)
//   vibe/     coding sessions' git repositories (vibe/repo/repo-setup.ts)
// A blob store for uploads would sit behind FileStorage; backups would then leave uploads/ to it.

export const STORED_FOLDERS = ['uploads', 'vibe'] as const;
export type StoredFolder = (typeof STORED_FOLDERS)[number];

/** Paths under a stored folder a backup leaves out: uploads still arriving. */
export const isTransient = (relative: string) =>
  relative === 'uploads/incoming' || relative.startsWith('uploads/incoming/');

/** What deleted rows owned on disk: storage keys of uploads and artifacts, and coding sessions' ids. */
export interface OwnedFiles {
  storageKeys: string[];
  vibeSessionIds: string[];
}

/** What a workspace's rows own on disk, read in the transaction that deletes them (before the cascade). */
export async function ownedFilesInWorkspace(tx: Executor, userId: string, workspaceId: string): Promise<OwnedFiles> {
  const repositories = await tx
    .select({ id: vibeSessions.id })
    .from(vibeSessions)
    .innerJoin(ideas, eq(ideas.id, vibeSessions.ideaId))
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(and(eq(sessions.workspaceId, workspaceId), eq(vibeSessions.userId, userId)));
  return {
    storageKeys: await artifactKeysInWorkspace(tx, userId, workspaceId),
    vibeSessionIds: repositories.map((r) => r.id),
  };
}

/**
 * Removes the files of rows a committed transaction deleted (a rollback keeps both). A file that
 * cannot be removed is logged, never an error: the rows are gone, and what is left is only bytes.
 */
export async function removeOwnedFiles(dataDir: string, owned: OwnedFiles, log: FastifyBaseLogger): Promise<void> {
  const storage = createDiskStorage(dataDir);
  for (const key of owned.storageKeys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, storageKey: key }, 'could not remove the file of a deleted upload or artifact');
    });
  }
  for (const id of owned.vibeSessionIds) {
    const dir = repoDirOf(dataDir, id);
    // The id is a UUID from the database, so the directory is always one level under vibe/.
    if (path.dirname(dir) !== path.join(dataDir, 'vibe') || !/^[0-9a-f-]{36}$/.test(id)) continue;
    await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch((error: unknown) => {
      log.warn({ err: error, vibeSessionId: id }, 'could not remove the repository of a deleted coding session');
    });
  }
}

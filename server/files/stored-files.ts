import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { vibeSessions } from '../db/schema/vibe';
import { artifactKeysInWorkspace } from '../runs/run-artifacts';
import { repoDirOf } from '../vibe/repo/repo-setup';
import { cacheDirOf } from '../vibe/repo/repo-store';
import type { ServerConfig } from '../config';
import { fileStorageFor } from './blob-store';
import { vibeBundleKey } from './file-storage';

// The files the app keeps beside its database, in one list that backup, restore and deletion all
// read (docs/architecture.md, "Stored files"):
//   uploads/  the bytes of uploaded datasets and of run artifacts (file-storage.ts; its incoming/
//             holds uploads still arriving, never backed up). With BLOB_STORE=s3 they live in
//             the bucket instead (s3-storage.ts), and only incoming/ is here.
//   vibe/     coding sessions' git repositories (vibe/repo/repo-setup.ts), where the worker made
//             them. With BLOB_STORE=s3 each is also a bundle in the bucket (vibe/repo/repo-store.ts),
//             and a web process without the repository reads a copy under cache/ (never backed up).

export const STORED_FOLDERS = ['uploads', 'vibe'] as const;
export type StoredFolder = (typeof STORED_FOLDERS)[number];

/** Kept repository exports (vibe/<id>/.git/labforge-exports): made again from the repository on demand. */
const KEPT_EXPORTS = /^vibe\/[^/]+\/\.git\/labforge-exports(\/|$)/;

/** Paths under a stored folder a backup leaves out: uploads still arriving, and kept exports. */
export const isTransient = (relative: string) =>
  relative === 'uploads/incoming' || relative.startsWith('uploads/incoming/') || KEPT_EXPORTS.test(relative);

/** What deleted rows owned: storage keys of uploads and artifacts, and coding sessions' ids (repositories). */
export interface OwnedFiles {
  storageKeys: string[];
  vibeSessionIds: string[];
}

/** What a workspace's rows own on disk, read in the transaction that deletes them (before the cascade). */
export async function ownedFilesInWorkspace(tx: Executor, workspaceId: string): Promise<OwnedFiles> {
  const repositories = await tx
    .select({ id: vibeSessions.id })
    .from(vibeSessions)
    .innerJoin(ideas, eq(ideas.id, vibeSessions.ideaId))
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(eq(sessions.workspaceId, workspaceId));
  return {
    storageKeys: await artifactKeysInWorkspace(tx, workspaceId),
    vibeSessionIds: repositories.map((r) => r.id),
  };
}

/**
 * Removes the files of rows a committed transaction deleted (a rollback keeps both). A file that
 * cannot be removed is logged, never an error: the rows are gone, and what is left is only bytes.
 */
export async function removeOwnedFiles(
  config: Pick<Readonly<ServerConfig>, 'dataDir' | 'blobStore'>,
  owned: OwnedFiles,
  log: FastifyBaseLogger,
): Promise<void> {
  const { dataDir } = config;
  // Uploads' and artifacts' bytes, and repositories' bundles, from whichever store keeps them.
  const storage = fileStorageFor(config);
  for (const key of owned.storageKeys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, storageKey: key }, 'could not remove the file of a deleted upload or artifact');
    });
  }
  for (const id of owned.vibeSessionIds) {
    // The id is a UUID from the database, so each directory is always one level under its folder.
    if (!/^[0-9a-f-]{36}$/.test(id)) continue;
    await storage.remove(vibeBundleKey(id)).catch((error: unknown) => {
      log.warn({ err: error, vibeSessionId: id }, 'could not remove the stored bundle of a deleted coding session');
    });
    // The working repository (a worker's) and a copy of the bundle (a web process's), where they are.
    for (const dir of [repoDirOf(dataDir, id), cacheDirOf(dataDir, id)]) {
      await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch((error: unknown) => {
        log.warn({ err: error, vibeSessionId: id }, 'could not remove the repository of a deleted coding session');
      });
    }
  }
}

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { APP_TABLES, InvalidBackupError, unpackArchive, verifyBackup } from './archive';
import { STORED_FOLDERS } from '../../files/stored-files';
import { readBackupArchive } from './backup-archive';
import { controlAnswers } from './control-client';
import { fileTimestamp, leftOpen, removeAbandonedStaging, stagingPrefix } from './data-dir';
import { controlSocketPath } from './socket-path';

export interface RestoreOptions {
  /** DATA_DIR: the stored files' folders go under it (server/files/stored-files.ts). */
  dataDir: string;
  /** The embedded database; default DATA_DIR/pglite. */
  pgliteDir?: string;
  file: string;
  /** Restore over a directory whose postmaster.pid says it may still be open (see data-dir.ts). */
  force?: boolean;
}

export interface RestoreResult {
  pgliteDir: string;
  /** Where the database that was there now lives, or null when there was none. */
  previous: string | null;
  tables: Record<(typeof APP_TABLES)[number], number>;
  /** The stored files restored; null for a version-1 backup, which holds the database only and leaves them be. */
  files: {
    count: number;
    /** Where each stored folder that was there now lives. */
    previous: string[];
  } | null;
}

export class RestoreRefusedError extends Error {}

export async function restoreBackup({
  dataDir,
  pgliteDir,
  file,
  force = false,
}: RestoreOptions): Promise<RestoreResult> {
  const root = path.resolve(dataDir);
  const dir = path.resolve(pgliteDir ?? path.join(root, 'pglite'));
  await refuseIfOpen(dir, force);
  // Every check happens before the data directory is touched: the files are unpacked into a
  // folder of their own beside it (the same file system, so they move into place by renaming).
  await mkdir(root, { recursive: true });
  await removeAbandonedStaging(root);
  const staging = await mkdtemp(stagingPrefix('restore', root));
  try {
    const { tar, files } = await readChecked(file, staging);
    const verified = await verifyChecked(file, tar);
    // What was moved aside, and where the backup's copy now is: a failure undoes exactly these.
    const moved: Array<{ from: string; to: string }> = [];
    const placed: string[] = [];
    try {
      if (files !== null) {
        for (const folder of STORED_FOLDERS) {
          const target = path.join(root, folder);
          if (existsSync(target)) moved.push({ from: target, to: await moveAside(target) });
          if (existsSync(path.join(staging, folder))) {
            await rename(path.join(staging, folder), target);
            placed.push(target);
          }
        }
      }
      const previous = existsSync(dir) ? await moveAside(dir) : null;
      if (previous) moved.push({ from: dir, to: previous });
      placed.push(dir);
      await mkdir(path.dirname(dir), { recursive: true });
      const pglite = await PGlite.create({ dataDir: dir, loadDataDir: tar });
      await pglite.query('SELECT 1');
      await pglite.close();
      return {
        pgliteDir: dir,
        previous,
        tables: verified.tables,
        files: files === null ? null : { count: files, previous: moved.filter((m) => m.from !== dir).map((m) => m.to) },
      };
    } catch (error) {
      const reason = (error as Error).message;
      const notPutBack = await putBack(placed, moved);
      if (notPutBack.length === 0)
        throw new Error(`Restoring ${file} into ${root} failed, and it is as it was: ${reason}`);
      throw new Error(
        `Restoring ${file} into ${root} failed: ${reason}. Putting back what was there failed too: ${notPutBack.join('; ')}`,
      );
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a database directory that is, or may still be, open. */
async function refuseIfOpen(dir: string, force: boolean): Promise<void> {
  const socketPath = controlSocketPath(dir);
  if (await controlAnswers(socketPath)) {
    throw new RestoreRefusedError(
      `Labforge has ${dir} open (it answers on ${socketPath}). Stop it, then restore; a backup can be made while it runs.`,
    );
  }
  if (leftOpen(dir) && !force) {
    throw new RestoreRefusedError(
      `${dir} may still be open: its postmaster.pid exists but nothing answers on ${socketPath}. ` +
        'Stop Labforge if it runs; if you are sure nothing has the directory open: npm run restore -- <file> --force.',
    );
  }
}

/**
 * Undoes a restore that failed midway: only the backup's copy goes, and what was there comes back.
 * Every step is tried, whatever another did; answers what could not be undone, in words.
 */
async function putBack(placed: readonly string[], moved: ReadonlyArray<{ from: string; to: string }>) {
  const failures: string[] = [];
  for (const target of placed) {
    await rm(target, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
      // Nothing was made there (its parent is a file, say): nothing to remove.
      if (error.code !== 'ENOTDIR') failures.push(`could not remove ${target} (${error.message})`);
    });
  }
  for (const { from, to } of moved) {
    await rename(to, from).catch((error: Error) => failures.push(`${from} is still at ${to} (${error.message})`));
  }
  return failures;
}

/** The database's tarball, and how many stored files went to staging (null: a version-1 backup, the database alone). */
async function readChecked(file: string, staging: string): Promise<{ tar: Blob; files: number | null }> {
  try {
    const read = await readBackupArchive(file, staging);
    if (read.kind === 'whole') return { tar: await unpackArchive(read.database), files: read.files };
    return { tar: await unpackArchive(await readFile(file)), files: null };
  } catch (error) {
    if (error instanceof InvalidBackupError)
      throw new InvalidBackupError(`${file} is not a Labforge backup: ${error.message}`);
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function verifyChecked(file: string, tar: Blob) {
  try {
    return await verifyBackup(tar);
  } catch (error) {
    if (error instanceof InvalidBackupError)
      throw new InvalidBackupError(`${file} is not a Labforge backup: ${error.message}`);
    throw error;
  }
}

/** `<dir>.before-restore-<UTC time>`, never over an earlier one. */
async function moveAside(dir: string): Promise<string> {
  const base = `${dir}.before-restore-${fileTimestamp()}`;
  let target = base;
  for (let n = 2; existsSync(target); n++) target = `${base}-${n}`;
  await rename(dir, target);
  return target;
}

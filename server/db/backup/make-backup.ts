import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unpackArchive } from './archive';
import { writeBackupArchive } from './backup-archive';
import { consistentDump } from './consistent-dump';
import { requestDump } from './control-client';
import { fileTimestamp, hasDatabase, leftOpen, removeAbandonedStaging, stagingPrefix } from './data-dir';
import { snapshotStoredFiles } from './file-snapshot';
import { serveBackups } from './serve-backups';
import { controlSocketPath } from './socket-path';

export interface BackupResult {
  file: string;
  bytes: number;
  /** How many stored files (uploads, artifacts, repositories' files) it holds. */
  files: number;
  /** Who read the database: the running app over its control socket, or this process. */
  source: 'running app' | 'data directory';
}

export interface BackupOptions {
  /** DATA_DIR: the stored files' folders are under it (server/files/stored-files.ts). */
  dataDir: string;
  /** The embedded database; default DATA_DIR/pglite. */
  pgliteDir?: string;
  /** A file, or an existing directory to put the default name in; default: the current directory. */
  out?: string;
  /** Open a directory whose postmaster.pid says it may still be open (see data-dir.ts). */
  force?: boolean;
}

export const defaultBackupName = (now = new Date()) => `labforge-backup-${fileTimestamp(now)}.tar.gz`;

export async function makeBackup({ dataDir, pgliteDir, out, force = false }: BackupOptions): Promise<BackupResult> {
  const root = path.resolve(dataDir);
  const dbDir = path.resolve(pgliteDir ?? path.join(root, 'pglite'));
  if (!hasDatabase(dbDir)) throw new Error(`There is no embedded database in ${dbDir}: nothing to back up`);
  const socketPath = controlSocketPath(dbDir);
  // The stored files are linked aside before and after the dump (file-snapshot.ts): a row in the
  // dump finds its file, whether that file was deleted or written while the dump was made.
  await removeAbandonedStaging(root);
  const snapshot = await mkdtemp(stagingPrefix('backup', root));
  try {
    await snapshotStoredFiles(root, snapshot);
    let source: BackupResult['source'] = 'running app';
    let dump = await requestDump(socketPath);
    if (!dump) {
      source = 'data directory';
      dump = await dumpStoppedDatabase(dbDir, socketPath, force);
    }
    // A dump that does not unpack is never written as if it were a backup.
    await unpackArchive(dump);
    await snapshotStoredFiles(root, snapshot);
    const file = await targetFile(out);
    // Written aside and renamed: an interrupted backup never leaves a file that looks whole.
    const partial = `${file}.partial-${process.pid}`;
    try {
      const files = await writeBackupArchive(partial, dump, snapshot);
      await rename(partial, file);
      return { file, bytes: (await stat(file)).size, files, source };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }
}

async function dumpStoppedDatabase(pgliteDir: string, socketPath: string, force: boolean): Promise<Buffer> {
  if (leftOpen(pgliteDir) && !force) {
    throw new Error(
      `${pgliteDir} may still be open: its postmaster.pid exists but nothing answers on ${socketPath}. ` +
        'Either Labforge is running without backup support (stop it first) or it stopped without closing the database ' +
        '(start and stop it once). If you are sure nothing has it open: npm run backup -- --force.',
    );
  }
  const pglite = await PGlite.create(pgliteDir);
  try {
    // Answering on the socket while the directory is open here makes an app that starts
    // meanwhile, and a restore, refuse instead of opening it a second time.
    const served = await serveBackups(pglite, socketPath);
    try {
      return await consistentDump(pglite);
    } finally {
      await served.close();
    }
  } finally {
    await pglite.close();
  }
}

async function targetFile(out: string | undefined): Promise<string> {
  if (!out) return path.resolve(defaultBackupName());
  const resolved = path.resolve(out);
  const existing = await stat(resolved).catch(() => null);
  return existing?.isDirectory() ? path.join(resolved, defaultBackupName()) : resolved;
}

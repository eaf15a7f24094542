import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unpackArchive } from './archive';
import { consistentDump } from './consistent-dump';
import { requestDump } from './control-client';
import { fileTimestamp, hasDatabase, leftOpen } from './data-dir';
import { serveBackups } from './serve-backups';
import { controlSocketPath } from './socket-path';

export interface BackupResult {
  file: string;
  bytes: number;
  /** Who read the database: the running app over its control socket, or this process. */
  source: 'running app' | 'data directory';
}

export interface BackupOptions {
  pgliteDir: string;
  /** A file, or an existing directory to put the default name in; default: the current directory. */
  out?: string;
  /** Open a directory whose postmaster.pid says it may still be open (see data-dir.ts). */
  force?: boolean;
}

export const defaultBackupName = (now = new Date()) => `labforge-backup-${fileTimestamp(now)}.tar.gz`;

export async function makeBackup({ pgliteDir, out, force = false }: BackupOptions): Promise<BackupResult> {
  const socketPath = controlSocketPath(pgliteDir);
  let source: BackupResult['source'] = 'running app';
  let dump = await requestDump(socketPath);
  if (!dump) {
    source = 'data directory';
    dump = await dumpStoppedDatabase(pgliteDir, socketPath, force);
  }
  // A dump that does not unpack is never written as if it were a backup.
  await unpackArchive(dump);
  const file = await targetFile(out);
  // Written aside and renamed: an interrupted backup never leaves a file that looks whole.
  const partial = `${file}.partial-${process.pid}`;
  try {
    await writeFile(partial, dump, { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: dump.length, source };
}

async function dumpStoppedDatabase(pgliteDir: string, socketPath: string, force: boolean): Promise<Buffer> {
  if (!hasDatabase(pgliteDir)) throw new Error(`There is no embedded database in ${pgliteDir}: nothing to back up`);
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

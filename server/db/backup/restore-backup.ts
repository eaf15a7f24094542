import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { APP_TABLES, InvalidBackupError, unpackArchive, verifyBackup } from './archive';
import { controlAnswers } from './control-client';
import { fileTimestamp, leftOpen } from './data-dir';
import { controlSocketPath } from './socket-path';

export interface RestoreOptions {
  pgliteDir: string;
  file: string;
  /** Restore over a directory whose postmaster.pid says it may still be open (see data-dir.ts). */
  force?: boolean;
}

export interface RestoreResult {
  pgliteDir: string;
  /** Where the database that was there now lives, or null when there was none. */
  previous: string | null;
  tables: Record<(typeof APP_TABLES)[number], number>;
}

export class RestoreRefusedError extends Error {}

export async function restoreBackup({ pgliteDir, file, force = false }: RestoreOptions): Promise<RestoreResult> {
  const dir = path.resolve(pgliteDir);
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
  // Every check happens before the data directory is touched.
  let tar: Blob;
  try {
    tar = await unpackArchive(await readFile(file));
  } catch (error) {
    if (error instanceof InvalidBackupError)
      throw new InvalidBackupError(`${file} is not a Labforge backup: ${error.message}`);
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let verified: Awaited<ReturnType<typeof verifyBackup>>;
  try {
    verified = await verifyBackup(tar);
  } catch (error) {
    if (error instanceof InvalidBackupError)
      throw new InvalidBackupError(`${file} is not a Labforge backup: ${error.message}`);
    throw error;
  }

  const previous = existsSync(dir) ? await moveAside(dir) : null;
  try {
    await mkdir(path.dirname(dir), { recursive: true });
    const pglite = await PGlite.create({ dataDir: dir, loadDataDir: tar });
    await pglite.query('SELECT 1');
    await pglite.close();
  } catch (error) {
    // Only the half-written copy of the backup goes; the database that was there comes back.
    await rm(dir, { recursive: true, force: true });
    if (previous) await rename(previous, dir);
    throw new Error(`Restoring ${file} into ${dir} failed, and ${dir} is as it was: ${(error as Error).message}`);
  }
  return { pgliteDir: dir, previous, tables: verified.tables };
}

/** `<dir>.before-restore-<UTC time>`, never over an earlier one. */
async function moveAside(dir: string): Promise<string> {
  const base = `${dir}.before-restore-${fileTimestamp()}`;
  let target = base;
  for (let n = 2; existsSync(target); n++) target = `${base}-${n}`;
  await rename(dir, target);
  return target;
}

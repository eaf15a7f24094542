import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

// Facts about a PGlite data directory that backup and restore both check.

export const hasDatabase = (pgliteDir: string) => existsSync(path.join(pgliteDir, 'PG_VERSION'));

/**
 * PGlite writes postmaster.pid on open and removes it on a clean close. With nobody answering
 * on the control socket it means a crash, or an app that opened the directory without serving
 * backups; opening it a second time could corrupt it, so the scripts ask for --force.
 */
export const leftOpen = (pgliteDir: string) => existsSync(path.join(pgliteDir, 'postmaster.pid'));

/** A UTC time for file names: 20250102T030405Z. */
export const fileTimestamp = (now = new Date()) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** A staging folder under DATA_DIR, named for the process that made it: `.backup-<pid>-XXXXXX`. */
export const stagingPrefix = (kind: 'backup' | 'restore', root: string) => path.join(root, `.${kind}-${process.pid}-`);

const STAGING = /^\.(?:backup|restore)-(\d+)-/;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging folders of backups and restores whose process is gone (killed midway): a
 * backup's holds hard links to stored files, which would otherwise keep deleted files' space.
 * Folders of processes still running are theirs. Answers the names removed.
 */
export async function removeAbandonedStaging(root: string): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const abandoned = names.filter((name) => {
    const pid = STAGING.exec(name)?.[1];
    return pid !== undefined && !running(Number(pid));
  });
  for (const name of abandoned) await rm(path.join(root, name), { recursive: true, force: true });
  return abandoned;
}

import { existsSync } from 'node:fs';
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

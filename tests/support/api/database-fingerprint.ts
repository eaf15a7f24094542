import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../../../server/db/connect';

// What a freshly opened database holds is decided by the migrations and the shipped catalogue
// (its data and the code that seeds it). A prepared database (the PGlite snapshot, the PostgreSQL
// template) is named by this fingerprint, so an edit to any of them prepares a new one once.

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const SOURCES = [
  migrationsFolder,
  here('../../../server/datasets/catalogue-data'),
  here('../../../server/datasets/catalogue-seed.ts'),
];

async function filesOf(source: string): Promise<string[]> {
  if (/\.ts$/.test(source)) return [source];
  const files = await readdir(source, { recursive: true });
  return files
    .filter((f) => /\.(sql|json|ts)$/.test(f))
    .sort()
    .map((f) => path.join(source, f));
}

let fingerprint: Promise<string> | undefined;

/** Sixteen hex digits over the content of every file that shapes a fresh database. */
export function databaseFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    for (const source of SOURCES)
      for (const file of await filesOf(source)) hash.update(path.basename(file)).update(await readFile(file));
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprint;
}

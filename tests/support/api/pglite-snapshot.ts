import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, wrapPglite, type OpenDatabase } from '../../../server/db/connect';

// A fresh PGlite runs initdb and every migration: seconds per test file. Instead, the first file
// saves a migrated, seeded snapshot (keyed by the migrations' and the shipped catalogue's content,
// so a catalogue edit is not re-seeded at every file's start) and every file starts from it.

const catalogueFolder = fileURLToPath(new URL('../../../server/datasets/catalogue-data', import.meta.url));

async function snapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of [migrationsFolder, catalogueFolder]) {
    const files = (await readdir(folder, { recursive: true })).filter((f) => /\.(sql|json|ts)$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(folder, file)));
  }
  return path.join(tmpdir(), `labforge-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function saveSnapshot(file: string): Promise<void> {
  const client = await PGlite.create('memory://');
  const { close } = await wrapPglite(client);
  const dump = await client.dumpDataDir('none');
  await close();
  // Written aside and renamed: files starting together never read half a snapshot.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/** The snapshot itself (an uncompressed tarball), for a test that opens its own PGlite with it. */
export async function migratedSnapshot(): Promise<Blob> {
  const file = await snapshotPath();
  if (!existsSync(file)) await saveSnapshot(file);
  return new Blob([await readFile(file)]);
}

export async function openPgliteFromSnapshot(): Promise<OpenDatabase> {
  const client = await PGlite.create({ loadDataDir: await migratedSnapshot() });
  // Migrating again is a cheap no-op, and it catches a snapshot that does not match.
  return wrapPglite(client);
}

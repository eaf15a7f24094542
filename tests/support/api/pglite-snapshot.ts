import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type OpenDatabase } from '../../../server/db/connect';
import { databaseFingerprint } from './database-fingerprint';

// A fresh PGlite runs initdb and every migration: seconds per test file. Instead, the first file
// saves a migrated, seeded snapshot (named by the database fingerprint, so a migration or catalogue
// edit is prepared once, not at every file's start) and every file starts from it.

async function snapshotPath(): Promise<string> {
  return path.join(tmpdir(), `labforge-pglite-${await databaseFingerprint()}.tar`);
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

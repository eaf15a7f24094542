import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../tests/support/local-s3';
import { readBlobStore } from '../config-blob-store';
import { fileStorageFor } from './blob-store';
import {
  createDiskStorage,
  incomingDir,
  isStorageKey,
  MissingStoredFile,
  storageKeyFor,
  vibeBundleKey,
  vibeSessionOfKey,
  type FileStorage,
} from './file-storage';
import { createS3Storage } from './s3-storage';

// One contract, two stores: every case runs on the disk under DATA_DIR and on an S3-compatible
// server (s3rver on loopback), so BLOB_STORE=s3 behaves as the embedded default does.

let dataDir: string;
let s3: LocalS3;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const STORES: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(dataDir)],
  ['s3', () => createS3Storage(s3.settings, dataDir)],
];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function listed(storage: FileStorage): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const page of storage.list()) for (const entry of page) found.set(entry.key, entry.bytes);
  return found;
}

describe.each(STORES)('FileStorage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  async function stored(content: Buffer): Promise<string> {
    const temp = await storage.tempPath();
    await writeFile(temp, content);
    const key = storageKeyFor(randomUUID());
    await storage.commit(temp, key);
    return key;
  }

  it('gives back the committed bytes and their size, and the temp file is gone', async () => {
    const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const temp = await storage.tempPath();
    expect(path.dirname(temp)).toBe(incomingDir(dataDir));
    await writeFile(temp, content);
    const key = storageKeyFor(randomUUID());
    await storage.commit(temp, key);

    await expect(stat(temp)).rejects.toMatchObject({ code: 'ENOENT' });
    const opened = await storage.open(key);
    expect(opened?.bytes).toBe(content.length);
    expect((await readAll(opened!.stream)).equals(content)).toBe(true);
    expect(await storage.stat(key)).toMatchObject({ key, bytes: content.length, modifiedAt: expect.any(Date) });
  });

  it('answers null for a key with nothing stored, and removing it is no error', async () => {
    const key = storageKeyFor(randomUUID());
    expect(await storage.open(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('removes a stored file', async () => {
    const key = await stored(Buffer.from('a,b\n1,2\n'));
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect((await listed(storage)).has(key)).toBe(false);
  });

  it('discards a temp file, and a missing one is no error', async () => {
    const temp = await storage.tempPath();
    await writeFile(temp, 'partial');
    await storage.discard(temp);
    await expect(stat(temp)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.discard(temp)).resolves.toBeUndefined();
  });

  it('lends a local copy to a reader that needs a path, and leaves no copy behind', async () => {
    const content = Buffer.from('station,temp\nA,12.5\n');
    const key = await stored(content);
    const before = await readdir(incomingDir(dataDir));
    let seenPath = '';
    const read = await storage.withLocalCopy(key, async (localPath) => {
      seenPath = localPath;
      return readFile(localPath);
    });
    expect(read.equals(content)).toBe(true);
    expect(await readdir(incomingDir(dataDir))).toEqual(before);
    // The disk lends the file itself; another store, a copy it removes afterwards.
    if (storage.kind === 'disk') expect(seenPath).toBe(path.join(dataDir, 'uploads', key));
    else await expect(stat(seenPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a local copy of a key with nothing stored', async () => {
    const key = storageKeyFor(randomUUID());
    await expect(storage.withLocalCopy(key, async () => 'read')).rejects.toBeInstanceOf(MissingStoredFile);
  });

  it('lists stored files with their sizes, and not uploads still arriving', async () => {
    const key = await stored(Buffer.from('12345'));
    const arriving = await storage.tempPath();
    await writeFile(arriving, 'not yet');
    const found = await listed(storage);
    expect(found.get(key)).toBe(5);
    expect([...found.keys()].every(isStorageKey)).toBe(true);
    await storage.discard(arriving);
  });

  it('refuses a key the server did not make, before touching the store', async () => {
    for (const key of ['../auth-secret', 'ab/../../x', 'incoming/x.part', 'vibe/../../auth-secret.bundle']) {
      await expect(storage.open(key)).rejects.toThrow(`Not a storage key: '${key}'`);
      await expect(storage.remove(key)).rejects.toThrow(`Not a storage key: '${key}'`);
    }
  });

  it("keeps a coding session's repository bundle under vibe/, lists it, replaces it whole and removes it", async () => {
    const key = vibeBundleKey(randomUUID());
    for (const content of ['first bundle', 'a later, longer bundle']) {
      const temp = await storage.tempPath();
      await writeFile(temp, content);
      await storage.commit(temp, key);
      expect(await storage.stat(key)).toMatchObject({ key, bytes: content.length });
      expect((await readAll((await storage.open(key))!.stream)).toString()).toBe(content);
    }
    expect((await listed(storage)).get(key)).toBe('a later, longer bundle'.length);
    if (storage.kind === 'disk') await stat(path.join(dataDir, 'uploads', key));
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    expect((await listed(storage)).has(key)).toBe(false);
  });
});

describe('storage keys', () => {
  it("names a coding session's bundle by its id, and reads the id back from the key", () => {
    const id = randomUUID();
    expect(vibeBundleKey(id)).toBe(`vibe/${id}.bundle`);
    expect(vibeSessionOfKey(vibeBundleKey(id))).toBe(id);
    expect(isStorageKey(vibeBundleKey(id))).toBe(true);
    // An upload's or artifact's key names no session.
    expect(vibeSessionOfKey(storageKeyFor(id))).toBeNull();
  });

  it('takes no other name under vibe/, and makes no key of an id that is not one', () => {
    const id = randomUUID();
    for (const key of [
      `vibe/${id}`,
      `vibe/${id}.bundle.part`,
      `vibe/${id}/x.bundle`,
      `vibe/../${id}.bundle`,
      `vibe/${id.toUpperCase()}.bundle`,
      `uploads/vibe/${id}.bundle`,
      `ab/${id}.bundle`,
    ]) {
      expect([key, isStorageKey(key), vibeSessionOfKey(key)]).toEqual([key, false, null]);
    }
    for (const bad of ['../../auth-secret', '', 'x'.repeat(36)]) {
      expect(() => vibeBundleKey(bad)).toThrow(`Not a storage key: 'vibe/${bad}.bundle'`);
    }
  });
});

describe('fileStorageFor', () => {
  it('opens the store BLOB_STORE names, one per configuration', () => {
    const disk = { dataDir, blobStore: readBlobStore({}) };
    const bucket = { dataDir, blobStore: readBlobStore(s3.env) };
    expect(fileStorageFor(disk).kind).toBe('disk');
    expect(fileStorageFor(bucket).kind).toBe('s3');
    expect(fileStorageFor(bucket)).toBe(fileStorageFor(bucket));
  });
});

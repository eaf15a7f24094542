import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

// Where uploads keep their bytes. Keys are chosen by the server (never a user's file name), so
// no request can name a path; an upload arrives in a temp file inside the same root and is moved
// into place, so a stored key is always a whole file.

export interface StoredFile {
  stream: Readable;
  bytes: number;
}

export interface FileStorage {
  /** A new, unique path for an upload still arriving; the caller writes it, then commits or discards it. */
  tempPath(): Promise<string>;
  /** Moves a finished temp file to its key. */
  commit(tempPath: string, key: string): Promise<void>;
  /** Removes a temp file; a missing one is no error. */
  discard(tempPath: string): Promise<void>;
  /** Removes a stored file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The stored file's path, for readers that need one (the profiler). */
  pathOf(key: string): string;
  /** A stored file opened for reading, or null when it is not there. */
  open(key: string): Promise<StoredFile | null>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Where an upload's bytes live: fanned out by the first two characters of its UUID. */
export function storageKeyFor(datasetId: string): string {
  return `${datasetId.slice(0, 2)}/${datasetId}`;
}

/** Files on disk under DATA_DIR/uploads. */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const incoming = path.join(root, 'incoming');
  const pathOf = (key: string) => {
    // Keys come from storageKeyFor; anything else in the column is a bug, never a path to follow.
    if (!KEY.test(key)) throw new Error(`Not a storage key: '${key}'`);
    return path.join(root, key);
  };
  return {
    async tempPath() {
      await mkdir(incoming, { recursive: true });
      return path.join(incoming, `${randomUUID()}.part`);
    },
    async commit(tempPath, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    discard: (tempPath) => rm(tempPath, { force: true }),
    remove: (key) => rm(pathOf(key), { force: true }),
    pathOf,
    async open(key) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), bytes: size };
    },
  };
}

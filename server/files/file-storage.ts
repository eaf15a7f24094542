import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

// Where uploads' and run artifacts' bytes, and coding sessions' repositories as bundles, live
// (docs/architecture.md, "Stored files and backups"): the disk under DATA_DIR/uploads
// (BLOB_STORE=disk, the default) or an S3-compatible bucket (BLOB_STORE=s3, s3-storage.ts). Keys
// are chosen by the server (never a user's file name), so no request can name a path. An upload
// arrives in a local temp file and is committed to its key whole, so a stored key is always a
// whole file. Readers never assume a local path: one that needs a file asks for a local copy.

export interface StoredFile {
  stream: Readable;
  bytes: number;
}

/** A stored file as a listing sees it (the orphan sweeper). */
export interface StoredEntry {
  key: string;
  bytes: number;
  modifiedAt: Date;
  /** The store's tag of this version of the file, where it keeps one (S3's ETag). */
  etag?: string;
}

export interface FileStorage {
  /** 'disk' or 's3': what an operator's error message names. */
  readonly kind: 'disk' | 's3';
  /** A new, unique local path for an upload still arriving; the caller writes it, then commits or discards it. */
  tempPath(): Promise<string>;
  /** Stores a finished temp file under its key; the temp file is gone afterwards. */
  commit(tempPath: string, key: string): Promise<void>;
  /** Removes a temp file; a missing one is no error. */
  discard(tempPath: string): Promise<void>;
  /** Removes a stored file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** A stored file opened for reading, or null when it is not there. */
  open(key: string): Promise<StoredFile | null>;
  /** A stored file's size and time, or null when it is not there. */
  stat(key: string): Promise<StoredEntry | null>;
  /**
   * Runs fn with a local path holding the stored file's bytes (the profiler reads files twice):
   * the file itself on disk, a temp copy removed afterwards otherwise. A missing file throws.
   */
  withLocalCopy<T>(key: string, fn: (localPath: string) => Promise<T>): Promise<T>;
  /** Every stored file, in pages; temp files still arriving are not listed. */
  list(): AsyncIterable<StoredEntry[]>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;
const BUNDLE_KEY = /^vibe\/([0-9a-f-]{36})\.bundle$/;

/** Where an upload's bytes live: fanned out by the first two characters of its UUID. */
export function storageKeyFor(datasetId: string): string {
  return `${datasetId.slice(0, 2)}/${datasetId}`;
}

/** Where a coding session's repository lives as a git bundle of every branch (vibe/repo/repo-store.ts). */
export function vibeBundleKey(vibeSessionId: string): string {
  return checkStorageKey(`vibe/${vibeSessionId}.bundle`);
}

/** The coding session a bundle's key names, or null for any other key. */
export function vibeSessionOfKey(key: string): string | null {
  return BUNDLE_KEY.exec(key)?.[1] ?? null;
}

/**
 * Whether a key is one storageKeyFor or vibeBundleKey makes; anything else in a column is a bug,
 * never a path to follow.
 */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) || BUNDLE_KEY.test(key);
}

export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: '${key}'`);
  return key;
}

/** Thrown by withLocalCopy for a key with nothing stored under it. */
export class MissingStoredFile extends Error {
  constructor(key: string) {
    super(`No stored file under '${key}'`);
  }
}

/** DATA_DIR/uploads/incoming: where uploads arrive, whichever store keeps them afterwards. */
export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'incoming');
}

export async function newTempPath(dataDir: string): Promise<string> {
  const incoming = incomingDir(dataDir);
  await mkdir(incoming, { recursive: true });
  return path.join(incoming, `${randomUUID()}.part`);
}

/** Files on disk under DATA_DIR/uploads. */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => path.join(root, checkStorageKey(key));
  const statOf = async (key: string): Promise<StoredEntry | null> => {
    const found = await stat(pathOf(key)).catch(ifMissing(null));
    return found && { key, bytes: found.size, modifiedAt: found.mtime };
  };
  return {
    kind: 'disk',
    tempPath: () => newTempPath(dataDir),
    async commit(tempPath, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    discard: (tempPath) => rm(tempPath, { force: true }),
    remove: async (key) => rm(pathOf(key), { force: true }),
    async open(key) {
      const handle = await open(pathOf(key), 'r').catch(ifMissing(null));
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), bytes: size };
    },
    stat: statOf,
    async withLocalCopy(key, fn) {
      if (!(await statOf(key))) throw new MissingStoredFile(key);
      return fn(pathOf(key));
    },
    async *list() {
      // The two-character fan-out folders and vibe/'s bundles; incoming/ and anything else is not a stored file.
      const folders = await readdir(root).catch(ifMissing([] as string[]));
      for (const folder of folders.filter((name) => /^[0-9a-f]{2}$|^vibe$/.test(name)).sort()) {
        const names = await readdir(path.join(root, folder)).catch(ifMissing([] as string[]));
        const entries = await Promise.all(
          names
            .map((name) => `${folder}/${name}`)
            .filter(isStorageKey)
            .map(statOf),
        );
        const page = entries.filter((entry): entry is StoredEntry => entry !== null);
        if (page.length > 0) yield page;
      }
    },
  };
}

export function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}

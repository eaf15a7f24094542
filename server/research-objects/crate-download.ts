import type { Readable } from 'node:stream';
import { formatBytes } from '../../src/domain/bytes';
import type { FileStorage, StoredFile } from '../files/file-storage';
import { HttpError } from '../http/http-error';
import { repositoryBundle } from '../vibe/repo/repo-store';
import { METADATA_FILE } from './crate-graph';
import { plannedBytes, type PlannedFile } from './crate-files';
import { buildExperimentCrate } from './experiment-crate';
import type { ExperimentRecord } from './experiment-record';
import { zipStream, type ZipEntry } from './zip-writer';

// An experiment's RO-Crate as a zip, streamed (docs/product.md, "Research objects out"): the
// metadata first, then every file it names, each read from the store only when the zip reaches
// it. The files' sizes are known before a byte is sent, so a crate past the cap is refused in
// words instead of cut off halfway, and so is one whose stored file has gone missing.

export const CRATE_MESSAGES = {
  tooManyDownloads: (wait: string) => `Too many RO-Crate downloads. Please wait ${wait} and try again.`,
  tooLarge: (bytes: number, maxBytes: number) =>
    `This experiment's files come to ${formatBytes(bytes)}, more than the ${formatBytes(maxBytes)} an RO-Crate download may hold. Download its largest run artifacts from their runs instead.`,
  fileMissing: (path: string) =>
    `The file '${path}' is missing from storage, so the crate cannot be made. Ask an administrator to restore it from a backup.`,
};

/** Stat calls in flight at once: a crate may name a thousand artifacts in a bucket. */
const STAT_CONCURRENCY = 8;

/** Refuses in words when a stored file the crate names is gone, before a byte is sent. */
async function checkStored(storage: FileStorage, files: PlannedFile[]): Promise<void> {
  const stored = files.filter((f): f is Extract<PlannedFile, { storageKey: string }> => 'storageKey' in f);
  for (let i = 0; i < stored.length; i += STAT_CONCURRENCY) {
    const batch = stored.slice(i, i + STAT_CONCURRENCY);
    const found = await Promise.all(batch.map((f) => storage.stat(f.storageKey)));
    const missing = batch.find((_, j) => !found[j]);
    if (missing) throw new HttpError(409, 'conflict', CRATE_MESSAGES.fileMissing(missing.path));
  }
}

export interface CrateSources {
  dataDir: string;
  storage: FileStorage;
  maxBytes: number;
}

/** The coding session's repository as a bundle, made as its download makes it, or null when it is gone. */
function openBundle(sources: CrateSources, record: ExperimentRecord): Promise<StoredFile | null> {
  const code = record.code;
  return code ? repositoryBundle(sources.dataDir, sources.storage, code, code.sessionName) : Promise.resolve(null);
}

function entryOf(file: PlannedFile, storage: FileStorage, bundle: StoredFile | null): ZipEntry {
  if ('text' in file) return { name: file.path, content: Buffer.from(file.text, 'utf8') };
  if ('bundle' in file) return { name: file.path, content: async () => bundle!.stream };
  return {
    name: file.path,
    content: async (): Promise<Readable> => {
      const opened = await storage.open(file.storageKey);
      if (!opened) throw new Error(CRATE_MESSAGES.fileMissing(file.path));
      return opened.stream;
    },
  };
}

export interface CrateDownload {
  stream: Readable;
  /** Every path in the zip, the metadata first. */
  paths: string[];
}

export async function crateDownload(sources: CrateSources, record: ExperimentRecord): Promise<CrateDownload> {
  const bundle = await openBundle(sources, record).catch(() => null);
  const crate = buildExperimentCrate(record, { bundleBytes: bundle?.bytes ?? null, now: new Date() });
  const metadata = Buffer.from(`${JSON.stringify(crate.metadata, null, 2)}\n`, 'utf8');
  const total = metadata.length + crate.files.reduce((sum, file) => sum + plannedBytes(file), 0);
  if (total > sources.maxBytes) {
    bundle?.stream.destroy();
    throw new HttpError(409, 'conflict', CRATE_MESSAGES.tooLarge(total, sources.maxBytes));
  }
  await checkStored(sources.storage, crate.files).catch((error: unknown) => {
    bundle?.stream.destroy();
    throw error;
  });
  const entries = [
    { name: METADATA_FILE, content: metadata },
    ...crate.files.map((file) => entryOf(file, sources.storage, bundle)),
  ];
  const stream = zipStream(entries);
  // A client that goes away before the bundle's turn leaves its file handle to close here.
  stream.once('close', () => bundle?.stream.destroy());
  return { stream, paths: entries.map((e) => e.name) };
}

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MissingStoredFile,
  vibeBundleKey,
  type FileStorage,
  type StoredEntry,
  type StoredFile,
} from '../../files/file-storage';
import { runGit } from '../git';
import { exportRepository, writeBundle } from './repo-export';
import { gitIn, type RepoRef } from './repo-git';
import { repoDirOf, repositoryExists } from './repo-setup';

// A coding session's repository in the blob store (docs/architecture.md, "Stored files and
// backups"). The worker builds it in DATA_DIR/vibe/<id> and, whenever its branches moved, writes
// it whole to the store as a bundle of every branch (vibe/<id>.bundle), so a web process on
// another host never needs the worker's disk: it reads the repository where it is, or else from
// a local copy made from the bundle (DATA_DIR/cache/vibe/<id>), fetched again when the stored
// bundle changed. With BLOB_STORE=disk the store is this host's DATA_DIR, where the repository
// already is: nothing is written twice.

/** What a session's repository is named by: its id and branches. */
export interface SessionRepository {
  id: string;
  baseBranch: string;
  featureBranch: string;
}

const refIn = (dir: string, session: SessionRepository): RepoRef => ({
  dir,
  baseBranch: session.baseBranch,
  featureBranch: session.featureBranch,
});

/** DATA_DIR/vibe/<id>: the working repository, on the worker that made it. */
export const workingRepository = (dataDir: string, session: SessionRepository) =>
  refIn(repoDirOf(dataDir, session.id), session);

/** DATA_DIR/cache/vibe/<id>: a copy of the stored bundle where the working repository is not. */
export const cacheDirOf = (dataDir: string, vibeSessionId: string) => join(dataDir, 'cache', 'vibe', vibeSessionId);

/** Whether the repository goes to the store as a bundle: not when the store is this disk. */
export const storesBundles = (storage: FileStorage) => storage.kind !== 'disk';

/** The commit of every branch, as text: what a bundle of them holds. */
const branchHeads = (dir: string) => gitIn(dir, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads']);

/** Writes the repository to the store as a bundle of every branch, committed whole. */
export async function storeRepository(storage: FileStorage, ref: RepoRef, vibeSessionId: string): Promise<void> {
  const temp = await storage.tempPath();
  try {
    await writeBundle(ref.dir, temp);
    await storage.commit(temp, vibeBundleKey(vibeSessionId));
  } finally {
    await storage.discard(temp);
  }
}

/**
 * The worker's saver: stores the repository each time it is called with branches that moved since
 * the last save (the job calls it at every step and at the end). A store that is this disk has
 * nothing to save.
 */
export function repositorySaver(storage: FileStorage | undefined, ref: RepoRef, vibeSessionId: string) {
  let saved: string | null = null;
  return async function save(): Promise<void> {
    if (!storage || !storesBundles(storage) || !(await repositoryExists(ref))) return;
    const heads = await branchHeads(ref.dir);
    if (heads === saved) return;
    await storeRepository(storage, ref, vibeSessionId);
    saved = heads;
  };
}

/** A stored bundle's version as a cached copy records it: a new write changes one of these. */
const versionOf = (entry: StoredEntry) => `${entry.bytes} ${entry.modifiedAt.getTime()} ${entry.etag ?? ''}`;

/** Where a cached copy records the version of the bundle it was fetched from. */
const VERSION_FILE = 'labforge-bundle-version';

/** Copies being made or refreshed in this process, so two requests never fetch into one at once. */
const refreshing = new Map<string, Promise<RepoRef | null>>();

/**
 * The repository to read (a diff, a download): the working one when it is here, else the local
 * copy of the stored bundle, made or refreshed when the bundle changed. Null when neither exists.
 */
export async function readableRepository(
  dataDir: string,
  storage: FileStorage,
  session: SessionRepository,
): Promise<RepoRef | null> {
  const working = workingRepository(dataDir, session);
  if (await repositoryExists(working)) return working;
  let running = refreshing.get(session.id);
  if (!running) {
    running = cachedRepository(dataDir, storage, session).finally(() => refreshing.delete(session.id));
    refreshing.set(session.id, running);
  }
  return running;
}

/**
 * A coding session's repository as a git bundle to download: exported from the working repository
 * when it is here, else the bundle the store keeps. Null when neither exists.
 */
export async function repositoryBundle(
  dataDir: string,
  storage: FileStorage,
  session: SessionRepository,
  name: string,
): Promise<StoredFile | null> {
  const working = workingRepository(dataDir, session);
  if (await repositoryExists(working)) return exportRepository(working, 'bundle', name);
  return storage.open(vibeBundleKey(session.id));
}

async function cachedRepository(
  dataDir: string,
  storage: FileStorage,
  session: SessionRepository,
): Promise<RepoRef | null> {
  const key = vibeBundleKey(session.id);
  const stored = await storage.stat(key);
  const cache = refIn(cacheDirOf(dataDir, session.id), session);
  if (!stored) {
    // The bundle went with its session (or was never written): so does any copy of it.
    await rm(cache.dir, { recursive: true, force: true });
    return null;
  }
  const versionFile = join(cache.dir, '.git', VERSION_FILE);
  const version = versionOf(stored);
  const had = await readFile(versionFile, 'utf8').catch(() => null);
  if (had === version) return (await repositoryExists(cache)) ? cache : null;
  await mkdir(cache.dir, { recursive: true });
  await runGit(['init', '--quiet', cache.dir], { cwd: cache.dir });
  try {
    // The copy's branches become the bundle's; the copy has no checkout, git reads its objects.
    await storage.withLocalCopy(key, (bundle) =>
      gitIn(cache.dir, [
        'fetch',
        '--quiet',
        '--force',
        '--prune',
        '--update-head-ok',
        bundle,
        'refs/heads/*:refs/heads/*',
      ]),
    );
  } catch (error) {
    if (error instanceof MissingStoredFile) return null;
    throw error;
  }
  // Recorded after the fetch: a bundle replaced meanwhile only makes the next read fetch again.
  await writeFile(versionFile, version);
  return (await repositoryExists(cache)) ? cache : null;
}

import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/connect';
import { datasetFiles } from '../db/schema/datasets';
import { runArtifacts } from '../db/schema/runs';
import { vibeSessions } from '../db/schema/vibe';
import { vibeBundleKey, vibeSessionOfKey, type FileStorage } from './file-storage';

// Removes stored files no row names (docs/architecture.md, "Stored files and backups"): what a
// crash left between a file's commit and its rows' rollback, a removal after a delete that
// failed, or a repository's bundle whose coding session is gone (a job still saving as its
// workspace was deleted). Only files older than an hour go: a file is committed just before its rows, so a young
// one may belong to a transaction still open. Every worker sweeps; two sweeps at once only remove
// the same files twice, which is no error.

export const ORPHAN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

export interface SweepResult {
  /** Stored files looked at. */
  seen: number;
  removed: string[];
}

export async function sweepOrphans(
  db: Executor,
  storage: FileStorage,
  { now = new Date(), olderThanMs = ORPHAN_AGE_MS }: { now?: Date; olderThanMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = now.getTime() - olderThanMs;
  const result: SweepResult = { seen: 0, removed: [] };
  for await (const page of storage.list()) {
    result.seen += page.length;
    const old = page.filter((entry) => entry.modifiedAt.getTime() < cutoff).map((entry) => entry.key);
    if (old.length === 0) continue;
    const named = new Set(await namedKeys(db, old));
    for (const key of old.filter((k) => !named.has(k))) {
      await storage.remove(key);
      result.removed.push(key);
    }
  }
  return result;
}

/** Which of these keys an upload's or an artifact's row names, or, for a bundle, its coding session's row. */
async function namedKeys(db: Executor, keys: string[]): Promise<string[]> {
  const sessionIds = keys.flatMap((key) => vibeSessionOfKey(key) ?? []);
  const files = keys.filter((key) => vibeSessionOfKey(key) === null);
  const [uploads, artifacts, repositories] = await Promise.all([
    files.length === 0
      ? []
      : db.select({ key: datasetFiles.storageKey }).from(datasetFiles).where(inArray(datasetFiles.storageKey, files)),
    files.length === 0
      ? []
      : db.select({ key: runArtifacts.storageKey }).from(runArtifacts).where(inArray(runArtifacts.storageKey, files)),
    sessionIds.length === 0
      ? []
      : db.select({ id: vibeSessions.id }).from(vibeSessions).where(inArray(vibeSessions.id, sessionIds)),
  ]);
  return [...uploads, ...artifacts].map((row) => row.key).concat(repositories.map((row) => vibeBundleKey(row.id)));
}

export interface OrphanSweeper {
  stop(): Promise<void>;
}

/** Sweeps every SWEEP_EVERY_MS on a worker; a failed sweep is logged and the next one tries again. */
export function startOrphanSweeper(
  db: Executor,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  everyMs = SWEEP_EVERY_MS,
): OrphanSweeper {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A sweep longer than the interval is not joined by a second one.
    if (running) return;
    running = sweepOrphans(db, storage)
      .then(
        ({ removed }) => {
          if (removed.length > 0)
            log.info({ removed: removed.length, store: storage.kind }, 'removed orphaned stored files');
        },
        (error: unknown) => log.warn({ err: error, store: storage.kind }, 'could not sweep orphaned stored files'),
      )
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatBytes } from '../../src/domain/bytes';
import { UPLOAD_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import { ProfileError } from '../datasets/profile/profile-error';
import { profileFile } from '../datasets/profile/profile-file';
import type { DatasetProfile } from '../datasets/profile/profile-types';
import type { Database } from '../db/connect';
import { datasetFiles, datasets } from '../db/schema/datasets';
import type { JobMeta } from '../jobs/job-queue';
import type { FileStorage } from './file-storage';

// One background profile: read the upload from storage, then store its profile ('ready') or why
// it could not be made ('failed'). An upload deleted meanwhile makes the job a no-op.

export interface ProfileJob {
  datasetId: string;
}

export interface ProfileJobContext {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Aborted when the worker stops: the job goes back to the queue. */
  signal: AbortSignal;
}

type PendingFile = NonNullable<Awaited<ReturnType<typeof findPending>>>;
type Outcome = { profile: DatasetProfile } | { error: string };

export async function runProfileJob(context: ProfileJobContext, job: ProfileJob, meta: JobMeta): Promise<void> {
  const pending = await findPending(context.db, job.datasetId);
  // Deleted since it was queued, or stored by an earlier try: nothing left to do.
  if (!pending) return;
  const outcome = await profileOrReason(context, pending, meta);
  await storeOutcome(context.db, pending, outcome);
}

async function findPending(db: Database, datasetId: string) {
  const [row] = await db
    .select({
      datasetId: datasetFiles.datasetId,
      ownerId: datasetFiles.ownerId,
      name: datasets.name,
      format: datasetFiles.format,
      bytes: datasetFiles.bytes,
      storageKey: datasetFiles.storageKey,
    })
    .from(datasetFiles)
    .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
    .where(and(eq(datasetFiles.datasetId, datasetId), eq(datasetFiles.profileStatus, 'pending')));
  return row;
}

async function profileOrReason(context: ProfileJobContext, file: PendingFile, meta: JobMeta): Promise<Outcome> {
  const { storage, log, signal } = context;
  try {
    const profile = await storage.withLocalCopy(file.storageKey, (localPath) =>
      profileFile(localPath, file.format, { signal }),
    );
    return { profile };
  } catch (error) {
    if (signal.aborted) throw error;
    // The file itself is at fault (malformed, empty): say so, with where.
    if (error instanceof ProfileError) return { error: error.message };
    // Anything else may pass (the disk, the database): retried, and only the last try gives up.
    if (meta.retryCount < meta.retryLimit) throw error;
    log.error({ err: error, datasetId: file.datasetId }, 'could not profile an upload');
    return { error: UPLOAD_MESSAGES.profileFailed };
  }
}

async function storeOutcome(db: Database, file: PendingFile, outcome: Outcome): Promise<void> {
  const ready = 'profile' in outcome;
  await mutate(db, { id: file.ownerId }, async (tx, record) => {
    const [stored] = await tx
      .update(datasetFiles)
      .set(
        ready
          ? { profileStatus: 'ready', profile: outcome.profile, profileError: null, profiledAt: new Date() }
          : { profileStatus: 'failed', profileError: outcome.error },
      )
      .where(and(eq(datasetFiles.datasetId, file.datasetId), eq(datasetFiles.profileStatus, 'pending')))
      .returning({ datasetId: datasetFiles.datasetId });
    // Deleted while it was being profiled: nothing to store or record.
    if (!stored) return;
    const where = { entityType: 'dataset', entityId: file.datasetId } as const;
    if (!ready) {
      record({
        ...where,
        action: 'dataset.profile_failed',
        level: 'warning',
        message: `Could not profile '${file.name}': ${outcome.error}`,
      });
      return;
    }
    const { rowCount, columns } = outcome.profile;
    // The column names are the upload's variables, so search finds it by them too.
    await tx
      .update(datasets)
      .set({ variables: columns.map((column) => column.name) })
      .where(eq(datasets.id, file.datasetId));
    record({
      ...where,
      action: 'dataset.profiled',
      message: `Profiled '${file.name}' (${formatBytes(file.bytes)}): ${rowCount} rows, ${columns.length} columns`,
      metadata: { rowCount, columns: columns.length },
    });
  });
}

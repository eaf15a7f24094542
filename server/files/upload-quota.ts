import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { formatBytes } from '../../src/domain/bytes';
import { UPLOAD_MESSAGES } from '../../src/domain/messages';
import type { UploadQuota } from '../config-upload-quota';
import type { Executor, Transaction } from '../db/connect';
import { spokenWait } from '../http/fixed-windows';
import { HttpError } from '../http/http-error';
import { sizeLimit, type SizeLimit } from './receive-file';

// Per-user quotas on stored files (docs/product.md, "Quotas"): the bytes a user's uploads and run
// artifacts take together (USER_STORAGE_QUOTA_MB) and the files they store in any hour
// (USER_UPLOADS_PER_HOUR). What a user stores is counted from the database, never from the disk.
// Checked twice: before a byte is read (a user at a limit is refused unread, and the stream is cut
// where the quota would be passed), and again under a per-user lock just before the rows are
// written, so two uploads at once cannot both take the last of a quota.

export interface QuotaUsage {
  /** Bytes the user's uploads and artifacts take now. */
  bytes: number;
  /** Files the user stored in the last hour. */
  filesInHour: number;
  /** At the hourly limit: seconds until a place in the hour frees up; otherwise null. */
  waitSeconds: number | null;
}

/** The user's stored bytes and their files of the last hour: uploads and run artifacts together. */
export async function usageOf(db: Executor, userId: string, filesPerHour: number): Promise<QuotaUsage> {
  // Newest first, the file at offset limit − 1 is the one whose ageing out leaves room for one more.
  const result = (await db.execute(sql`
    WITH files AS (
      SELECT bytes, created_at FROM dataset_files WHERE owner_id = ${userId}
      UNION ALL
      SELECT a.bytes, a.created_at
        FROM run_artifacts a JOIN experiment_runs r ON r.id = a.run_id
       WHERE r.user_id = ${userId}
    ), recent AS (
      SELECT created_at FROM files WHERE created_at > now() - interval '1 hour'
    )
    SELECT
      (SELECT coalesce(sum(bytes), 0) FROM files)::text AS bytes,
      (SELECT count(*) FROM recent)::int AS recent,
      (SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int
         FROM recent ORDER BY created_at DESC OFFSET ${filesPerHour - 1} LIMIT 1) AS wait
  `)) as unknown as { rows: { bytes: string; recent: number; wait: number | null }[] };
  const [row] = result.rows;
  const filesInHour = Number(row.recent);
  return {
    bytes: Number(row.bytes),
    filesInHour,
    waitSeconds: filesInHour >= filesPerHour ? Math.max(1, Number(row.wait ?? 1)) : null,
  };
}

/**
 * Before a byte is read: refuses a user at either limit (429 with Retry-After, or 413), and
 * answers how large this file may be: the smaller of MAX_UPLOAD_MB and what is left of the quota,
 * each refused in its own words.
 */
export async function allowanceFor(
  db: Executor,
  userId: string,
  quota: UploadQuota,
  maxUploadMb: number,
  reply: FastifyReply,
): Promise<SizeLimit> {
  const usage = await usageOf(db, userId, quota.filesPerHour);
  refuseOverCount(usage, quota, reply);
  const left = quota.storageMb * 1_000_000 - usage.bytes;
  const overQuota = () => quotaRefusal(quota, usage.bytes);
  if (left <= 0) throw overQuota();
  const upload = sizeLimit(maxUploadMb);
  return left < upload.maxBytes ? { maxBytes: left, refuse: overQuota } : upload;
}

/**
 * Inside the transaction that stores `bytes` more, before its rows are written: waits for the
 * user's other uploads to commit, then refuses if this one would pass either limit after all.
 */
export async function holdQuota(
  tx: Transaction,
  userId: string,
  quota: UploadQuota,
  bytes: number,
  reply: FastifyReply,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`);
  const usage = await usageOf(tx, userId, quota.filesPerHour);
  refuseOverCount(usage, quota, reply);
  if (usage.bytes + bytes > quota.storageMb * 1_000_000) throw quotaRefusal(quota, usage.bytes);
}

function refuseOverCount(usage: QuotaUsage, quota: UploadQuota, reply: FastifyReply): void {
  if (usage.waitSeconds === null) return;
  reply.header('retry-after', String(usage.waitSeconds));
  throw new HttpError(
    429,
    'rate_limited',
    UPLOAD_MESSAGES.tooManyUploads(quota.filesPerHour, spokenWait(usage.waitSeconds)),
  );
}

const quotaRefusal = (quota: UploadQuota, usedBytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    UPLOAD_MESSAGES.overQuota(formatBytes(quota.storageMb * 1_000_000), formatBytes(usedBytes)),
  );

import { readInt, type Env } from './config-env';

// What each user may store, uploads and run artifacts together (server/files/upload-quota.ts).

export interface UploadQuota {
  /** Decimal megabytes, as MAX_UPLOAD_MB and as sizes are shown. */
  storageMb: number;
  filesPerHour: number;
}

export function readUploadQuota(env: Env): UploadQuota {
  return {
    // USER_STORAGE_QUOTA_MB: the bytes a user's uploads and artifacts may take together.
    storageMb: readInt(env, 'USER_STORAGE_QUOTA_MB', 5000, 1, 100_000_000),
    // USER_UPLOADS_PER_HOUR: uploads and artifacts a user may store in any hour.
    filesPerHour: readInt(env, 'USER_UPLOADS_PER_HOUR', 1000, 1, 1_000_000),
  };
}

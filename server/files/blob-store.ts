import type { ServerConfig } from '../config';
import { createDiskStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

// The FileStorage BLOB_STORE names (docs/architecture.md, "Stored files and backups").

/** The store BLOB_STORE names. One per configuration, so a process shares one S3 client. */
export function fileStorageFor(config: Pick<Readonly<ServerConfig>, 'dataDir' | 'blobStore'>): FileStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage =
      config.blobStore.kind === 's3'
        ? createS3Storage(config.blobStore.s3, config.dataDir)
        : createDiskStorage(config.dataDir);
    opened.set(config, storage);
  }
  return storage;
}
const opened = new WeakMap<object, FileStorage>();

/**
 * Why `npm run backup` refuses this store, or null when it archives it: the archive holds DATA_DIR's
 * stored folders, and with BLOB_STORE=s3 the uploads and artifacts are in a bucket instead.
 */
export function backupRefusal(blobStore: Readonly<ServerConfig['blobStore']>): string | null {
  if (blobStore.kind === 'disk') return null;
  return [
    `BLOB_STORE=s3 keeps uploads, run artifacts and coding sessions' repositories (as bundles) in the bucket '${blobStore.s3.bucket}', which npm run backup does not copy:`,
    "back the bucket up with the object store's own tools (versioning, replication, or a copy such as",
    `  aws s3 sync s3://${blobStore.s3.bucket} <folder>`,
    'for AWS or mc mirror for MinIO), and the database with its own tools (pg_dump for PostgreSQL).',
    'npm run backup archives the embedded database and DATA_DIR with BLOB_STORE=disk only.',
  ].join('\n');
}

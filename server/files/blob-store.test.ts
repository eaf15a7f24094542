import { describe, expect, it } from 'vitest';
import { readBlobStore } from '../config-blob-store';
import { backupRefusal } from './blob-store';

// npm run backup archives DATA_DIR: with the bytes in a bucket it refuses, and says what to do.

describe('backupRefusal', () => {
  it('lets a backup of the disk store go ahead', () => {
    expect(backupRefusal(readBlobStore({}))).toBeNull();
  });

  it('refuses BLOB_STORE=s3, naming the setting, the bucket and the tools that copy it', () => {
    const blobStore = readBlobStore({ BLOB_STORE: 's3', S3_REGION: 'us-east-1', S3_BUCKET: 'lab-files' });
    expect(backupRefusal(blobStore)).toBe(
      [
        "BLOB_STORE=s3 keeps uploads, run artifacts and coding sessions' repositories (as bundles) in the bucket 'lab-files', which npm run backup does not copy:",
        "back the bucket up with the object store's own tools (versioning, replication, or a copy such as",
        '  aws s3 sync s3://lab-files <folder>',
        'for AWS or mc mirror for MinIO), and the database with its own tools (pg_dump for PostgreSQL).',
        'npm run backup archives the embedded database and DATA_DIR with BLOB_STORE=disk only.',
      ].join('\n'),
    );
  });
});

import { read, readBool, readHttpUrl, type Env } from './config-env';

// Where uploads' and run artifacts' bytes live (docs/architecture.md, "Stored files and backups"):
// the disk under DATA_DIR, the embedded default, or any S3-compatible object store.

export interface S3Settings {
  /** null: AWS S3 itself, found from the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both or neither; null: the AWS SDK's own credential chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

export type BlobStoreConfig = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

/**
 * BLOB_STORE: disk (the default) or s3. With s3, S3_BUCKET and S3_REGION are required; S3_ENDPOINT
 * names a store other than AWS; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together;
 * S3_FORCE_PATH_STYLE defaults to true with an S3_ENDPOINT, false without.
 */
export function readBlobStore(env: Env): BlobStoreConfig {
  const kind = read(env, 'BLOB_STORE')?.toLowerCase() ?? 'disk';
  if (kind !== 'disk' && kind !== 's3') throw new Error(`BLOB_STORE must be disk or s3, got '${kind}'`);
  if (kind === 'disk') return { kind };
  const missing = ['S3_BUCKET', 'S3_REGION'].filter((name) => read(env, name) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `BLOB_STORE=s3 needs ${missing.join(' and ')}: set ${missing.length > 1 ? 'them' : 'it'}, or BLOB_STORE=disk`,
    );
  }
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const [set, unset] = accessKeyId
      ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    throw new Error(`${set} is set but ${unset} is not: set both, or neither to use the AWS SDK's own credentials`);
  }
  const endpoint = readHttpUrl(env, 'S3_ENDPOINT') ?? null;
  return {
    kind,
    s3: {
      endpoint,
      region: read(env, 'S3_REGION')!,
      bucket: read(env, 'S3_BUCKET')!,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      forcePathStyle: readBool(env, 'S3_FORCE_PATH_STYLE') ?? endpoint !== null,
    },
  };
}

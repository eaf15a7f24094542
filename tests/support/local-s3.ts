import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/config-blob-store';

// A local S3-compatible server for tests of BLOB_STORE=s3: s3rver on loopback, on a port of its
// own choosing, keeping its objects in a temp folder removed on close.

export const LOCAL_S3_BUCKET = 'labforge-test';

export interface LocalS3 {
  /** The environment that points the server at it. */
  env: Record<string, string>;
  settings: S3Settings;
  /** Where s3rver keeps the bucket's objects. */
  directory: string;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  // The SDK warns once per process that its releases from 2027 need Node 22: noise in a test's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = await mkdtemp(path.join(tmpdir(), 'labforge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes this pair (and only this pair) of credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    settings: { endpoint, region: 'us-east-1', bucket: LOCAL_S3_BUCKET, credentials, forcePathStyle: true },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

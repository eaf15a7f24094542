import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// BLOB_STORE and S3_*: an operator who asks for S3 and leaves out a setting is told at start-up
// which one, rather than meeting a failed upload later.

const S3 = {
  BLOB_STORE: 's3',
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'labforge',
  S3_ACCESS_KEY_ID: 'labforge',
  S3_SECRET_ACCESS_KEY: 'a-secret',
};

describe('BLOB_STORE', () => {
  it('keeps files on disk by default', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ BLOB_STORE: 'disk', S3_BUCKET: 'ignored' }).blobStore).toEqual({ kind: 'disk' });
  });

  it('reads every S3 setting, with path-style addressing for a store at its own endpoint', () => {
    expect(loadConfig(S3).blobStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio.internal:9000',
        region: 'us-east-1',
        bucket: 'labforge',
        credentials: { accessKeyId: 'labforge', secretAccessKey: 'a-secret' },
        forcePathStyle: true,
      },
    });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'false' }).blobStore).toMatchObject({
      s3: { forcePathStyle: false },
    });
  });

  it("uses AWS S3 and the SDK's own credentials when no endpoint or keys are set", () => {
    const config = loadConfig({ BLOB_STORE: 'S3', S3_REGION: 'eu-west-1', S3_BUCKET: 'lab' });
    expect(config.blobStore).toEqual({
      kind: 's3',
      s3: { endpoint: null, region: 'eu-west-1', bucket: 'lab', credentials: null, forcePathStyle: false },
    });
  });

  it('names the settings BLOB_STORE=s3 needs when they are missing', () => {
    expect(() => loadConfig({ ...S3, S3_BUCKET: '' })).toThrow(
      'BLOB_STORE=s3 needs S3_BUCKET: set it, or BLOB_STORE=disk',
    );
    expect(() => loadConfig({ ...S3, S3_REGION: undefined })).toThrow(
      'BLOB_STORE=s3 needs S3_REGION: set it, or BLOB_STORE=disk',
    );
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(
      'BLOB_STORE=s3 needs S3_BUCKET and S3_REGION: set them, or BLOB_STORE=disk',
    );
  });

  it('refuses one half of a key pair', () => {
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      "S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is not: set both, or neither to use the AWS SDK's own credentials",
    );
    expect(() => loadConfig({ ...S3, S3_ACCESS_KEY_ID: ' ' })).toThrow(
      "S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is not: set both, or neither to use the AWS SDK's own credentials",
    );
  });

  it('refuses an unknown store, a bad endpoint and a bad path-style flag', () => {
    expect(() => loadConfig({ BLOB_STORE: 'gcs' })).toThrow("BLOB_STORE must be disk or s3, got 'gcs'");
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      "S3_ENDPOINT must be an http(s) URL without a query, got 'minio:9000'",
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      "S3_FORCE_PATH_STYLE must be true or false, got 'maybe'",
    );
  });
});

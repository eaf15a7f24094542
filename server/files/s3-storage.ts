import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config-blob-store';
import {
  checkStorageKey,
  isStorageKey,
  MissingStoredFile,
  newTempPath,
  type FileStorage,
  type StoredEntry,
} from './file-storage';

// FileStorage on any S3-compatible object store (BLOB_STORE=s3): AWS S3, MinIO, Ceph, Garage, the
// clouds' S3 APIs. Objects sit under `uploads/<key>` in the bucket, the same path as on disk under
// DATA_DIR, so the bucket can later hold other kinds of blobs beside them. Uploads still arrive
// in a local temp file (hashed and metered as they stream), then go up in one PutObject.

const PREFIX = 'uploads/';

export function createS3Storage(settings: S3Settings, dataDir: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A copy: the configuration is frozen, and the SDK marks the credentials it is given.
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    // Checksums only where the API requires them: many S3-compatible stores do not take the
    // SDK's newer streamed (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => PREFIX + checkStorageKey(key);

  async function get(key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    tempPath: () => newTempPath(dataDir),
    async commit(tempPath, key) {
      const { size } = await stat(tempPath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(tempPath), ContentLength: size }),
      );
      await rm(tempPath, { force: true });
    },
    discard: (tempPath) => rm(tempPath, { force: true }),
    async remove(key) {
      // Deleting a missing object succeeds in S3's API.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    open: get,
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        const { ContentLength, LastModified, ETag } = head;
        return { key, bytes: ContentLength ?? 0, modifiedAt: LastModified ?? new Date(0), etag: ETag };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async withLocalCopy(key, fn) {
      const found = await get(key);
      if (!found) throw new MissingStoredFile(key);
      const localPath = await newTempPath(dataDir);
      try {
        await pipeline(found.stream, createWriteStream(localPath));
        return await fn(localPath);
      } finally {
        await rm(localPath, { force: true });
      }
    },
    list: () => listStored(client, Bucket),
  };
}

/** The bucket's stored files under uploads/, a page of ListObjectsV2 at a time. */
async function* listStored(client: S3Client, Bucket: string): AsyncIterable<StoredEntry[]> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
    const entries: StoredEntry[] = [];
    for (const object of page.Contents ?? []) {
      const key = object.Key?.slice(PREFIX.length) ?? '';
      // Anything else in the bucket is not ours to list (or to sweep).
      if (!object.Key?.startsWith(PREFIX) || !isStorageKey(key)) continue;
      entries.push({ key, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
    }
    if (entries.length > 0) yield entries;
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { fileStorageFor } from '../../server/files/blob-store';
import type { FileStorage } from '../../server/files/file-storage';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { call, createRun, makeExperiment } from '../support/api/run-support';
import { multipart, upload, waitForProfile, weatherCsv } from '../support/api/uploads';

// BLOB_STORE=s3 (docs/architecture.md, "Stored files and backups"): uploads and run artifacts go
// to an S3-compatible bucket (s3rver on loopback here), come back byte for byte, are profiled
// from it, and leave it with their upload or workspace. DATA_DIR keeps no upload's bytes.

let t: TestApp;
let s3: LocalS3;
let dataDir: string;
let storage: FileStorage;
let ada: SignedIn;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-uploads-s3-'));
  const env = { ...s3.env, DATA_DIR: dataDir };
  t = await createTestApp({ env });
  storage = fileStorageFor(loadConfig(env));
  ada = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (id: string) => `${id.slice(0, 2)}/${id}`;

/** What DATA_DIR/uploads holds besides uploads still arriving: nothing, with the bytes in a bucket. */
async function storedOnDisk(): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'uploads')).catch(() => []);
  return names.filter((name) => name !== 'incoming');
}

describe('uploads with BLOB_STORE=s3', () => {
  it('stores an upload in the bucket, downloads it byte for byte, profiles it, and deletes it', async () => {
    const fixture = weatherCsv();
    const created = await upload(t.app, ada, fixture);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await storage.stat(keyOf(id))).toMatchObject({ bytes: fixture.content.length });
    expect(await storedOnDisk()).toEqual([]);

    const download = await t.app.inject({ method: 'GET', url: `/v1/files/${id}`, headers: ada.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(fixture.content.length));
    expect(sha256(download.rawPayload)).toBe(sha256(fixture.content));
    expect(download.rawPayload.equals(fixture.content)).toBe(true);

    const profiled = await waitForProfile(t.app, ada, id);
    expect(profiled.profileStatus).toBe('ready');
    expect(profiled.profile.rowCount).toBeGreaterThan(0);
    // The profiler's local copy is gone once it has read it.
    expect(await readdir(path.join(dataDir, 'uploads', 'incoming'))).toEqual([]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/v1/datasets/${id}`, headers: ada.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await storage.stat(keyOf(id))).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: `/v1/files/${id}`, headers: ada.headers });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps a run's artifact in the bucket and removes it with its workspace", async () => {
    const made = await makeExperiment(t.app, ada, { workspace: 'Bucket lab' });
    const run = await createRun(t.app, ada, made.experimentId);
    const plot = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const { payload, contentType } = multipart([
      { field: 'file', fileName: 'loss.png', type: 'image/png', content: plot },
    ]);
    const logged = await t.app.inject({
      method: 'POST',
      url: `/v1/runs/${run.id}/artifacts?path=plots/loss.png`,
      headers: { ...ada.headers, 'content-type': contentType },
      payload,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const { fileId } = logged.json();
    const download = await t.app.inject({ method: 'GET', url: `/v1/files/${fileId}`, headers: ada.headers });
    expect(download.rawPayload.equals(plot)).toBe(true);
    expect(await storage.stat(keyOf(fileId))).toMatchObject({ bytes: plot.length });

    expect((await call(t.app, ada, 'DELETE', `/v1/workspaces/${made.workspaceId}`)).statusCode).toBe(200);
    expect(await storage.stat(keyOf(fileId))).toBeNull();
    expect(await storedOnDisk()).toEqual([]);
  });
});

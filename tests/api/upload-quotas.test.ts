import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageOf } from '../../server/files/upload-quota';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { createRun, makeExperiment } from '../support/api/run-support';
import { filesUnder, multipart, upload } from '../support/api/uploads';

// Per-user quotas on stored files (docs/product.md, "Quotas"): uploads and run artifacts together
// may take USER_STORAGE_QUOTA_MB (1 MB = 1,000,000 bytes here) and number USER_UPLOADS_PER_HOUR
// (4 here). A refusal keeps nothing: the user's earlier files and their accounting are unchanged.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-quotas-'));
  t = await createTestApp({
    startWorkers: false,
    env: { DATA_DIR: dataDir, MAX_UPLOAD_MB: '2', USER_STORAGE_QUOTA_MB: '1', USER_UPLOADS_PER_HOUR: '4' },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A CSV of exactly `bytes` bytes. */
function csvOf(bytes: number): Buffer {
  const rows = 'A,1\n'.repeat(Math.ceil(bytes / 4));
  return Buffer.from(('site,count\n' + rows).slice(0, bytes));
}

const uploadCsv = (who: SignedIn, name: string, bytes: number) =>
  upload(t.app, who, { fileName: name, type: 'text/csv', content: csvOf(bytes) });

async function uploaded(who: SignedIn, name: string, bytes: number): Promise<string> {
  const response = await uploadCsv(who, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const usage = (who: SignedIn) => usageOf(t.db, who.user.id, 4);

async function download(who: SignedIn, fileId: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/files/${fileId}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** Sends a multipart upload in chunks with no Content-Length, as a streaming client does. */
async function uploadChunked(who: SignedIn, content: Buffer): Promise<{ status: number; body: unknown }> {
  const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  const { payload, contentType } = multipart([{ field: 'file', fileName: 'stream.csv', type: 'text/csv', content }]);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: address.hostname,
        port: Number(address.port),
        method: 'POST',
        path: '/v1/files',
        headers: { ...who.headers, 'content-type': contentType, 'transfer-encoding': 'chunked' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', reject);
    for (let at = 0; at < payload.length; at += 64 * 1024) req.write(payload.subarray(at, at + 64 * 1024));
    req.end();
  });
}

const overQuota = (used: string) =>
  errorOf(
    `This upload would take you past your storage quota of 1 MB (${used} used). Delete files you no longer need, or ask an administrator to raise your quota.`,
    'payload_too_large',
  );

describe('the storage quota (USER_STORAGE_QUOTA_MB)', () => {
  it('refuses with 413 an upload that would pass it, naming the quota and what is used, and keeps the rest', async () => {
    const ada = await signIn(t.app);
    const firstId = await uploaded(ada, 'first.csv', 600_000);
    const before = await filesUnder(dataDir);
    const accounted = await usage(ada);

    const response = await uploadCsv(ada, 'second.csv', 400_001);
    expect([response.statusCode, response.json()]).toEqual([413, overQuota('600 kB')]);
    expect(response.headers.connection).toBe('close');

    // The earlier file is intact, no temp file is left, and the accounting has not moved.
    expect(await download(ada, firstId)).toEqual(csvOf(600_000));
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await usage(ada)).toEqual(accounted);
    expect(accounted.bytes).toBe(600_000);

    // What fits exactly is still taken.
    await uploaded(ada, 'fits.csv', 400_000);
    expect((await usage(ada)).bytes).toBe(1_000_000);
  });

  it('stops reading a body sent without a Content-Length once it would pass the quota', async () => {
    const ada = await signIn(t.app);
    const firstId = await uploaded(ada, 'first.csv', 700_000);
    const before = await filesUnder(dataDir);
    const answer = await uploadChunked(ada, csvOf(1_500_000));
    expect([answer.status, answer.body]).toEqual([413, overQuota('700 kB')]);
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await download(ada, firstId)).toEqual(csvOf(700_000));
    expect((await usage(ada)).bytes).toBe(700_000);
  });

  it('refuses unread a user whose quota is full, with the same words', async () => {
    const ada = await signIn(t.app);
    await uploaded(ada, 'all.csv', 1_000_000);
    const response = await uploadCsv(ada, 'more.csv', 10);
    expect([response.statusCode, response.json()]).toEqual([413, overQuota('1 MB')]);
  });

  it('counts run artifacts and uploads together, and refuses an artifact past it', async () => {
    const ada = await signIn(t.app);
    await uploaded(ada, 'data.csv', 500_000);
    const run = await createRun(t.app, ada, (await makeExperiment(t.app, ada)).experimentId);
    const log = (bytes: number, name: string) => {
      const { payload, contentType } = multipart([
        { field: 'file', fileName: name, type: 'application/octet-stream', content: Buffer.alloc(bytes, 7) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/runs/${run.id}/artifacts`,
        headers: { ...ada.headers, 'content-type': contentType },
        payload,
      });
    };
    expect((await log(300_000, 'model.bin')).statusCode).toBe(201);
    expect((await usage(ada)).bytes).toBe(800_000);

    const refused = await log(200_001, 'weights.bin');
    expect([refused.statusCode, refused.json()]).toEqual([413, overQuota('800 kB')]);
    expect((await usage(ada)).bytes).toBe(800_000);
    const listed = await t.app.inject({ method: 'GET', url: `/v1/runs/${run.id}`, headers: ada.headers });
    expect(listed.json().artifacts.map((a: { name: string }) => a.name)).toEqual(['model.bin']);

    // Another user's quota is their own.
    const bob = await signIn(t.app);
    await uploaded(bob, 'bob.csv', 900_000);
  });

  it('lets only one of two uploads at once take the last of the quota', async () => {
    const ada = await signIn(t.app);
    const before = await filesUnder(dataDir);
    // Both pass the check before reading; the one that stores second finds the quota taken.
    const answers = await Promise.all([uploadCsv(ada, 'one.csv', 600_000), uploadCsv(ada, 'two.csv', 600_000)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)!.json()).toEqual(overQuota('600 kB'));
    expect((await usage(ada)).bytes).toBe(600_000);
    expect((await filesUnder(dataDir)).length).toBe(before.length + 1);
  });

  it('frees what a deleted upload took', async () => {
    const ada = await signIn(t.app);
    const id = await uploaded(ada, 'big.csv', 900_000);
    expect((await uploadCsv(ada, 'next.csv', 200_000)).statusCode).toBe(413);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v1/datasets/${id}`, headers: ada.headers });
    expect(deleted.statusCode).toBe(204);
    await uploaded(ada, 'next.csv', 200_000);
  });
});

describe('files per hour (USER_UPLOADS_PER_HOUR)', () => {
  it('refuses the fifth file of the hour with 429 and Retry-After, keeping the four', async () => {
    const ada = await signIn(t.app);
    const ids = [];
    for (const name of ['a.csv', 'b.csv', 'c.csv', 'd.csv']) ids.push(await uploaded(ada, name, 100));
    const accounted = await usage(ada);
    const before = await filesUnder(dataDir);

    const response = await uploadCsv(ada, 'e.csv', 100);
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    // The oldest of the four leaves the hour first: within the hour from now.
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(response.json()).toEqual(
      errorOf(
        `You have stored 4 files in the last hour, the most allowed per hour. Try again in ${Math.ceil(wait / 60)} minutes, or ask an administrator to raise the limit.`,
        'rate_limited',
      ),
    );
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await usage(ada)).toEqual(accounted);
    for (const id of ids) expect(await download(ada, id)).toEqual(csvOf(100));
  });

  it('counts artifacts too, and lets a user store again once the hour has passed', async () => {
    const ada = await signIn(t.app);
    for (const name of ['a.csv', 'b.csv', 'c.csv']) await uploaded(ada, name, 100);
    const run = await createRun(t.app, ada, (await makeExperiment(t.app, ada)).experimentId);
    const log = () => {
      const { payload, contentType } = multipart([
        { field: 'file', fileName: 'notes.txt', type: 'text/plain', content: 'hello' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/runs/${run.id}/artifacts?path=${Math.random()}`,
        headers: { ...ada.headers, 'content-type': contentType },
        payload,
      });
    };
    expect((await log()).statusCode).toBe(201);
    const refused = await log();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail.error.message).toMatch(/^You have stored 4 files in the last hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // An hour later, as the files' times say, there is room again.
    await t.db.execute(
      sql`UPDATE dataset_files SET created_at = created_at - interval '61 minutes' WHERE owner_id = ${ada.user.id}`,
    );
    expect((await log()).statusCode).toBe(201);
  });
});

import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { datasets } from '../../server/db/schema/datasets';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { filesUnder, multipart, rowsOf, upload, uploadParts } from '../support/api/uploads';

// What an upload refuses, and what a refused or abandoned upload leaves behind: nothing, neither
// a file in the storage nor a row. The limit here is MAX_UPLOAD_MB=1 (1,000,000 bytes).

let t: TestApp;
let dataDir: string;
let ada: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-refusals-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' } });
  ada = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A CSV of exactly `bytes` bytes. */
function csvOf(bytes: number): Buffer {
  const header = 'site,count\n';
  const rows = 'A,1\n'.repeat(Math.ceil(bytes / 4));
  return Buffer.from((header + rows).slice(0, bytes));
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asserts the user has no dataset and no dataset activity, and the storage holds no new file. */
async function expectNothingLeft(who: SignedIn, filesBefore: string[]): Promise<void> {
  expect(await filesUnder(dataDir)).toEqual(filesBefore);
  expect(await t.db.select().from(datasets).where(eq(datasets.ownerId, who.user.id))).toEqual([]);
  const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, who.user.id));
  expect(logged.filter((row) => row.entityType === 'dataset')).toEqual([]);
}

describe('a file over MAX_UPLOAD_MB', () => {
  it('is refused with 413 as it streams, and nothing is kept', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await upload(t.app, carol, { fileName: 'big.csv', type: 'text/csv', content: csvOf(1_000_001) });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      errorOf('File is larger than the 1 MB limit', 'payload_too_large'),
    ]);
    // The rest of a refused body is not read: the connection ends after the answer.
    expect(response.headers.connection).toBe('close');
    await expectNothingLeft(carol, before);
  });

  it('is refused unread when its declared length is far past the limit', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await upload(t.app, carol, { fileName: 'huge.csv', type: 'text/csv', content: csvOf(2_500_000) });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      errorOf('File is larger than the 1 MB limit', 'payload_too_large'),
    ]);
    await expectNothingLeft(carol, before);
  });

  it('is accepted at exactly the limit', async () => {
    const response = await upload(t.app, ada, { fileName: 'edge.csv', type: 'text/csv', content: csvOf(1_000_000) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().size).toBe(1_000_000);
  });
});

describe('refusals before anything is stored', () => {
  it('refuses a file type it cannot profile with 415', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await upload(t.app, carol, {
      fileName: 'notes.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: Buffer.from('PK\u0003\u0004 not a table'),
    });
    expect([response.statusCode, response.json()]).toEqual([
      415,
      errorOf('Unsupported file type: only CSV, TSV, JSON lines and Parquet can be uploaded', 'unsupported_media_type'),
    ]);
    await expectNothingLeft(carol, before);
  });

  it.each([
    ['no file part', [{ field: 'note', content: 'just a field' }]],
    ['a file under another name', [{ field: 'upload', fileName: 'a.csv', type: 'text/csv', content: 'a\n1\n' }]],
    ['no parts at all', []],
  ])('answers 400 for %s', async (_, parts) => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await uploadParts(t.app, carol, parts);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      errorOf("Choose a file to upload: the request has no 'file' part", 'validation_error'),
    ]);
    await expectNothingLeft(carol, before);
  });

  it('answers 400 for an empty file, and removes what it began to store', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await upload(t.app, carol, { fileName: 'empty.csv', type: 'text/csv', content: Buffer.alloc(0) });
    expect([response.statusCode, response.json()]).toEqual([400, errorOf('The file is empty', 'validation_error')]);
    await expectNothingLeft(carol, before);
  });

  it.each([
    ['a body that is not multipart at all', 'multipart/form-data; boundary=x', 'garbage, no boundary in sight'],
    ['a Content-Type without a boundary', 'multipart/form-data', 'garbage'],
    [
      'a part that never ends',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\n1,2',
    ],
  ])('answers 400 for %s', async (_, contentType, payload) => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/files',
      headers: { ...carol.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail.error.type).toMatch(/^(bad_request|validation_error)$/);
    await expectNothingLeft(carol, before);
  });

  it('answers 415 to a JSON body, and 401 without sign-in', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/v1/files', headers: ada.headers, payload: { file: 'x' } });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      errorOf('Content-Type must be multipart/form-data', 'unsupported_media_type'),
    ]);
    const { payload, contentType } = multipart([
      { field: 'file', fileName: 'a.csv', type: 'text/csv', content: 'a\n1\n' },
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/files',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('still refuses a multipart body on an operation that takes JSON', async () => {
    const { payload, contentType } = multipart([{ field: 'name', content: 'Lab' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers: { ...ada.headers, 'content-type': contentType },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([
      415,
      errorOf('Content-Type must be application/json', 'unsupported_media_type'),
    ]);
  });
});

describe('a failure while storing', () => {
  it('rolls the rows back and removes the file already moved into place', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    // The activity row is written last, after the file was moved to its key: make exactly it fail.
    await t.db.execute(
      sql.raw(`ALTER TABLE activity_logs ADD CONSTRAINT no_doomed CHECK (message NOT LIKE 'Uploaded ''doomed%')`),
    );
    try {
      const response = await upload(t.app, carol, { fileName: 'doomed.csv', type: 'text/csv', content: csvOf(5_000) });
      expect([response.statusCode, response.json()]).toEqual([
        500,
        errorOf('An unexpected error occurred', 'internal_error'),
      ]);
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE activity_logs DROP CONSTRAINT no_doomed'));
    }
    await expectNothingLeft(carol, before);
    const orphans = await rowsOf(
      t.db,
      sql`SELECT id FROM pgboss.job WHERE name = 'dataset-profile' AND data->>'datasetId' NOT IN (SELECT id FROM datasets)`,
    );
    expect(orphans).toEqual([]);
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no file and no row', async () => {
    const carol = await signIn(t.app);
    const before = await filesUnder(dataDir);
    const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    const head =
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="half.csv"\r\nContent-Type: text/csv\r\n\r\n';
    const socket = net.connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    socket.write(
      'POST /v1/files HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: Bearer ${carol.accessToken}\r\n` +
        'Content-Type: multipart/form-data; boundary=cut\r\n' +
        // Promises 900 kB, sends 200 kB of it.
        `Content-Length: ${head.length + 900_000}\r\n\r\n${head}${'site,count\n'}${'A,1\n'.repeat(50_000)}`,
    );
    // The server is writing the upload to a temp file when the client vanishes.
    await until(async () => (await filesUnder(dataDir)).some((file) => file.startsWith('incoming')));
    socket.destroy();
    await until(async () => (await filesUnder(dataDir)).length === before.length);
    await expectNothingLeft(carol, before);
  });
});

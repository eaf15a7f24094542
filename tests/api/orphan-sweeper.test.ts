import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, storageKeyFor, type FileStorage } from '../../server/files/file-storage';
import { ORPHAN_AGE_MS, sweepOrphans } from '../../server/files/orphan-sweeper';
import { createS3Storage } from '../../server/files/s3-storage';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { createRun, makeExperiment } from '../support/api/run-support';
import { multipart, upload, weatherCsv } from '../support/api/uploads';

// The orphan sweeper on both stores (docs/architecture.md, "Stored files and backups"): a stored
// file no upload's or artifact's row names goes once it is an hour old; a named one stays, and
// so does a young orphan, which may belong to a transaction still open.

let t: TestApp;
let s3: LocalS3;
let dataDir: string;
let ada: SignedIn;
/** Keys the database names: an upload's and an artifact's. */
let named: string[];

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-sweeper-'));
  t = await createTestApp({ startWorkers: false, env: { DATA_DIR: dataDir } });
  ada = await signIn(t.app);
  const uploaded = await upload(t.app, ada, weatherCsv());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { experimentId } = await makeExperiment(t.app, ada);
  const run = await createRun(t.app, ada, experimentId);
  const { payload, contentType } = multipart([
    { field: 'file', fileName: 'a.txt', type: 'text/plain', content: Buffer.from('x') },
  ]);
  const logged = await t.app.inject({
    method: 'POST',
    url: `/v1/runs/${run.id}/artifacts`,
    headers: { ...ada.headers, 'content-type': contentType },
    payload,
  });
  expect(logged.statusCode, logged.body).toBe(201);
  named = [storageKeyFor(uploaded.json().id), storageKeyFor(logged.json().fileId)];
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const STORES: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(dataDir)],
  ['s3', () => createS3Storage(s3.settings, dataDir)],
];

describe.each(STORES)('sweepOrphans on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  async function put(key: string): Promise<void> {
    const temp = await storage.tempPath();
    await writeFile(temp, `bytes of ${key}`);
    await storage.commit(temp, key);
  }

  it('removes only the files no row names, once they are an hour old', async () => {
    // On disk the app stored the named files already; in the bucket they are put here.
    for (const key of named) if (!(await storage.stat(key))) await put(key);
    const orphans = [storageKeyFor(randomUUID()), storageKeyFor(randomUUID())];
    for (const key of orphans) await put(key);

    // Young, they stay: their rows may still be on their way.
    const early = await sweepOrphans(t.db, storage);
    expect(early.removed).toEqual([]);
    for (const key of orphans) expect(await storage.stat(key)).not.toBeNull();

    const later = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
    const swept = await sweepOrphans(t.db, storage, { now: later });
    expect(swept.removed.sort()).toEqual([...orphans].sort());
    expect(swept.seen).toBe(named.length + orphans.length);
    for (const key of orphans) expect(await storage.stat(key)).toBeNull();
    for (const key of named) expect(await storage.stat(key)).not.toBeNull();

    // Nothing is left to remove the second time.
    expect((await sweepOrphans(t.db, storage, { now: later })).removed).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { datasetFiles, datasets } from '../../server/db/schema/datasets';
import { createDiskStorage, storageKeyFor } from '../../server/files/file-storage';
import { runProfileJob, type ProfileJobContext } from '../../server/files/profile-job';
import { insertUpload } from '../../server/files/upload-store';
import { PROFILE_QUEUE } from '../../server/jobs/queue-names';
import { startEngineWorker } from '../../server/roles/engine-worker';
import { createTestApp, signIn, testConfig, testDatabase, type SignedIn, type TestApp } from '../support/api/harness';
import { rowsOf, upload, waitForProfile, weatherCsv } from '../support/api/uploads';

// Profiles run on the worker role only: an app without workers (the HTTP thread of `npm start`)
// queues them, and the worker role makes them. A profile job for an upload deleted meanwhile does
// nothing; a failure that may pass is retried, and the last try stores why it gave up.

let t: TestApp;
let dataDir: string;
let ada: SignedIn;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-profiling-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, startWorkers: false });
  ada = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const statusOf = async (id: string) =>
  (await t.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, id)))[0]?.profileStatus;
const activityOf = (id: string) => t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));

describe('where profiles run', () => {
  it('an app without workers only queues the profile; the worker role makes it', async () => {
    const response = await upload(t.app, ada, weatherCsv());
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const queued = await rowsOf(
      t.db,
      sql`SELECT state FROM pgboss.job WHERE name = ${PROFILE_QUEUE} AND id = ${id}::uuid`,
    );
    expect(queued).toEqual([{ state: 'created' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(id)).toBe('pending');

    const worker = await startEngineWorker(testConfig({ DATA_DIR: dataDir }), await testDatabase(), log);
    try {
      const dataset = await waitForProfile(t.app, ada, id);
      expect(dataset).toMatchObject({ profileStatus: 'ready', profile: { rowCount: 40 } });
    } finally {
      await worker.stop();
    }
  });
});

describe('a profile job', () => {
  const storage = () => createDiskStorage(dataDir);
  const context = (signal = new AbortController().signal): ProfileJobContext => ({
    db: t.db,
    storage: storage(),
    log,
    signal,
  });
  const first = { retryCount: 0, retryLimit: 2 };
  const last = { retryCount: 2, retryLimit: 2 };

  /** An upload's rows whose file is not in the storage (yet, or any more). */
  async function pendingUpload(): Promise<string> {
    const id = randomUUID();
    await t.db.transaction((tx) =>
      insertUpload(tx, {
        id,
        ownerId: ada.user.id,
        fileName: 'readings.csv',
        mediaType: 'text/csv',
        format: 'csv',
        bytes: 20,
        sha256: '0'.repeat(64),
        storageKey: storageKeyFor(id),
      }),
    );
    return id;
  }

  it('does nothing for an upload deleted before it ran', async () => {
    const id = await pendingUpload();
    await t.db.delete(datasets).where(eq(datasets.id, id));
    await runProfileJob(context(), { datasetId: id }, first);
    expect(await activityOf(id)).toEqual([]);
  });

  it('does nothing for an upload deleted while it ran', async () => {
    const id = await pendingUpload();
    // A file large enough (about 3 MB) that the delete lands while it is read, or even before.
    const [header, ...rows] = weatherCsv().content.toString().trimEnd().split('\n');
    const big = `${header}\n${`${rows.join('\n')}\n`.repeat(2_000)}`;
    await storage().commit(await writeTemp(big), storageKeyFor(id));
    const running = runProfileJob(context(), { datasetId: id }, first);
    await t.db.delete(datasets).where(eq(datasets.id, id));
    await running;
    expect(await activityOf(id)).toEqual([]);
    expect(await t.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, id))).toEqual([]);
  });

  it('is retried when the failure may pass, and the last try stores why it gave up', async () => {
    const id = await pendingUpload();
    // No file in the storage: not the file's fault, so not a reason to give up at once.
    await expect(runProfileJob(context(), { datasetId: id }, first)).rejects.toThrow(
      `No stored file under '${storageKeyFor(id)}'`,
    );
    expect(await statusOf(id)).toBe('pending');
    await runProfileJob(context(), { datasetId: id }, last);
    const [file] = await t.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, id));
    expect(file).toMatchObject({ profileStatus: 'failed', profileError: 'The file could not be profiled' });
    const logged = await activityOf(id);
    expect(logged).toEqual([
      expect.objectContaining({ action: 'dataset.profile_failed', level: 'warning', userId: ada.user.id }),
    ]);
  });

  it('leaves the upload pending when its worker stops mid-profile, to run again', async () => {
    const id = await pendingUpload();
    await storage().commit(await writeTemp(weatherCsv().content.toString()), storageKeyFor(id));
    const stopping = new AbortController();
    stopping.abort();
    await expect(runProfileJob(context(stopping.signal), { datasetId: id }, last)).rejects.toThrow();
    expect(await statusOf(id)).toBe('pending');
    expect(await activityOf(id)).toEqual([]);
  });

  it('runs once: a second try after the profile was stored does nothing', async () => {
    const id = await pendingUpload();
    await storage().commit(await writeTemp(weatherCsv().content.toString()), storageKeyFor(id));
    await runProfileJob(context(), { datasetId: id }, first);
    await runProfileJob(context(), { datasetId: id }, first);
    expect(await statusOf(id)).toBe('ready');
    const logged = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'dataset.profiled')));
    expect(logged).toHaveLength(1);
  });

  async function writeTemp(text: string): Promise<string> {
    const temp = await storage().tempPath();
    await writeFile(temp, text);
    return temp;
  }
});

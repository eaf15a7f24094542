import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { datasetFiles, datasets } from '../../server/db/schema/datasets';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import {
  filesUnder,
  indicatorsJsonl,
  patientsTsv,
  sensorsParquet,
  upload,
  uploadParts,
  waitForProfile,
  weatherCsv,
  type Fixture,
} from '../support/api/uploads';

// Uploads become datasets (docs/product.md, "Datasets"): the file streams to DATA_DIR/uploads
// with its hash, its rows and its profile job commit together, and the profile follows in the
// background. Downloads give back the same bytes; another user's upload is not found; deleting
// an upload removes its rows and its file. Refusals and failures: upload-refusals.test.ts.

let t: TestApp;
let dataDir: string;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });
const remove = (id: string, who = ada) =>
  t.app.inject({ method: 'DELETE', url: `/v1/datasets/${id}`, headers: who.headers });

async function uploaded(fixture: Fixture, who = ada): Promise<string> {
  const response = await upload(t.app, who, fixture);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('POST /v1/files', () => {
  it('stores a CSV as an upload dataset with its hash, and answers the attachment', async () => {
    const fixture = weatherCsv();
    const response = await upload(t.app, ada, fixture);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'weather-stations.csv',
      type: 'text/csv',
      url: `/v1/files/${body.id}`,
      size: fixture.content.length,
      datasetId: body.id,
      sha256: sha256(fixture.content),
    });

    const [row] = await t.db.select().from(datasets).where(eq(datasets.id, body.id));
    expect(row).toMatchObject({
      kind: 'upload',
      ownerId: ada.user.id,
      name: 'weather-stations',
      formats: ['CSV'],
      access: 'private',
      description: '',
    });
    const [file] = await t.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, body.id));
    expect(file).toMatchObject({ originalName: 'weather-stations.csv', format: 'csv', bytes: fixture.content.length });
    // The bytes live under a key the server chose, never under the user's file name.
    expect(file.storageKey).toBe(`${body.id.slice(0, 2)}/${body.id}`);
    expect(await readFile(path.join(dataDir, 'uploads', file.storageKey))).toEqual(fixture.content);

    const logged = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, body.id), eq(activityLogs.action, 'dataset.uploaded')));
    expect(logged).toEqual([
      expect.objectContaining({
        userId: ada.user.id,
        entityType: 'dataset',
        message: "Uploaded 'weather-stations.csv' (1.5 kB)",
      }),
    ]);
  });

  it('profiles a CSV in the background: rows, column types, nulls, and the columns become its variables', async () => {
    const id = await uploaded(weatherCsv());
    const dataset = await waitForProfile(t.app, ada, id);
    expect(dataset).toMatchObject({ profileStatus: 'ready', profileError: null });
    expect(dataset.profile.rowCount).toBe(40);
    const columns = dataset.profile.columns.map((c: { name: string; type: string; nullCount: number }) => [
      c.name,
      c.type,
      c.nullCount,
    ]);
    expect(columns).toEqual([
      ['station_id', 'string', 0],
      ['observed_on', 'date', 0],
      ['temperature_c', 'number', 0],
      ['rainfall_mm', 'number', 1],
      ['wind_kmh', 'integer', 0],
      ['condition', 'string', 0],
    ]);
    expect(dataset.variables).toEqual(columns.map(([name]: string[]) => name));
    expect(dataset.file).toMatchObject({ name: 'weather-stations.csv', format: 'csv', url: `/v1/files/${id}` });
    const [profiled] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'dataset.profiled')));
    expect(profiled.message).toBe("Profiled 'weather-stations' (1.5 kB): 40 rows, 6 columns");
  });

  it.each([
    ['TSV', patientsTsv(), 'tsv', 25, ['patient_id', 'age', 'sex', 'systolic_bp', 'enrolled']],
    [
      'JSON lines',
      indicatorsJsonl(),
      'jsonl',
      30,
      ['country', 'year', 'gdp_per_capita_usd', 'unemployment_rate', 'eu_member'],
    ],
    ['Parquet', sensorsParquet(), 'parquet', 50, ['sensor', 'reading', 'battery_pct']],
  ] as const)('stores and profiles %s', async (_, fixture, format, rowCount, names) => {
    const response = await upload(t.app, ada, fixture);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sha256).toBe(sha256(fixture.content));
    const dataset = await waitForProfile(t.app, ada, response.json().id);
    expect(dataset).toMatchObject({ profileStatus: 'ready', file: { format } });
    expect(dataset.profile.rowCount).toBe(rowCount);
    expect(dataset.profile.columns.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it('types an upload by its format when the client sent a generic or a different type', async () => {
    const jsonl = await upload(t.app, ada, indicatorsJsonl());
    expect(jsonl.json()).toMatchObject({ name: 'indicators.jsonl', type: 'application/x-ndjson' });
    const csv = await upload(t.app, ada, { ...weatherCsv(), type: 'text/html' });
    expect(csv.json()).toMatchObject({ name: 'weather-stations.csv', type: 'text/csv' });
    expect((await get(`/v1/files/${csv.json().id}`)).headers['content-type']).toBe('text/csv');
  });
});

describe('a file that cannot be profiled', () => {
  it('ends failed, naming the line at fault, and stays downloadable', async () => {
    const lines = ['site,sampled_on,colonies', 'A,2024-01-01,31', 'B,2024-01-02,28', 'C,2024-01-03,40'];
    const content = Buffer.from(
      [...lines, 'D,2024-01-04,35', 'E,2024-01-05,22', 'F,2024-01-06', 'G,2024-01-07,19'].join('\n'),
    );
    const id = await uploaded({ fileName: 'colonies.csv', type: 'text/csv', content });
    const dataset = await waitForProfile(t.app, ada, id);
    expect(dataset).toMatchObject({
      profileStatus: 'failed',
      profile: null,
      profileError: 'Malformed CSV at line 7: expected 3 fields, found 2',
    });
    const [logged] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'dataset.profile_failed')));
    expect(logged).toMatchObject({
      level: 'warning',
      message: "Could not profile 'colonies': Malformed CSV at line 7: expected 3 fields, found 2",
    });
    expect((await get(`/v1/files/${id}`)).rawPayload).toEqual(content);
  });
});

describe('GET /v1/files/{fileId}', () => {
  it('gives back the same bytes, with the original name and media type', async () => {
    const fixture = { ...patientsTsv(), fileName: 'Données patients “2024”.tsv' };
    const id = await uploaded(fixture);
    const response = await get(`/v1/files/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(fixture.content);
    expect(response.headers['content-type']).toBe('text/tab-separated-values');
    expect(response.headers['content-length']).toBe(String(fixture.content.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Donn_es patients _2024_.tsv"; filename*=UTF-8''Donn%C3%A9es%20patients%20%E2%80%9C2024%E2%80%9D.tsv`,
    );
  });

  it('answers 404 when the file has gone missing from the storage', async () => {
    const id = await uploaded(weatherCsv());
    await waitForProfile(t.app, ada, id);
    await rm(path.join(dataDir, 'uploads', id.slice(0, 2), id));
    const response = await get(`/v1/files/${id}`);
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('File not found', 'not_found')]);
  });
});

describe("another user's upload", () => {
  it('is not found to get, download or delete, and stays as it was', async () => {
    const id = await uploaded(weatherCsv());
    expect((await get(`/v1/datasets/${id}`, bob)).json()).toEqual(errorOf('Dataset not found', 'not_found'));
    const download = await get(`/v1/files/${id}`, bob);
    expect([download.statusCode, download.json()]).toEqual([404, errorOf('File not found', 'not_found')]);
    const deleted = await remove(id, bob);
    expect([deleted.statusCode, deleted.json()]).toEqual([404, errorOf('Dataset not found', 'not_found')]);
    expect((await get(`/v1/datasets/${id}`)).statusCode).toBe(200);
    expect((await get(`/v1/files/${id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /v1/datasets/{datasetId}', () => {
  it('removes the rows, then the file, and logs it', async () => {
    const id = await uploaded(weatherCsv());
    await waitForProfile(t.app, ada, id);
    const key = `${id.slice(0, 2)}/${id}`;
    expect(await filesUnder(dataDir)).toContain(key);

    const response = await remove(id);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(datasets).where(eq(datasets.id, id))).toEqual([]);
    expect(await t.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, id))).toEqual([]);
    expect(await filesUnder(dataDir)).not.toContain(key);
    const [logged] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'dataset.deleted')));
    expect(logged).toMatchObject({ entityType: 'dataset', message: "Deleted dataset 'weather-stations'" });

    expect((await get(`/v1/datasets/${id}`)).statusCode).toBe(404);
    expect((await get(`/v1/files/${id}`)).statusCode).toBe(404);
    expect((await remove(id)).json()).toEqual(errorOf('Dataset not found', 'not_found'));
  });

  it('deletes the rows even when the file cannot be removed', async () => {
    const id = await uploaded(weatherCsv());
    await waitForProfile(t.app, ada, id);
    // A directory where the file was: removing it fails after the rows are gone.
    const stored = path.join(dataDir, 'uploads', id.slice(0, 2), id);
    await rm(stored);
    await mkdir(path.join(stored, 'in-the-way'), { recursive: true });
    expect((await remove(id)).statusCode).toBe(204);
    expect(await t.db.select().from(datasets).where(eq(datasets.id, id))).toEqual([]);
    await rm(stored, { recursive: true });
  });

  it('refuses a catalogue dataset with 409 and keeps it', async () => {
    const [entry] = await t.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.kind, 'catalogue'))
      .limit(1);
    const response = await remove(entry.id);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      errorOf('Catalogue datasets cannot be deleted', 'conflict'),
    ]);
    expect((await get(`/v1/datasets/${entry.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a dataset that never existed', async () => {
    expect((await remove('no-such-dataset')).json()).toEqual(errorOf('Dataset not found', 'not_found'));
  });
});

describe('GET /v1/config', () => {
  it('turns fileUpload on, now that every files operation has a handler', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.json().features.fileUpload).toBe(true);
  });
});

it('stores bytes only under keys the server chose, never under a path the client named', async () => {
  const response = await uploadParts(t.app, ada, [
    { field: 'file', fileName: '../../escape.csv', type: 'text/csv', content: 'site,count\nA,1\n' },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().name).toBe('escape.csv');
  // Every file in the storage is a stored upload: no temp file is left behind either.
  const files = await filesUnder(dataDir);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(file))).toEqual([]);
});

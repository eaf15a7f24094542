import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { datasetFiles, datasets } from '../../server/db/schema/datasets';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, createToken, makeExperiment } from '../support/api/run-support';
import { filesUnder, multipart, type Part } from '../support/api/uploads';

// A run's artifacts (docs/product.md, "Runs and metrics"): a file of any type logged in one
// multipart call under a path of the run's own, listed with the run and downloaded from
// /v1/files/{fileId}. They are not datasets. A personal access token may log them and nothing
// more; another user's run is a 404 like a missing one. The limit here is MAX_UPLOAD_MB=1.

let t: TestApp;
let dataDir: string;
let ada: SignedIn;
let experimentId: string;
type Who = { headers: { authorization: string } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-artifacts-'));
  t = await createTestApp({ startWorkers: false, env: { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' } });
  ada = await signIn(t.app);
  experimentId = (await makeExperiment(t.app, ada)).experimentId;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A PNG's signature and a few bytes: what matters is that they come back unchanged.
const PLOT = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

function logParts(who: Who, runId: string, parts: Part[], artifactPath?: string) {
  const { payload, contentType } = multipart(parts);
  const query = artifactPath === undefined ? '' : `?path=${encodeURIComponent(artifactPath)}`;
  return t.app.inject({
    method: 'POST',
    url: `/v1/runs/${runId}/artifacts${query}`,
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
}

/** Logs one file part; type undefined sends none, as Python's requests does. */
const logFile = (who: Who, runId: string, file: Omit<Part, 'field'>, artifactPath?: string) =>
  logParts(who, runId, [{ field: 'file', ...file }], artifactPath);

const artifactsOf = async (who: Who, runId: string) =>
  (await call(t.app, who, 'GET', `/v1/runs/${runId}`)).json().artifacts as { name: string; fileId: string }[];

describe('POST /v1/runs/{runId}/artifacts', () => {
  it('logs a plot in one call, lists it with the run, and downloads the same bytes as a PNG', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const response = await logFile(
      ada,
      run.id,
      { fileName: 'fig1.png', type: 'image/png', content: PLOT },
      'plots/loss.png',
    );
    expect(response.statusCode, response.body).toBe(201);
    const artifact = response.json();
    expect(artifact).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'plots/loss.png',
      size: PLOT.length,
      mediaType: 'image/png',
      sha256: sha256(PLOT),
      url: `/v1/files/${artifact.fileId}`,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(await artifactsOf(ada, run.id)).toEqual([artifact]);
    const download = await call(t.app, ada, 'GET', artifact.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PLOT)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="loss.png"; filename*=UTF-8''loss.png`);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, run.id));
    expect(logged.filter((l) => l.action === 'run.artifact_logged').map((l) => l.message)).toEqual([
      `Logged artifact 'plots/loss.png' (16 B) to run '${run.name}'`,
    ]);
  });

  it('takes any type, names it after the file by default, and gives a generic type the extension', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const sent = [
      { fileName: 'model.pt', type: 'application/octet-stream', content: Buffer.from([0x80, 2, 0x8a, 0x0a]) },
      { fileName: 'config.yaml', content: 'lr: 0.01\nepochs: 3\n' },
      { fileName: 'analysis.ipynb', type: 'application/x-ipynb+json', content: '{"cells": []}' },
      { fileName: 'train.log', type: 'text/plain', content: 'epoch 1 loss 0.42\n' },
      { fileName: '_SUCCESS', content: '' },
    ];
    for (const file of sent) expect((await logFile(ada, run.id, file)).statusCode).toBe(201);
    const listed = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json().artifacts;
    expect(listed.map((a: { name: string; mediaType: string; size: number }) => [a.name, a.mediaType, a.size])).toEqual(
      [
        ['_SUCCESS', 'application/octet-stream', 0],
        ['analysis.ipynb', 'application/x-ipynb+json', 13],
        ['config.yaml', 'application/yaml', 19],
        ['model.pt', 'application/octet-stream', 4],
        ['train.log', 'text/plain', 18],
      ],
    );
  });

  it('is not a dataset: never listed, searched or profiled as one', async () => {
    const carol = await signIn(t.app);
    const run = await createRun(t.app, carol, (await makeExperiment(t.app, carol)).experimentId);
    const table = 'station,temperature\nLIS-01,18.5\n';
    const logged = await logFile(carol, run.id, { fileName: 'stations.csv', type: 'text/csv', content: table });
    expect(logged.statusCode, logged.body).toBe(201);
    const mine = await call(t.app, carol, 'GET', '/v1/datasets?scope=mine');
    expect([mine.statusCode, mine.json().items]).toEqual([200, []]);
    const search = await call(t.app, carol, 'GET', '/v1/datasets?q=stations');
    expect(search.json().items.map((d: { id: string }) => d.id)).not.toContain(logged.json().fileId);
    expect(await t.db.select().from(datasets).where(eq(datasets.ownerId, carol.user.id))).toEqual([]);
    expect(await t.db.select().from(datasetFiles).where(eq(datasetFiles.ownerId, carol.user.id))).toEqual([]);
  });

  it('answers a retry of the same content with what it logged, and refuses other content at a taken path', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const first = await logFile(ada, run.id, {
      fileName: 'metrics.json',
      type: 'application/json',
      content: '{"f1": 0.8}',
    });
    const before = await filesUnder(dataDir);
    const retry = await logFile(ada, run.id, {
      fileName: 'metrics.json',
      type: 'application/json',
      content: '{"f1": 0.8}',
    });
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    const other = await logFile(ada, run.id, {
      fileName: 'metrics.json',
      type: 'application/json',
      content: '{"f1": 0.9}',
    });
    expect([other.statusCode, other.json()]).toEqual([
      409,
      errorOf("The run already has an artifact at 'metrics.json'; log this file under another path", 'conflict'),
    ]);
    expect(await filesUnder(dataDir)).toEqual(before);
    expect((await artifactsOf(ada, run.id)).map((a) => a.fileId)).toEqual([first.json().fileId]);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, run.id));
    expect(logged.filter((l) => l.action === 'run.artifact_logged')).toHaveLength(1);
  });

  it('goes with its run, bytes and all, when the workspace holding the run is deleted', async () => {
    const made = await makeExperiment(t.app, ada, { workspace: 'Short-lived lab' });
    const run = await createRun(t.app, ada, made.experimentId);
    const before = await filesUnder(dataDir);
    const artifact = (await logFile(ada, run.id, { fileName: 'notes.txt', content: 'gone soon' })).json();
    expect((await filesUnder(dataDir)).length).toBe(before.length + 1);
    expect((await call(t.app, ada, 'DELETE', `/v1/workspaces/${made.workspaceId}`)).statusCode).toBe(200);
    expect(await filesUnder(dataDir)).toEqual(before);
    const download = await call(t.app, ada, 'GET', artifact.url);
    expect([download.statusCode, download.json()]).toEqual([404, errorOf('File not found', 'not_found')]);
  });
});

describe('refusals, which store nothing', () => {
  async function expectRefused(response: Awaited<ReturnType<typeof logParts>>, status: number, error: object) {
    expect([response.statusCode, response.json()]).toEqual([status, error]);
  }

  it('refuses a file over MAX_UPLOAD_MB with 413, in the words of /v1/files', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const before = await filesUnder(dataDir);
    const big = Buffer.alloc(1_000_001, 7);
    const response = await logFile(ada, run.id, { fileName: 'weights.bin', content: big });
    await expectRefused(response, 413, errorOf('File is larger than the 1 MB limit', 'payload_too_large'));
    expect(response.headers.connection).toBe('close');
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await artifactsOf(ada, run.id)).toEqual([]);
  });

  it("refuses a request without a 'file' part with 400", async () => {
    const run = await createRun(t.app, ada, experimentId);
    const missing = errorOf("Choose a file to upload: the request has no 'file' part", 'validation_error');
    await expectRefused(await logParts(ada, run.id, [{ field: 'note', content: 'no file' }], 'a.txt'), 400, missing);
    const renamed = [{ field: 'upload', fileName: 'a.txt', content: 'x' }];
    await expectRefused(await logParts(ada, run.id, renamed), 400, missing);
    expect(await artifactsOf(ada, run.id)).toEqual([]);
  });

  it('refuses a path that is not plain relative segments with 400 naming it', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const before = await filesUnder(dataDir);
    const file = { fileName: 'plot.png', type: 'image/png', content: PLOT };
    for (const bad of ['/etc/passwd', 'a/../b', '..', 'a//b', 'plots/', 'a\\b', 'tab\there', ' lead/x']) {
      const response = await logFile(ada, run.id, file, bad);
      expect([response.statusCode, response.json().detail.error.message], bad).toEqual([
        400,
        expect.stringContaining(`Artifact path '${bad}'`),
      ]);
    }
    for (const bad of ['', 'x'.repeat(501)]) expect((await logFile(ada, run.id, file, bad)).statusCode).toBe(400);
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await artifactsOf(ada, run.id)).toEqual([]);
    // A file name with folders in it gives its base name only as the default path.
    const named = await logFile(ada, run.id, { ...file, fileName: '../../etc/plot.png' });
    expect([named.statusCode, named.json().name]).toEqual([201, 'plot.png']);
  });

  it("is a 404 for a missing run and for another user's, logging nothing", async () => {
    const bob = await signIn(t.app);
    const adasRun = await createRun(t.app, ada, experimentId);
    const before = await filesUnder(dataDir);
    const file = { fileName: 'plot.png', type: 'image/png', content: PLOT };
    for (const [who, runId] of [
      [bob, adasRun.id],
      [ada, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      await expectRefused(await logFile(who, runId, file), 404, errorOf('Run not found', 'not_found'));
    }
    expect(await filesUnder(dataDir)).toEqual(before);
    expect(await artifactsOf(ada, adasRun.id)).toEqual([]);
  });

  it('refuses a JSON body with 415: the file comes in the call itself', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const response = await call(t.app, ada, 'POST', `/v1/runs/${run.id}/artifacts`, {
      fileId: '00000000-0000-4000-8000-000000000000',
    });
    await expectRefused(response, 415, errorOf('Content-Type must be multipart/form-data', 'unsupported_media_type'));
    expect(await artifactsOf(ada, run.id)).toEqual([]);
  });

  it("does not download another user's artifact", async () => {
    const bob = await signIn(t.app);
    const run = await createRun(t.app, ada, experimentId);
    const artifact = (await logFile(ada, run.id, { fileName: 'secret.txt', content: 'mine' })).json();
    const response = await call(t.app, bob, 'GET', artifact.url);
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('File not found', 'not_found')]);
  });
});

describe('a personal access token', () => {
  it('logs a file as an artifact of its run in one call', async () => {
    const pat = await createToken(t.app, ada);
    const run = await createRun(t.app, pat, experimentId);
    const response = await logFile(pat, run.id, { fileName: 'loss.svg', content: '<svg/>' }, 'plots/loss.svg');
    expect([response.statusCode, response.json().mediaType], response.body).toEqual([201, 'image/svg+xml']);
    // The owner sees it among the run's artifacts; a token reads no run's artifacts.
    expect((await artifactsOf(ada, run.id)).map((a) => a.name)).toEqual(['plots/loss.svg']);
  });

  it('cannot download an artifact, upload a dataset, or read the uploads: a 403 that says what a token is for', async () => {
    const pat = await createToken(t.app, ada);
    const run = await createRun(t.app, pat, experimentId);
    const artifact = (await logFile(pat, run.id, { fileName: 'weights.pt', content: 'tensor' })).json();
    const refused = errorOf('An access token can only log and read runs. Sign in to do anything else.', 'forbidden');
    for (const [method, url] of [
      ['GET', artifact.url],
      ['GET', '/v1/datasets'],
      ['DELETE', `/v1/datasets/${artifact.fileId}`],
    ] as const) {
      const response = await call(t.app, pat, method, url);
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([403, refused]);
    }
    const { payload, contentType } = multipart([
      { field: 'file', fileName: 'a.csv', type: 'text/csv', content: 'a\n1\n' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/files',
      headers: { ...pat.headers, 'content-type': contentType },
      payload,
    });
    expect([upload.statusCode, upload.json()]).toEqual([403, refused]);
    expect((await call(t.app, ada, 'GET', artifact.url)).statusCode).toBe(200);
  });

  it("cannot log to another user's run", async () => {
    const bobs = await createToken(t.app, await signIn(t.app));
    const run = await createRun(t.app, ada, experimentId);
    const response = await logFile(bobs, run.id, { fileName: 'x.txt', content: 'x' });
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    expect(await artifactsOf(ada, run.id)).toEqual([]);
  });
});

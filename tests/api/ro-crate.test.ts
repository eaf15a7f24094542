import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '../../server/db/schema/experiments';
import { datasets } from '../../server/db/schema/datasets';
import { ideas } from '../../server/db/schema/ideas';
import { runArtifacts } from '../../server/db/schema/runs';
import { CRATE_DOWNLOAD_LIMIT } from '../../server/handlers/research-objects';
import { spokenWait } from '../../server/http/fixed-windows';
import { CRATE_MESSAGES } from '../../server/research-objects/crate-download';
import { createTestApp, errorOf, signIn, type SignedIn } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment } from '../support/api/run-support';
import { multipart } from '../support/api/uploads';
import { convertedIdea, triggerVibe, vibeTestApp, waitForVibe, type VibeTestApp } from '../support/api/vibe-support';
import { echoAnswer } from '../support/literature-stubs/echo';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../support/literature-stubs/stub-server';
import { readZip } from '../support/read-zip';
import { validateCrate } from '../support/ro-crate-validate';
import { graphOf, linked, type Crate } from '../support/ro-crate-graph';

// An experiment out as an RO-Crate (docs/product.md, "Research objects out"): a session that read
// literature through a loopback OpenAlex, its idea converted with an upload attached, coded by the
// offline coding agent, and run twice with params, metrics and an artifact. The zip is read back,
// its metadata validated by the `ro-crate` library, every file it names found in the zip, and the
// provenance followed from a run's result to the literature.

let stub: LiteratureStub;
let t: VibeTestApp;
let ada: SignedIn;
let experimentId: string;
const PLOT = Buffer.from('loss curve as a PNG stand-in');

async function download(who: SignedIn, id: string) {
  return t.app.inject({ method: 'GET', url: `/v1/experiments/${id}/ro-crate`, headers: who.headers });
}

async function crateOf(id: string): Promise<{ zip: Buffer; files: Map<string, Buffer>; crate: Crate }> {
  const response = await download(ada, id);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-ro-crate\.zip"/);
  const zip = response.rawPayload;
  const files = readZip(zip);
  return { zip, files, crate: JSON.parse(files.get('ro-crate-metadata.json')!.toString('utf8')) };
}

async function logArtifact(runId: string, path: string, content: Buffer) {
  const { payload, contentType } = multipart([{ field: 'file', fileName: path.split('/').pop(), content }]);
  const logged = await t.app.inject({
    method: 'POST',
    url: `/v1/runs/${runId}/artifacts?path=${encodeURIComponent(path)}`,
    headers: { ...ada.headers, 'content-type': contentType },
    payload,
  });
  expect(logged.statusCode, logged.body).toBe(201);
}

/** Ada's own review of the idea, and her verdict preferring it over another idea of its session. */
async function judgeAsAda(ideaId: string) {
  const [{ sessionId }] = await t.db.select({ sessionId: ideas.sessionId }).from(ideas).where(eq(ideas.id, ideaId));
  const [other] = await t.db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.sessionId, sessionId), ne(ideas.id, ideaId)));
  const reviewed = await t.app.inject({
    method: 'PUT',
    url: `/v1/ideas/${ideaId}/my-review`,
    headers: ada.headers,
    payload: { novelty: 4, correctness: 3, feasibility: 5, text: 'Cheap to run in our wards.' },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  const judged = await call(t.app, ada, 'POST', `/v1/sessions/${sessionId}/verdicts`, {
    preferredId: ideaId,
    otherId: other.id,
    reason: 'It needs no new staff.',
  });
  expect(judged.statusCode, judged.body).toBeLessThan(300);
}

async function logRun(name: string, lr: string, accuracy: number[]) {
  const run = await createRun(t.app, ada, experimentId, { name });
  const metrics = accuracy.map((value, step) => ({
    key: 'accuracy',
    value,
    step,
    timestamp: new Date().toISOString(),
  }));
  const batch = await logBatch(t.app, ada, run.id, {
    batchId: `${name}-1`,
    params: [{ key: 'lr', value: lr }],
    metrics,
  });
  expect(batch.statusCode, batch.body).toBe(200);
  await logArtifact(run.id, 'plots/loss curve.png', PLOT);
  return run;
}

beforeAll(async () => {
  stub = await startLiteratureStub();
  stub.answerWith(PATHS.openalex, echoAnswer('openalex'));
  t = await vibeTestApp({
    env: { LITERATURE_OPENALEX_URL: stub.baseUrls.openalex, LITERATURE_CONTACT_EMAIL: 'lab@example.org' },
  });
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  const idea = await convertedIdea(t.app, ada);
  const vibe = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
  expect((await waitForVibe(t.app, ada, vibe)).status).toBe('completed');
  await judgeAsAda(idea.id);
  const attached = await call(t.app, ada, 'POST', `/v1/ideas/${idea.id}/datasets`, { datasetId: 'era5' });
  expect(attached.statusCode, attached.body).toBe(201);
  [{ id: experimentId }] = await t.db
    .select({ id: experiments.id })
    .from(experiments)
    .where(eq(experiments.ideaId, idea.id));
  const patch = await call(t.app, ada, 'PATCH', `/v1/experiments/${experimentId}`, {
    primaryMetric: { name: 'accuracy', direction: 'maximize' },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  await logRun('baseline', '0.1', [0.5, 0.61]);
  await logRun('tuned', '0.01', [0.6, 0.83, 0.8]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('GET /v1/experiments/{id}/ro-crate', () => {
  it('is a zip the unzip tool accepts, whose metadata the ro-crate library validates with no errors', async () => {
    const { zip, files, crate } = await crateOf(experimentId);
    const scratch = mkdtempSync(join(tmpdir(), 'labforge-crate-'));
    try {
      writeFileSync(join(scratch, 'crate.zip'), zip);
      expect(() => execFileSync('unzip', ['-tq', join(scratch, 'crate.zip')])).not.toThrow();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const results = await validateCrate(crate, [...files.keys()]);
    expect(results.filter((r) => r.status === 'error')).toEqual([]);
    expect(results.filter((r) => r.status === 'warning')).toEqual([]);
    expect(results.some((r) => r.id === 'contextName' && r.status === 'success')).toBe(true);
  });

  it('holds every file its metadata names, and names every file it holds', async () => {
    const { files, crate } = await crateOf(experimentId);
    const graph = graphOf(crate);
    const named = [...graph.values()].filter((e) => [e['@type']].flat().includes('File')).map((e) => e['@id']);
    expect(new Set(named)).toEqual(new Set([...files.keys()].filter((p) => p !== 'ro-crate-metadata.json')));
    expect(named).toEqual(expect.arrayContaining(['idea.md', 'plan.md', 'workflow.json']));
    const artifacts = named.filter((p) => p.endsWith('/artifacts/plots/loss-curve.png'));
    expect(artifacts).toHaveLength(2);
    for (const path of artifacts) expect(files.get(path)).toEqual(PLOT);
    expect(named.some((p) => p.startsWith('datasets/') && p.endsWith('.csv'))).toBe(true);
    expect(named.some((p) => p.startsWith('code/') && p.endsWith('.bundle'))).toBe(true);
    expect(files.get('idea.md')!.toString()).toMatch(/^# .+\n[\s\S]*## Hypothesis\n/);
    expect(JSON.parse(files.get('workflow.json')!.toString()).definition.nodes.length).toBeGreaterThan(0);
  });

  it('follows the provenance from a run’s artifact back to the literature', async () => {
    const { crate } = await crateOf(experimentId);
    const graph = graphOf(crate);
    const actions = [...graph.values()].filter((e) => e['@type'] === 'CreateAction');
    const makerOf = (id: string) => actions.find((a) => linked(a, 'result').includes(id));
    const artifact = [...graph.keys()].find((id) => id.includes('tuned') && id.endsWith('loss-curve.png'))!;
    const run = makerOf(artifact)!;
    expect(run).toMatchObject({ name: 'Run tuned', agent: { '@id': expect.stringMatching(/^#person-/) } });
    expect(graph.get(linked(run, 'agent')[0])).toMatchObject({ '@type': 'Person', name: 'Ada Lovelace' });
    const params = linked(run, 'object')
      .map((id) => graph.get(id)!)
      .filter((e) => e['@type'] === 'PropertyValue');
    expect(params).toEqual([expect.objectContaining({ name: 'lr', value: '0.01' })]);
    const metric = linked(run, 'result')
      .map((id) => graph.get(id)!)
      .find((e) => e.name === 'accuracy');
    expect(metric).toMatchObject({ value: 0.8, minValue: 0.6, maxValue: 0.83 });
    const [code] = linked(run, 'instrument');
    expect(code).toMatch(/^code\/.+\.bundle$/);
    const coding = makerOf(code)!;
    const codeInputs = linked(coding, 'object');
    expect(codeInputs).toContain('workflow.json');
    expect(codeInputs.some((id) => id.startsWith('datasets/'))).toBe(true);
    const conversion = makerOf('workflow.json')!;
    const converted = linked(conversion, 'object');
    expect(converted).toContain('idea.md');
    const review = graph.get(converted.find((id) => id.startsWith('#review-'))!)!;
    expect(converted.some((id) => id.startsWith('#match-'))).toBe(true);
    const works = linked(review, 'isBasedOn');
    expect(works.length).toBeGreaterThan(0);
    expect(graph.get(works[0])).toMatchObject({ '@type': 'ScholarlyArticle', name: expect.any(String) });
  });

  it('names a catalogue dataset by its landing page, with its licence, publisher and citation', async () => {
    const { crate } = await crateOf(experimentId);
    const [era5] = await t.db.select().from(datasets).where(eq(datasets.id, 'era5'));
    expect(era5.landingUrl).toMatch(/^https:/);
    const entity = graphOf(crate).get(era5.landingUrl!);
    expect(entity).toMatchObject({
      '@type': 'Dataset',
      name: era5.name,
      url: era5.landingUrl,
      publisher: era5.publisher,
      license: era5.licence ?? undefined,
    });
    const coding = graphOf(crate).get('#action-coding')!;
    expect(linked(coding, 'object')).toContain(era5.landingUrl);
  });

  it('says who did what: the researcher’s own review and verdict are hers, the agents’ the Co-Scientist’s', async () => {
    const { crate } = await crateOf(experimentId);
    const graph = graphOf(crate);
    const person = [...graph.values()].find((e) => e['@type'] === 'Person' && e.name === 'Ada Lovelace')!;
    const byAuthor = (type: string, author: string) =>
      [...graph.values()].filter((e) => e['@type'] === type && linked(e, 'author')[0] === author);
    const [mine] = byAuthor('Review', person['@id']);
    expect(mine).toMatchObject({ name: 'A researcher’s review', reviewBody: 'Cheap to run in our wards.' });
    expect(linked(mine, 'isBasedOn')).toEqual([]);
    expect(byAuthor('Review', '#labforge-co-scientist').length).toBeGreaterThan(0);
    const [verdict] = byAuthor('CreativeWork', person['@id']);
    expect(verdict.description).toMatch(
      /^Won against '.+' by a researcher's verdict, counted as 3 matches, because "It needs no new staff\."\. Elo \d+ → \d+\.$/,
    );
    // People are named, never given by their e-mail address.
    expect(JSON.stringify(crate)).not.toContain(ada.user.email);
  });

  it('gives a valid crate for an experiment with no runs and no code', async () => {
    const bare = await makeExperiment(t.app, ada, { workspace: 'Bare lab' });
    const { files, crate } = await crateOf(bare.experimentId);
    expect([...files.keys()].sort()).toEqual(['idea.md', 'plan.md', 'ro-crate-metadata.json', 'workflow.json']);
    const results = await validateCrate(crate, [...files.keys()]);
    expect(results.filter((r) => r.status === 'error')).toEqual([]);
  });

  it('is refused in words when a file it names is missing from storage', async () => {
    const made = await makeExperiment(t.app, ada, { workspace: 'Lost files lab' });
    const run = await createRun(t.app, ada, made.experimentId, { name: 'lost' });
    await logArtifact(run.id, 'weights.bin', Buffer.from('weights'));
    const [artifact] = await t.db.select().from(runArtifacts).where(eq(runArtifacts.runId, run.id));
    rmSync(join(t.dataDir, 'uploads', artifact.storageKey));
    const response = await download(ada, made.experimentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      errorOf(
        "The file 'runs/lost/artifacts/weights.bin' is missing from storage, so the crate cannot be made. Ask an administrator to restore it from a backup.",
        'conflict',
      ),
    );
  });

  it('counts each user’s crates, and refuses one past the budget with 429, the wait and Retry-After', async () => {
    const carol = await signIn(t.app);
    const made = await makeExperiment(t.app, carol, { workspace: 'Busy lab' });
    for (let i = 0; i < CRATE_DOWNLOAD_LIMIT.max; i++) {
      const response = await download(carol, made.experimentId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(CRATE_DOWNLOAD_LIMIT.max - i - 1));
    }
    const refused = await download(carol, made.experimentId);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CRATE_DOWNLOAD_LIMIT.windowMs / 1000);
    expect(refused.json()).toEqual(errorOf(CRATE_MESSAGES.tooManyDownloads(spokenWait(wait)), 'rate_limited'));
    // Someone else's budget is their own.
    expect((await download(ada, made.experimentId)).statusCode).toBe(404);
    expect((await download(ada, experimentId)).statusCode).toBe(200);
  });

  it('is not found for someone who is not a member of the workspace, nor is its lineage', async () => {
    const stranger = await signIn(t.app);
    for (const url of [`/v1/experiments/${experimentId}/ro-crate`, `/v1/experiments/${experimentId}/lineage`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Experiment not found', 'not_found'));
    }
  });
});

describe('GET /v1/experiments/{id}/lineage', () => {
  it('names each link of the chain and the best run by the primary metric', async () => {
    const response = await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/lineage`);
    expect(response.statusCode, response.body).toBe(200);
    const lineage = response.json();
    expect(lineage.idea).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(lineage.literature.length).toBeGreaterThan(0);
    expect(lineage.reviews).toMatchObject({ count: expect.any(Number), byResearchers: 1 });
    expect(lineage.reviews.count).toBeGreaterThan(1);
    expect(lineage.matches).toMatchObject({ byResearchers: 1 });
    expect(lineage.workflow).toMatchObject({ id: expect.any(String) });
    expect(lineage.datasets).toContainEqual(expect.objectContaining({ kind: 'upload' }));
    expect(lineage.code).toMatchObject({ language: expect.any(String) });
    expect(lineage.runs.map((r: { name: string }) => r.name)).toEqual(['tuned', 'baseline']);
    expect(lineage.result).toEqual({
      runId: lineage.runs[0].id,
      runName: 'tuned',
      metric: 'accuracy',
      direction: 'maximize',
      value: 0.83,
    });
  });

  it('takes the lowest value for a metric to minimize, over every run', async () => {
    const set = (direction: string) =>
      call(t.app, ada, 'PATCH', `/v1/experiments/${experimentId}`, { primaryMetric: { name: 'accuracy', direction } });
    expect((await set('minimize')).statusCode).toBe(200);
    try {
      const lineage = (await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/lineage`)).json();
      expect(lineage.result).toMatchObject({ runName: 'baseline', direction: 'minimize', value: 0.5 });
      expect(lineage.runs.map((r: { value: number }) => r.value)).toEqual([0.6, 0.5]);
    } finally {
      await set('maximize');
    }
  });
});

describe('a crate past RO_CRATE_MAX_MB', () => {
  it('is refused in words before a byte of the zip is sent', async () => {
    const small = await createTestApp({ env: { RO_CRATE_MAX_MB: '1' } });
    try {
      const bob = await signIn(small.app);
      const made = await makeExperiment(small.app, bob);
      const run = await createRun(small.app, bob, made.experimentId);
      const { payload, contentType } = multipart([
        {
          field: 'file',
          fileName: 'weights.bin',
          type: 'application/octet-stream',
          content: Buffer.alloc(1_100_000, 7),
        },
      ]);
      const logged = await small.app.inject({
        method: 'POST',
        url: `/v1/runs/${run.id}/artifacts`,
        headers: { ...bob.headers, 'content-type': contentType },
        payload,
      });
      expect(logged.statusCode, logged.body).toBe(201);
      const response = await small.app.inject({
        method: 'GET',
        url: `/v1/experiments/${made.experimentId}/ro-crate`,
        headers: bob.headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorOf(
          /^This experiment's files come to 1\.1 MB, more than the 1 MB an RO-Crate download may hold\. Download its largest run artifacts from their runs instead\.$/,
          'conflict',
        ),
      );
    } finally {
      await small.close();
    }
  }, 60_000);
});

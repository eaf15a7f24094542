import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '../../server/db/schema/experiments';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment, points, type MadeExperiment } from '../support/api/run-support';

// The metric leaderboard: each run's best value in the metric's direction (asked, else declared
// by an experiment, else what its name implies), ties to the earlier run, across experiments and
// workspaces, filtered by workspace, dataset and start time, each row with its provenance.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let e1: MadeExperiment;
let e2: MadeExperiment;
let e3: MadeExperiment;
const run: Record<string, string> = {};

async function loggedRun(name: string, experimentId: string, startedAt: string, metrics: Record<string, number[]>) {
  const created = await createRun(t.app, ada, experimentId, { name, startedAt });
  const batch = Object.entries(metrics).flatMap(([key, values]) => points(key, values));
  const response = await logBatch(t.app, ada, created.id, { batchId: 'all', metrics: batch });
  expect(response.statusCode, response.body).toBe(200);
  run[name] = created.id;
}

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  e1 = await makeExperiment(t.app, ada, { workspace: 'Vision lab', goal: 'Faster training', idea: 'Warm restarts' });
  e2 = await makeExperiment(t.app, ada, { workspaceId: e1.workspaceId, goal: 'Better data', idea: 'Label smoothing' });
  e3 = await makeExperiment(t.app, ada, { workspace: 'Audio lab', goal: 'Speech', idea: 'Mixup' });
  await t.db
    .update(experiments)
    .set({ datasets: ['mnist'] })
    .where(eq(experiments.id, e2.experimentId));
  const primary = await call(t.app, ada, 'PATCH', `/v1/experiments/${e1.experimentId}`, {
    primaryMetric: { name: 'loss', direction: 'minimize' },
  });
  expect(primary.statusCode, primary.body).toBe(200);
  // Created in this order; r4 started first, so it wins its tie with r1 and r3.
  await loggedRun('r1', e1.experimentId, '2026-11-01T10:00:00.000Z', { accuracy: [0.5, 0.8, 0.6], loss: [0.7, 0.2] });
  await loggedRun('r2', e2.experimentId, '2026-11-02T10:00:00.000Z', { accuracy: [0.9], loss: [0.3] });
  await loggedRun('r3', e3.experimentId, '2026-11-03T10:00:00.000Z', { accuracy: [0.8], val_rmse: [0.4, 0.1] });
  await loggedRun('r4', e1.experimentId, '2026-10-31T10:00:00.000Z', { accuracy: [0.8], throughput: [120] });
  const bobs = await makeExperiment(t.app, bob);
  const bobRun = await createRun(t.app, bob, bobs.experimentId);
  await logBatch(t.app, bob, bobRun.id, { batchId: 'b', metrics: points('accuracy', [0.99]) });
});
afterAll(() => t.close());

const board = async (key: string, query = '', who = ada) => {
  const response = await call(t.app, who, 'GET', `/v1/leaderboards/metrics/${key}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const order = (body: { items: Array<{ run: { id: string }; value: number }> }) =>
  body.items.map((row) => [Object.keys(run).find((name) => run[name] === row.run.id), row.value]);

describe('GET /v1/leaderboards/metrics', () => {
  it("lists the caller's metric keys with their direction and run count, opening on an experiment's primary metric", async () => {
    expect((await call(t.app, ada, 'GET', '/v1/leaderboards/metrics')).json()).toEqual({
      items: [
        { key: 'accuracy', direction: 'maximize', runCount: 4 },
        { key: 'loss', direction: 'minimize', runCount: 2 },
        { key: 'throughput', direction: 'maximize', runCount: 1 },
        // No experiment declares it: an RMSE is better lower.
        { key: 'val_rmse', direction: 'minimize', runCount: 1 },
      ],
      // e1 judges its runs by loss; e2 and e3 are newer, but their runs never logged their primary metric.
      defaultKey: 'loss',
    });
  });

  it('opens on the key most runs logged when no experiment logged its primary metric', async () => {
    expect((await call(t.app, bob, 'GET', '/v1/leaderboards/metrics')).json()).toEqual({
      items: [{ key: 'accuracy', direction: 'maximize', runCount: 1 }],
      defaultKey: 'accuracy',
    });
  });
});

describe('GET /v1/leaderboards/metrics/{key}', () => {
  it('ranks runs by their best value, highest first by default, ties to the earlier run', async () => {
    const body = await board('accuracy');
    expect(body).toMatchObject({ key: 'accuracy', direction: 'maximize', total: 4, page: 1 });
    expect(order(body)).toEqual([
      ['r2', 0.9],
      ['r4', 0.8],
      ['r1', 0.8],
      ['r3', 0.8],
    ]);
    expect(body.items.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4]);
  });

  it('gives each row its run and provenance: experiment, idea, session, goal and workspace', async () => {
    const row = (await board('accuracy')).items[2];
    expect(row).toEqual({
      rank: 3,
      value: 0.8,
      step: 1,
      run: {
        id: run.r1,
        name: 'r1',
        status: 'running',
        startedAt: '2026-11-01T10:00:00.000Z',
        createdBy: { id: ada.user.id, name: ada.user.name },
      },
      experiment: { id: e1.experimentId, name: 'Warm restarts' },
      idea: { id: e1.ideaId, title: 'Warm restarts' },
      session: { id: e1.sessionId, name: expect.stringMatching(/^Faster training — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/) },
      goal: { id: e1.goalId, title: 'Faster training' },
      workspace: { id: e1.workspaceId, name: 'Vision lab' },
      role: 'owner',
    });
  });

  it("follows a direction an experiment declares, lowest first, and the query's direction over it", async () => {
    const loss = await board('loss');
    expect(loss.direction).toBe('minimize');
    expect(order(loss)).toEqual([
      ['r1', 0.2],
      ['r2', 0.3],
    ]);
    const named = await board('val_rmse');
    expect([named.direction, order(named)]).toEqual(['minimize', [['r3', 0.1]]]);
    const asked = await board('accuracy', '?direction=minimize');
    expect(order(asked)).toEqual([
      ['r1', 0.5],
      ['r4', 0.8],
      ['r3', 0.8],
      ['r2', 0.9],
    ]);
  });

  it('filters by workspace, dataset and start time', async () => {
    expect(order(await board('accuracy', `?workspaceId=${e3.workspaceId}`))).toEqual([['r3', 0.8]]);
    expect(order(await board('accuracy', '?dataset=mnist'))).toEqual([['r2', 0.9]]);
    const window = await board('accuracy', '?since=2026-11-01T00:00:00Z&until=2026-11-03T00:00:00Z');
    expect(order(window)).toEqual([
      ['r2', 0.9],
      ['r1', 0.8],
    ]);
    expect(await board('accuracy', '?dataset=imagenet')).toMatchObject({ total: 0, items: [] });
  });

  it('pages, ranks counting from the page start', async () => {
    const page = await board('accuracy', '?page=2&pageSize=3');
    expect(page).toMatchObject({ total: 4, page: 2, totalPages: 2, hasPrevious: true, hasMore: false });
    expect(page.items.map((row: { rank: number; run: { id: string } }) => [row.rank, row.run.id])).toEqual([
      [4, run.r3],
    ]);
  });

  it("shows nobody else's runs, and answers a key the caller never logged with 404", async () => {
    const bobs = await board('accuracy', '', bob);
    expect(bobs.total).toBe(1);
    expect(bobs.items[0].run.id).not.toBe(run.r1);
    const never = await call(t.app, bob, 'GET', '/v1/leaderboards/metrics/loss');
    expect([never.statusCode, never.json()]).toEqual([404, errorOf('Metric not found', 'not_found')]);
  });

  it('refuses a direction it does not know', async () => {
    const response = await call(t.app, ada, 'GET', '/v1/leaderboards/metrics/accuracy?direction=up');
    expect(response.statusCode).toBe(400);
  });
});

describe('the primary metric of an experiment', () => {
  it('is the first planned metric until one is set, and null sets it back', async () => {
    const url = `/v1/experiments/${e3.experimentId}`;
    const before = (await call(t.app, ada, 'GET', url)).json();
    expect(before.primaryMetric).toEqual({ name: before.metrics[0].name, direction: before.metrics[0].direction });
    const set = await call(t.app, ada, 'PATCH', url, { primaryMetric: { name: 'wer', direction: 'minimize' } });
    // Its run r3 started it.
    expect(set.json()).toMatchObject({ primaryMetric: { name: 'wer', direction: 'minimize' }, status: 'running' });
    const both = await call(t.app, ada, 'PATCH', url, { status: 'completed', primaryMetric: null });
    expect(both.json()).toMatchObject({ primaryMetric: before.primaryMetric, status: 'completed' });
    const logged = await call(
      t.app,
      ada,
      'GET',
      `/v1/logs?entityId=${e3.experimentId}&action=experiment.primary_metric_set`,
    );
    expect(logged.json().total).toBe(2);
  });

  it('refuses a direction it does not know and an empty change', async () => {
    const url = `/v1/experiments/${e3.experimentId}`;
    const bad = await call(t.app, ada, 'PATCH', url, { primaryMetric: { name: 'wer', direction: 'down' } });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, ada, 'PATCH', url, {})).statusCode).toBe(400);
  });
});

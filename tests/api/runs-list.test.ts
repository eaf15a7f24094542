import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment } from '../support/api/run-support';

// The runs list: latest metric values with each run, filtered by metrics, params and tags in
// MLflow's words, sorted by any metric or param (runs without the key last), and paged.

let t: TestApp;
let ada: SignedIn;
let experimentId: string;
const ids: Record<string, string> = {};

// name: [loss values by step, lr, optimizer tag, status]
const RUNS = {
  alpha: { loss: [0.9, 0.3], lr: '0.1', stage: 'dev', startedAt: '2026-11-01T10:00:00.000Z' },
  beta: { loss: [0.8, 0.5], lr: '0.01', stage: 'prod', startedAt: '2026-11-02T10:00:00.000Z' },
  gamma: { loss: [0.4], lr: '1e-3', stage: 'prod', startedAt: '2026-11-03T10:00:00.000Z' },
  delta: { loss: [], lr: 'auto', stage: 'dev', startedAt: '2026-11-04T10:00:00.000Z' },
} as const;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  experimentId = (await makeExperiment(t.app, ada)).experimentId;
  for (const [name, run] of Object.entries(RUNS)) {
    const created = await createRun(t.app, ada, experimentId, { name, startedAt: run.startedAt });
    ids[name] = created.id;
    const batch = await logBatch(t.app, ada, created.id, {
      batchId: 'only',
      metrics: run.loss.map((value, step) => ({ key: 'loss', value, step })),
      params: [{ key: 'lr', value: run.lr }],
      tags: [{ key: 'stage', value: run.stage }],
    });
    expect(batch.statusCode, batch.body).toBe(200);
  }
  await call(t.app, ada, 'PATCH', `/v1/runs/${ids.delta}`, { status: 'failed' });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/runs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = async (query: string) => (await list(query)).items.map((r: { name: string }) => r.name);
const encoded = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

describe('GET /v1/experiments/{experimentId}/runs', () => {
  it('lists the runs newest first with params, tags and their latest metric values', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20, hasMore: false });
    expect(body.items.map((r: { name: string }) => r.name)).toEqual(['delta', 'gamma', 'beta', 'alpha']);
    expect(body.items[3]).toMatchObject({
      id: ids.alpha,
      experimentId,
      status: 'running',
      params: { lr: '0.1' },
      tags: { stage: 'dev' },
      latestMetrics: { loss: { value: 0.3, step: 1 } },
    });
    expect(body.items[0]).toMatchObject({ status: 'failed', latestMetrics: {} });
  });

  it('sorts by a metric either way, runs without it last', async () => {
    expect(await names('?sortBy=metrics.loss&order=asc')).toEqual(['alpha', 'gamma', 'beta', 'delta']);
    expect(await names('?sortBy=metrics.loss&order=desc')).toEqual(['beta', 'gamma', 'alpha', 'delta']);
  });

  it('sorts by a param as a number when it is one, then as text', async () => {
    expect(await names('?sortBy=params.lr&order=asc')).toEqual(['gamma', 'beta', 'alpha', 'delta']);
    expect(await names('?sortBy=name&order=asc')).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    expect(await names('?sortBy=startedAt&order=asc')).toEqual(['alpha', 'beta', 'gamma', 'delta']);
  });

  it('filters by the latest metric value, params (as numbers or text) and tags', async () => {
    expect(await names(encoded('metrics.loss < 0.45'))).toEqual(['gamma', 'alpha']);
    expect(await names(encoded('metrics.loss >= 0.4 and tags.stage = prod'))).toEqual(['gamma', 'beta']);
    expect(await names(encoded('params.lr < 0.05'))).toEqual(['gamma', 'beta']);
    expect(await names(encoded("params.lr = 'auto'"))).toEqual(['delta']);
    expect(await names(encoded('params.lr = 0.001'))).toEqual(['gamma']);
    expect(await names(encoded('tags.stage != prod'))).toEqual(['delta', 'alpha']);
    expect(await names(encoded('metrics.accuracy > 0'))).toEqual([]);
  });

  it('filters by status and by a name search, and pages', async () => {
    expect(await names('?status=failed')).toEqual(['delta']);
    expect(await names('?search=ETA')).toEqual(['beta']);
    const paged = await list('?page=2&pageSize=3&sortBy=name&order=asc');
    expect(paged).toMatchObject({ total: 4, page: 2, totalPages: 2, hasPrevious: true, hasMore: false });
    expect(paged.items.map((r: { name: string }) => r.name)).toEqual(['gamma']);
  });

  it('refuses a filter it cannot read, naming the clause', async () => {
    const response = await call(
      t.app,
      ada,
      'GET',
      `/v1/experiments/${experimentId}/runs${encoded('metrics.loss < 1 and attributes.status = x')}`,
    );
    expect([response.statusCode, response.json()]).toEqual([
      400,
      errorOf(/^filter: cannot read 'attributes\.status = x'/, 'validation_error'),
    ]);
    const tagOrder = await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/runs${encoded('tags.stage > a')}`);
    expect(tagOrder.json()).toEqual(
      errorOf("filter: 'tags.stage > a' compares a tag with other than = or !=", 'validation_error'),
    );
  });

  it('refuses a sort it does not know', async () => {
    const response = await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/runs?sortBy=tags.stage`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error.message).toMatch(/^sortBy: /);
  });

  it("answers another user's experiment with 404", async () => {
    const bob = await signIn(t.app);
    const response = await call(t.app, bob, 'GET', `/v1/experiments/${experimentId}/runs`);
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Experiment not found', 'not_found')]);
  });
});

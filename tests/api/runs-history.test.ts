import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment, points } from '../support/api/run-support';

// A metric's history: every point of a short series, and a long one downsampled on the server
// (LTTB) to at most maxPoints, keeping its first and last points and its spikes.

let t: TestApp;
let ada: SignedIn;
let runId: string;
const LENGTH = 2500;
const SPIKE_STEP = 1234;
const valueAt = (step: number) => (step === SPIKE_STEP ? 50 : Math.sin(step / 40));

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  const { experimentId } = await makeExperiment(t.app, ada);
  runId = (await createRun(t.app, ada, experimentId)).id;
  for (let from = 0; from < LENGTH; from += 1000) {
    const values = Array.from({ length: Math.min(1000, LENGTH - from) }, (_, i) => valueAt(from + i));
    const response = await logBatch(t.app, ada, runId, {
      batchId: `part-${from}`,
      metrics: points('train/loss', values, from),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  await logBatch(t.app, ada, runId, { batchId: 'short', metrics: points('acc', [0.1, 0.2, 0.3]) });
});
afterAll(() => t.close());

const history = (key: string, query = '', who = ada) =>
  call(t.app, who, 'GET', `/v1/runs/${runId}/metrics/${encodeURIComponent(key)}${query}`);

describe('GET /v1/runs/{runId}/metrics/{key}', () => {
  it('answers a short series whole, in step order', async () => {
    const body = (await history('acc')).json();
    expect(body).toMatchObject({ key: 'acc', total: 3, downsampled: false });
    expect(body.points.map((p: { step: number; value: number }) => [p.step, p.value])).toEqual([
      [0, 0.1],
      [1, 0.2],
      [2, 0.3],
    ]);
    expect(body.points[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('downsamples a long series to 1000 points by default, keeping the ends and the spike', async () => {
    const response = await history('train/loss');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ key: 'train/loss', total: LENGTH, downsampled: true });
    expect(body.points).toHaveLength(1000);
    const steps = body.points.map((p: { step: number }) => p.step);
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(LENGTH - 1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps).toContain(SPIKE_STEP);
    for (const p of body.points) expect(p.value).toBeCloseTo(valueAt(p.step), 10);
  });

  it('answers at most maxPoints, and everything when maxPoints covers the series', async () => {
    const few = (await history('train/loss', '?maxPoints=50')).json();
    expect(few.points).toHaveLength(50);
    expect(few.points.map((p: { value: number }) => p.value)).toContain(50);
    const two = (await history('train/loss', '?maxPoints=2')).json();
    expect(two.points.map((p: { step: number }) => p.step)).toEqual([0, LENGTH - 1]);
    const all = (await history('train/loss', '?maxPoints=10000')).json();
    expect(all).toMatchObject({ total: LENGTH, downsampled: false });
    expect(all.points).toHaveLength(LENGTH);
  });

  it('refuses maxPoints outside 2..10000', async () => {
    for (const maxPoints of [1, 10001]) {
      const response = await history('acc', `?maxPoints=${maxPoints}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.error.message).toMatch(/^maxPoints: /);
    }
  });

  it("answers a key never logged, another user's run and a missing run with 404", async () => {
    expect((await history('never')).json()).toEqual(errorOf('Metric not found', 'not_found'));
    const bob = await signIn(t.app);
    const theirs = await history('acc', '', bob);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    const missing = await call(t.app, ada, 'GET', '/v1/runs/00000000-0000-4000-8000-000000000000/metrics/acc');
    expect(missing.statusCode).toBe(404);
  });
});

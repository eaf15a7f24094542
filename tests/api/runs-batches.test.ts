import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBatches, runMetrics, runMetricSummaries, runParams, runTags } from '../../server/db/schema/runs';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment, points } from '../support/api/run-support';

// Logging to a run in batches: all or nothing, idempotent by the client's batch id, steps that
// only rise, params that never change, and every refusal leaves the run exactly as it was.

let t: TestApp;
let ada: SignedIn;
let experimentId: string;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  experimentId = (await makeExperiment(t.app, ada)).experimentId;
});
afterAll(() => t.close());

/** Everything stored for one run, to show a refused batch changed none of it. */
async function stored(runId: string) {
  const [metrics, summaries, params, tags, batches] = await Promise.all([
    t.db.select().from(runMetrics).where(eq(runMetrics.runId, runId)).orderBy(runMetrics.key, runMetrics.step),
    t.db.select().from(runMetricSummaries).where(eq(runMetricSummaries.runId, runId)).orderBy(runMetricSummaries.key),
    t.db.select().from(runParams).where(eq(runParams.runId, runId)).orderBy(runParams.key),
    t.db.select().from(runTags).where(eq(runTags.runId, runId)).orderBy(runTags.key),
    t.db.select().from(runBatches).where(eq(runBatches.runId, runId)).orderBy(runBatches.batchId),
  ]);
  return { metrics, summaries, params, tags, batches };
}

/** A run with loss at steps 0–2 (0.9, 0.5, 0.7), lr = 0.01 and stage = dev. */
async function seededRun() {
  const run = await createRun(t.app, ada, experimentId);
  const first = await logBatch(t.app, ada, run.id, {
    batchId: 'seed',
    metrics: points('loss', [0.9, 0.5, 0.7]),
    params: [{ key: 'lr', value: '0.01' }],
    tags: [{ key: 'stage', value: 'dev' }],
  });
  expect(first.statusCode, first.body).toBe(200);
  return run;
}

const refusal = async (runId: string, payload: object, status: number, message: string | RegExp) => {
  const before = await stored(runId);
  const response = await logBatch(t.app, ada, runId, payload);
  expect([response.statusCode, response.json()]).toEqual([
    status,
    errorOf(message, status === 409 ? 'conflict' : 'validation_error'),
  ]);
  expect(await stored(runId)).toEqual(before);
};

describe('POST /v1/runs/{runId}/batch', () => {
  it('writes metrics, params and tags, answering what it accepted', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const response = await logBatch(t.app, ada, run.id, {
      batchId: 'b-1',
      metrics: [
        ...points('loss', [0.9, 0.4, 0.6]),
        { key: 'acc', value: 0.7, step: 2, timestamp: '2026-12-01T10:00:00Z' },
      ],
      params: [{ key: 'lr', value: '0.01' }],
      tags: [{ key: 'stage', value: 'dev' }],
    });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { batchId: 'b-1', metrics: 4, params: 1, tags: 1, replayed: false },
    ]);
    const read = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json();
    expect(read).toMatchObject({
      params: { lr: '0.01' },
      tags: { stage: 'dev' },
      metricKeys: ['acc', 'loss'],
      latestMetrics: {
        loss: { value: 0.6, step: 2 },
        acc: { value: 0.7, step: 2, timestamp: '2026-12-01T10:00:00.000Z' },
      },
    });
    const [loss] = (await stored(run.id)).summaries.filter((s) => s.key === 'loss');
    expect(loss).toMatchObject({ minValue: 0.4, minStep: 1, maxValue: 0.9, maxStep: 0, lastValue: 0.6, lastStep: 2 });
  });

  it('answers a retry with the first answer, replayed, and writes nothing more', async () => {
    const run = await seededRun();
    const before = await stored(run.id);
    const retry = await logBatch(t.app, ada, run.id, {
      batchId: 'seed',
      metrics: points('loss', [0.9, 0.5, 0.7]),
      params: [{ key: 'lr', value: '0.01' }],
      tags: [{ key: 'stage', value: 'dev' }],
    });
    expect(retry.json()).toEqual({ batchId: 'seed', metrics: 3, params: 1, tags: 1, replayed: true });
    expect(await stored(run.id)).toEqual(before);
  });

  it('applies a batch sent twice at once exactly once', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const batch = { batchId: 'twice', metrics: points('loss', [1, 2, 3]) };
    const answers = await Promise.all([logBatch(t.app, ada, run.id, batch), logBatch(t.app, ada, run.id, batch)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().replayed).sort()).toEqual([false, true]);
    expect((await stored(run.id)).metrics).toHaveLength(3);
  });

  it('extends a series whose next batch starts after its last step', async () => {
    const run = await seededRun();
    const next = await logBatch(t.app, ada, run.id, { batchId: 'next', metrics: points('loss', [0.2], 3) });
    expect(next.statusCode, next.body).toBe(200);
    const [loss] = (await stored(run.id)).summaries;
    expect(loss).toMatchObject({ lastValue: 0.2, lastStep: 3, minValue: 0.2, minStep: 3, maxValue: 0.9 });
  });

  it('accepts a param logged again with the same value', async () => {
    const run = await seededRun();
    const same = await logBatch(t.app, ada, run.id, { batchId: 'same', params: [{ key: 'lr', value: '0.01' }] });
    expect(same.json()).toMatchObject({ params: 1, replayed: false });
  });
});

describe('refused batches write nothing', () => {
  it('a step not after the last one logged for its key, naming the key and both steps', async () => {
    const run = await seededRun();
    // The other metric and the tag in the same batch are refused with it.
    await refusal(
      run.id,
      {
        batchId: 'late',
        metrics: [...points('acc', [0.5]), ...points('loss', [0.1], 2)],
        tags: [{ key: 'stage', value: 'prod' }],
      },
      400,
      "Metric 'loss': step 2 is out of order, it must come after step 2",
    );
    // The refused batch id was not used up: the corrected batch goes through under it.
    const fixed = await logBatch(t.app, ada, run.id, { batchId: 'late', metrics: points('loss', [0.1], 3) });
    expect(fixed.json()).toMatchObject({ metrics: 1, replayed: false });
  });

  it('steps out of order within the batch', async () => {
    const run = await seededRun();
    await refusal(
      run.id,
      {
        batchId: 'shuffled',
        metrics: [
          { key: 'loss', value: 1, step: 9 },
          { key: 'loss', value: 1, step: 4 },
        ],
      },
      400,
      "Metric 'loss': step 4 is out of order, it must come after step 9",
    );
  });

  it('a non-finite value: text such as "NaN", or a number past the float range', async () => {
    const run = await seededRun();
    await refusal(
      run.id,
      {
        batchId: 'nan',
        metrics: [
          { key: 'acc', value: 0.5, step: 0 },
          { key: 'loss', value: 'NaN', step: 7 },
        ],
      },
      400,
      `Metric 'loss' at step 7: the value must be a finite number, not "NaN"`,
    );
    const before = await stored(run.id);
    const huge = await t.app.inject({
      method: 'POST',
      url: `/v1/runs/${run.id}/batch`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"batchId":"inf","metrics":[{"key":"grad/norm","value":1e400,"step":8}]}',
    });
    expect([huge.statusCode, huge.json()]).toEqual([
      400,
      // JSON.parse reads 1e400 as Infinity, which the validator (no non-finite numbers) turns into text.
      errorOf(`Metric 'grad/norm' at step 8: the value must be a finite number, not "Infinity"`, 'validation_error'),
    ]);
    expect(await stored(run.id)).toEqual(before);
  });

  it('more than 1000 metrics, params and tags together, naming the limit', async () => {
    const run = await seededRun();
    const metrics = Array.from({ length: 990 }, (_, i) => ({ key: 'big', value: i, step: i }));
    const tags = Array.from({ length: 11 }, (_, i) => ({ key: `t${i}`, value: 'x' }));
    await refusal(
      run.id,
      { batchId: 'big', metrics, tags },
      400,
      'A batch may hold at most 1000 metrics, params and tags together; this one holds 1001',
    );
    const exactly = await logBatch(t.app, ada, run.id, { batchId: 'big', metrics, tags: tags.slice(1) });
    expect(exactly.json()).toMatchObject({ metrics: 990, tags: 10, replayed: false });
  });

  it('a param given a new value is a 409, as params never change', async () => {
    const run = await seededRun();
    await refusal(
      run.id,
      { batchId: 'lr', metrics: points('loss', [0.3], 5), params: [{ key: 'lr', value: '0.1' }] },
      409,
      "Param 'lr' is already logged as '0.01'; a param cannot change once logged",
    );
  });

  it("an unknown run and another user's run are 404", async () => {
    const run = await seededRun();
    const bob = await signIn(t.app);
    const before = await stored(run.id);
    const theirs = await logBatch(t.app, bob, run.id, { batchId: 'bob', metrics: points('loss', [0], 10) });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    const missing = await logBatch(t.app, ada, '00000000-0000-4000-8000-000000000000', { batchId: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(await stored(run.id)).toEqual(before);
  });

  it('a batch without an id, or with a key outside the allowed characters', async () => {
    const run = await seededRun();
    const before = await stored(run.id);
    for (const payload of [{ metrics: points('loss', [0], 10) }, { batchId: 'k', metrics: points('val loss', [0]) }]) {
      const response = await logBatch(t.app, ada, run.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.error.type).toBe('validation_error');
    }
    expect(await stored(run.id)).toEqual(before);
  });
});

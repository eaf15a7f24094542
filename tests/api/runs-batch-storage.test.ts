import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMetrics } from '../../server/db/schema/runs';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment } from '../support/api/run-support';

// How a batch is stored: it travels to the database as one array per column, so whatever a script
// sends must come back exactly (values with quotes, braces, commas and backslashes, a key spelled
// NULL, doubles at their limits); and its points, kept without a foreign key, go with their run.

let t: TestApp;
let ada: SignedIn;
let experimentId: string;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  experimentId = (await makeExperiment(t.app, ada)).experimentId;
});
afterAll(() => t.close());

const keys = ['val/loss', 'NULL', 'a.b-c_d'];
const awkward = ['{top-1}', 'say "hi", then \\ leave', 'NULL', 'ünïcode ✓, ""'];
const limits = [Number.MAX_VALUE, Number.MIN_VALUE, -0.1 - 0.2, 123456789.12345679];

describe('a batch keeps every character and every digit', () => {
  it('reads back keys, params and tags as they were sent', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const logged = await logBatch(t.app, ada, run.id, {
      batchId: 'awkward {"batch"}, \\',
      metrics: keys.map((key, step) => ({ key, value: step, step })),
      params: awkward.map((value, i) => ({ key: `p${i}`, value })),
      tags: keys.map((key, i) => ({ key, value: awkward[i] })),
    });
    expect(logged.json()).toMatchObject({ batchId: 'awkward {"batch"}, \\', metrics: 3, params: 4, tags: 3 });
    const read = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json();
    expect(read.metricKeys).toEqual([...keys].sort());
    expect(read.latestMetrics.NULL).toMatchObject({ value: 1, step: 1 });
    expect(read.params).toEqual(Object.fromEntries(awkward.map((value, i) => [`p${i}`, value])));
    expect(read.tags).toEqual(Object.fromEntries(keys.map((key, i) => [key, awkward[i]])));
  });

  it('reads back doubles at their limits and large steps exactly', async () => {
    const run = await createRun(t.app, ada, experimentId);
    const metrics = limits.map((value, i) => ({ key: 'edge', value, step: 2 ** 40 + i }));
    const logged = await logBatch(t.app, ada, run.id, { batchId: 'limits', metrics });
    expect(logged.statusCode, logged.body).toBe(200);
    const history = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}/metrics/edge`)).json();
    expect(history.points.map((p: { step: number; value: number }) => [p.step, p.value])).toEqual(
      metrics.map((p) => [p.step, p.value]),
    );
  });
});

describe("a run's points", () => {
  const pointsOf = (runId: string) => t.db.select().from(runMetrics).where(eq(runMetrics.runId, runId));

  it('are deleted with the run when its workspace is, and no other run loses any', async () => {
    const doomed = await makeExperiment(t.app, ada, { workspace: 'Short-lived lab' });
    const gone = await createRun(t.app, ada, doomed.experimentId);
    const kept = await createRun(t.app, ada, experimentId);
    for (const run of [gone, kept]) {
      const logged = await logBatch(t.app, ada, run.id, {
        batchId: 'b',
        metrics: [{ key: 'loss', value: 1, step: 0 }],
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    expect(await pointsOf(gone.id)).toHaveLength(1);
    const deleted = await call(t.app, ada, 'DELETE', `/v1/workspaces/${doomed.workspaceId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await pointsOf(gone.id)).toEqual([]);
    expect(await pointsOf(kept.id)).toHaveLength(1);
  });

  it('are never written for a run that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const logged = await logBatch(t.app, ada, missing, { batchId: 'b', metrics: [{ key: 'loss', value: 1, step: 0 }] });
    expect(logged.statusCode).toBe(404);
    expect(await pointsOf(missing)).toEqual([]);
  });
});

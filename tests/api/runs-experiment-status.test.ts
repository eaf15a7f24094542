import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, makeExperiment } from '../support/api/run-support';

// An experiment's status follows its runs (docs/product.md, "Experiment statuses"): the first run
// of a planned experiment makes it running, logged like a move by hand; the researcher still
// completes or abandons it; a run of an ended experiment is logged but reopens nothing.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(() => t.close());

const statusOf = async (id: string, who = ada) => (await call(t.app, who, 'GET', `/v1/experiments/${id}`)).json();
const move = (id: string, status: string) => call(t.app, ada, 'PATCH', `/v1/experiments/${id}`, { status });
const moves = (id: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'experiment.status_changed')));

describe('a run starting moves its experiment', () => {
  it('makes a planned experiment running, with an activity row, and the researcher completes it', async () => {
    const made = await makeExperiment(t.app, ada, { idea: 'Warm restarts' });
    expect((await statusOf(made.experimentId)).status).toBe('planned');
    await createRun(t.app, ada, made.experimentId, { name: 'baseline' });
    expect(await statusOf(made.experimentId)).toMatchObject({
      status: 'running',
      allowedStatuses: ['completed', 'abandoned'],
    });
    expect((await moves(made.experimentId)).map((row) => [row.message, row.metadata])).toEqual([
      [
        "Moved experiment 'Warm restarts' from planned to running: run 'baseline' started",
        expect.objectContaining({ from: 'planned', to: 'running', reason: 'run_started' }),
      ],
    ]);
    // A second run changes nothing more.
    await createRun(t.app, ada, made.experimentId);
    expect(await moves(made.experimentId)).toHaveLength(1);
    const done = await move(made.experimentId, 'completed');
    expect([done.statusCode, done.json().status]).toEqual([200, 'completed']);
  });

  it('still lets the researcher abandon the running experiment', async () => {
    const made = await makeExperiment(t.app, ada);
    await createRun(t.app, ada, made.experimentId);
    const abandoned = await move(made.experimentId, 'abandoned');
    expect([abandoned.statusCode, abandoned.json().status]).toEqual([200, 'abandoned']);
  });

  it('logs a run of a completed or abandoned experiment but does not reopen it', async () => {
    for (const ended of ['completed', 'abandoned'] as const) {
      const made = await makeExperiment(t.app, ada);
      if (ended === 'completed') expect((await move(made.experimentId, 'running')).statusCode).toBe(200);
      expect((await move(made.experimentId, ended)).statusCode).toBe(200);
      const before = await moves(made.experimentId);
      const late = await createRun(t.app, ada, made.experimentId, { name: 'late' });
      expect(late).toMatchObject({ name: 'late', status: 'running' });
      expect((await statusOf(made.experimentId)).status).toBe(ended);
      expect(await moves(made.experimentId)).toHaveLength(before.length);
    }
  });

  it("moves nothing when the run is refused: another user's experiment stays planned", async () => {
    const made = await makeExperiment(t.app, ada);
    const theirs = await call(t.app, bob, 'POST', `/v1/experiments/${made.experimentId}/runs`, {});
    expect([theirs.statusCode, theirs.json()]).toEqual([404, errorOf('Experiment not found', 'not_found')]);
    const bad = await call(t.app, ada, 'POST', `/v1/experiments/${made.experimentId}/runs`, { startedAt: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect((await statusOf(made.experimentId)).status).toBe('planned');
    expect(await moves(made.experimentId)).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { experimentRuns } from '../../server/db/schema/runs';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Runs of an experiment: creating one (with its defaults), reading it with where it came from,
// renaming and ending it, and another user's run or experiment as a 404 that changes nothing.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let made: MadeExperiment;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  made = await makeExperiment(t.app, ada, { workspace: 'Vision lab', goal: 'Faster training', idea: 'Warm restarts' });
});
afterAll(() => t.close());

const activityOf = (entityId: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityId, entityId), eq(activityLogs.userId, ada.user.id)));

describe('POST /v1/experiments/{experimentId}/runs', () => {
  it('starts a run named run-<n> by default, running, with its provenance, and logs it', async () => {
    const first = await createRun(t.app, ada, made.experimentId);
    const second = await createRun(t.app, ada, made.experimentId);
    expect([first.name, second.name]).toEqual(['run-1', 'run-2']);
    expect(first).toMatchObject({
      experimentId: made.experimentId,
      status: 'running',
      endedAt: null,
      params: {},
      tags: {},
      latestMetrics: {},
      notes: '',
      metricKeys: [],
      artifacts: [],
      provenance: {
        experiment: { id: made.experimentId, name: 'Warm restarts' },
        idea: { id: made.ideaId, title: 'Warm restarts' },
        session: {
          id: made.sessionId,
          name: expect.stringMatching(/^Faster training — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
        },
        goal: { id: made.goalId, title: 'Faster training' },
        workspace: { id: made.workspaceId, name: 'Vision lab' },
      },
    });
    expect(Date.now() - Date.parse(first.startedAt)).toBeLessThan(60_000);
    const [logged] = await activityOf(first.id);
    expect(logged).toMatchObject({
      entityType: 'run',
      action: 'run.created',
      message: "Started run 'run-1' of experiment 'Warm restarts'",
      metadata: { experimentId: made.experimentId, workspaceId: made.workspaceId },
    });
  });

  it('keeps the name, params, tags, notes and start time it is given', async () => {
    const run = await createRun(t.app, ada, made.experimentId, {
      name: 'baseline',
      params: { lr: '0.01', 'model/depth': '50' },
      tags: { stage: 'dev' },
      notes: 'First try',
      startedAt: '2026-11-30T08:00:00.000Z',
    });
    const read = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json();
    expect(read).toMatchObject({
      name: 'baseline',
      params: { lr: '0.01', 'model/depth': '50' },
      tags: { stage: 'dev' },
      notes: 'First try',
      startedAt: '2026-11-30T08:00:00.000Z',
    });
  });

  it('refuses a start time no database holds and a key with a space, writing nothing', async () => {
    const before = (await t.db.select().from(experimentRuns).where(eq(experimentRuns.userId, ada.user.id))).length;
    const leap = await call(t.app, ada, 'POST', `/v1/experiments/${made.experimentId}/runs`, {
      startedAt: '2016-12-31T23:59:60Z',
    });
    expect([leap.statusCode, leap.json()]).toEqual([
      400,
      errorOf('startedAt: must not be a leap second', 'validation_error'),
    ]);
    const spaced = await call(t.app, ada, 'POST', `/v1/experiments/${made.experimentId}/runs`, {
      params: { 'learning rate': '1' },
    });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().detail.error.type).toBe('validation_error');
    const after = (await t.db.select().from(experimentRuns).where(eq(experimentRuns.userId, ada.user.id))).length;
    expect(after).toBe(before);
  });

  it("answers another user's experiment and a missing one with 404, creating nothing", async () => {
    const theirs = await call(t.app, bob, 'POST', `/v1/experiments/${made.experimentId}/runs`, { name: 'sneaky' });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, errorOf('Experiment not found', 'not_found')]);
    const missing = await call(t.app, ada, 'POST', `/v1/experiments/${MISSING}/runs`, {});
    expect(missing.statusCode).toBe(404);
    const named = await t.db.select().from(experimentRuns).where(eq(experimentRuns.name, 'sneaky'));
    expect(named).toEqual([]);
  });
});

describe('GET /v1/runs/{runId}', () => {
  it("answers a missing run and another user's run with the same 404", async () => {
    const run = await createRun(t.app, ada, made.experimentId);
    for (const [who, id] of [
      [bob, run.id],
      [ada, MISSING],
    ] as const) {
      const response = await call(t.app, who, 'GET', `/v1/runs/${id}`);
      expect([response.statusCode, response.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    }
  });
});

describe('PATCH /v1/runs/{runId}', () => {
  it('renames a run, writes notes and merges tags, logging the update', async () => {
    const run = await createRun(t.app, ada, made.experimentId, { tags: { stage: 'dev', owner: 'ada' } });
    const response = await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, {
      name: 'renamed',
      notes: 'Diverged at step 40',
      tags: { stage: 'prod' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'renamed',
      notes: 'Diverged at step 40',
      tags: { stage: 'prod', owner: 'ada' },
      status: 'running',
    });
    expect((await activityOf(run.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['run.created', 'run.updated']),
    );
  });

  it('ends a running run once, setting endedAt, and refuses to move it again', async () => {
    const run = await createRun(t.app, ada, made.experimentId);
    const finished = (await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, { status: 'finished' })).json();
    expect(finished.status).toBe('finished');
    expect(Date.parse(finished.endedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    const logged = (await activityOf(run.id)).find((row) => row.action === 'run.finished');
    expect(logged).toMatchObject({
      message: `Run '${run.name}' finished`,
      metadata: { from: 'running', to: 'finished' },
    });

    const back = await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, { status: 'running' });
    expect([back.statusCode, back.json()]).toEqual([409, errorOf('A finished run cannot change status', 'conflict')]);
    const killed = await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, { status: 'killed' });
    expect(killed.statusCode).toBe(409);
    // Finishing again is a retry: the same answer, and endedAt stays the first one.
    const again = (await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, { status: 'finished' })).json();
    expect(again).toMatchObject({ status: 'finished', endedAt: finished.endedAt });
  });

  it('logs a failed and a killed run in their own words', async () => {
    for (const [status, words] of [
      ['failed', 'failed'],
      ['killed', 'was killed'],
    ]) {
      const run = await createRun(t.app, ada, made.experimentId);
      expect((await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, { status })).json().status).toBe(status);
      const logged = (await activityOf(run.id)).find((row) => row.action === `run.${status}`);
      expect(logged?.message).toBe(`Run '${run.name}' ${words}`);
    }
  });

  it("answers another user's run with 404 and leaves it as it was", async () => {
    const run = await createRun(t.app, ada, made.experimentId);
    const response = await call(t.app, bob, 'PATCH', `/v1/runs/${run.id}`, { status: 'killed', name: 'mine now' });
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    const [row] = await t.db.select().from(experimentRuns).where(eq(experimentRuns.id, run.id));
    expect(row).toMatchObject({ status: 'running', name: run.name, endedAt: null });
  });

  it('refuses an empty update', async () => {
    const run = await createRun(t.app, ada, made.experimentId);
    const response = await call(t.app, ada, 'PATCH', `/v1/runs/${run.id}`, {});
    expect(response.statusCode).toBe(400);
  });
});

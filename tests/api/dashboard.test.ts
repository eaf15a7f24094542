import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { errorOf, signIn, testConfig, testDatabase, type SignedIn } from '../support/api/harness';
import { call, createRun, createToken, logBatch, makeExperiment, points } from '../support/api/run-support';

// GET /v1/dashboard (docs/product.md, "Dashboard"), checked against what the public API says
// about the same rows: a user with workspaces, a finished session, runs and a session held
// running in round 2; another user with data of their own; and a user with nothing yet.

const PAUSE_AT = 'r2:evolve';
let app: FastifyInstance;
let ada: SignedIn;
let bob: SignedIn;
let cy: SignedIn;
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const running: Record<'ada' | 'bob', { id: string; workspaceId: string; goalId: string }> = {} as never;
const run: Record<string, string> = {};
let chosenExperiment: string;
let plannedExperiment: string;

const get = async (url: string, who: SignedIn) => {
  const response = await call(app, who, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const dashboardOf = (who: SignedIn) => get('/v1/dashboard', who);

async function loggedRun(who: SignedIn, name: string, experimentId: string, startedAt: string, values: number[]) {
  const created = await createRun(app, who, experimentId, { name, startedAt });
  if (values.length > 0) {
    const response = await logBatch(app, who, created.id, { batchId: 'all', metrics: points('accuracy', values) });
    expect(response.statusCode, response.body).toBe(200);
  }
  run[name] = created.id;
}

/** A session of two rounds, held before round 2 evolves until the file ends. */
async function runningSession(who: SignedIn) {
  const ids = await createGoal(app, who, { title: `Held goal of ${who.user.email}` });
  const { id } = await startSession(app, who, ids, { numberOfIdeas: 4, rounds: 2 });
  await waitForSession(app, who, id, (s) => s.status === 'running' && s.progress.round === 2, 60_000);
  return { id, ...ids };
}

async function seedAda() {
  const made = await completedSessionIdeas(app, ada, 6);
  const [first, second] = made.ideas;
  for (const idea of [first, second]) await selectIdea(app, ada, idea);
  const converted = (await convert(app, ada, { ideaIds: [first.id, second.id] })).json().conversionResults;
  [chosenExperiment, plannedExperiment] = converted.map((c: { experimentId: string }) => c.experimentId);
  const primaryMetric = { name: 'accuracy', direction: 'maximize' };
  const set = await call(app, ada, 'PATCH', `/v1/experiments/${chosenExperiment}`, { primaryMetric });
  expect(set.statusCode, set.body).toBe(200);
  await loggedRun(ada, 'oldest', chosenExperiment, '2026-10-01T10:00:00.000Z', [0.1]);
  await loggedRun(ada, 'a1', chosenExperiment, '2026-11-01T10:00:00.000Z', [0.5, 0.9, 0.7]);
  await loggedRun(ada, 'p1', plannedExperiment, '2026-11-02T10:00:00.000Z', [0.4]);
  await loggedRun(ada, 'a2', chosenExperiment, '2026-11-03T10:00:00.000Z', []);
  await loggedRun(ada, 'a3', chosenExperiment, '2026-11-04T10:00:00.000Z', [0.8]);
  await loggedRun(ada, 'a4', chosenExperiment, '2026-11-05T10:00:00.000Z', [0.6]);
  for (const name of ['Optics', 'Soil', 'Proteins', 'Climate', 'Materials']) {
    const created = await call(app, ada, 'POST', '/v1/workspaces', { name });
    expect(created.statusCode, created.body).toBe(201);
  }
}

async function seedBob() {
  const made = await makeExperiment(app, bob, { workspace: 'Bob lab' });
  // Started after all of Ada's: it would lead her list if it leaked into it.
  await loggedRun(bob, 'bob-run', made.experimentId, '2026-12-01T10:00:00.000Z', [0.99]);
}

beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    database: await testDatabase(),
    engineHooks: {
      beforeStep: (_session, step, signal) =>
        step === PAUSE_AT
          ? new Promise<void>((resolve) => {
              void held.then(resolve);
              signal.addEventListener('abort', () => resolve());
            })
          : Promise.resolve(),
    },
  });
  await app.ready();
  [ada, bob, cy] = [await signIn(app), await signIn(app), await signIn(app)];
  await seedAda();
  await seedBob();
  running.ada = await runningSession(ada);
  running.bob = await runningSession(bob);
}, 180_000);
afterAll(async () => {
  release();
  await app.close();
});

describe('GET /v1/dashboard', () => {
  it('gives a user with nothing yet every section empty', async () => {
    expect(await dashboardOf(cy)).toEqual({
      workspaces: [],
      workspacesTotal: 0,
      sessions: [],
      bestIdeas: [],
      runs: [],
      activity: [],
    });
  });

  it('lists the five newest workspaces as the workspace list does, with how many there are', async () => {
    const listed = await get('/v1/workspaces?skip=0&limit=5', ada);
    const body = await dashboardOf(ada);
    expect(body.workspaces).toEqual(listed.items);
    expect(body.workspaces.map((w: { name: string }) => w.name)).toEqual([
      'Lab',
      'Materials',
      'Climate',
      'Proteins',
      'Soil',
    ]);
    // Two made with sessions (both 'Lab', the held one newest) and five by name.
    expect(body.workspacesTotal).toBe(7);
  });

  it('shows the running session with the progress its own page reads, and no finished one', async () => {
    const { id, workspaceId, goalId } = running.ada;
    const progress = await get(`/v1/workspaces/${workspaceId}/goals/${goalId}/sessions/${id}/progress`, ada);
    const { sessions } = await dashboardOf(ada);
    expect(sessions).toEqual([
      {
        id,
        status: 'running',
        createdAt: expect.any(String),
        goal: { id: goalId, title: `Held goal of ${ada.user.email}` },
        workspace: { id: workspaceId, name: 'Lab' },
        progress: { ...progress, elapsedSeconds: expect.any(Number), remainingSeconds: expect.any(Number) },
        role: 'owner',
      },
    ]);
    expect(sessions[0].progress).toMatchObject({ sessionId: id, status: 'running', round: 2, rounds: 2 });
    expect(sessions[0].progress.percent).toBeCloseTo(50, 0);
  });

  it('ranks the best ideas across workspaces as the idea leaderboard does', async () => {
    const board = await get('/v1/leaderboards/ideas?pageSize=5', ada);
    const { bestIdeas } = await dashboardOf(ada);
    expect(bestIdeas).toHaveLength(5);
    expect(bestIdeas).toEqual(board.items);
    const elo = bestIdeas.map((row: { idea: { eloRating: number } }) => row.idea.eloRating);
    expect(elo).toEqual([...elo].sort((a, b) => b - a));
  });

  it('lists the runs started last with their experiment’s primary metric, latest value', async () => {
    const planned = (await get(`/v1/experiments/${plannedExperiment}`, ada)).primaryMetric;
    expect(planned.name).not.toBe('accuracy');
    const { runs } = await dashboardOf(ada);
    expect(runs.map((r: { name: string }) => r.name)).toEqual(['a4', 'a3', 'a2', 'p1', 'a1']);
    const chosen = { id: chosenExperiment, name: expect.any(String) };
    expect(runs[4]).toEqual({
      id: run.a1,
      name: 'a1',
      status: 'running',
      startedAt: '2026-11-01T10:00:00.000Z',
      endedAt: null,
      experiment: chosen,
      workspace: { id: expect.any(String), name: 'Lab' },
      headline: { metric: 'accuracy', direction: 'maximize', value: 0.7, step: 2 },
      role: 'owner',
    });
    expect(runs[2].headline).toEqual({ metric: 'accuracy', direction: 'maximize', value: null, step: null });
    // No primary metric chosen: the plan's first metric, which this run has not logged.
    expect(runs[3].headline).toEqual({ metric: planned.name, direction: planned.direction, value: null, step: null });
  });

  it('shows the latest activity as the log does, without routine sign-ins', async () => {
    const logged = (await get('/v1/logs?limit=100', ada)).items;
    const { activity } = await dashboardOf(ada);
    expect(activity).toHaveLength(8);
    const routine = ['auth.signed_in', 'auth.signed_out'];
    expect(activity).toEqual(logged.filter((log: { action: string }) => !routine.includes(log.action)).slice(0, 8));
    expect(logged.some((log: { action: string }) => log.action === 'auth.signed_in')).toBe(true);
  });

  it('never shows one user another user’s rows', async () => {
    const [mine, theirs] = [await dashboardOf(ada), await dashboardOf(bob)];
    expect(theirs.workspaces.map((w: { userId: string }) => w.userId)).toEqual(
      theirs.workspaces.map(() => bob.user.id),
    );
    expect(theirs.workspacesTotal).toBe(2);
    expect(theirs.sessions.map((s: { id: string }) => s.id)).toEqual([running.bob.id]);
    expect(theirs.runs.map((r: { name: string }) => r.name)).toEqual(['bob-run']);
    expect(theirs.activity.every((log: { userId: string }) => log.userId === bob.user.id)).toBe(true);
    const theirIdeas = new Set(theirs.bestIdeas.map((row: { idea: { id: string } }) => row.idea.id));
    expect(mine.bestIdeas.some((row: { idea: { id: string } }) => theirIdeas.has(row.idea.id))).toBe(false);
    expect(mine.runs.some((r: { name: string }) => r.name === 'bob-run')).toBe(false);
    expect(mine.activity.every((log: { userId: string }) => log.userId === ada.user.id)).toBe(true);
  });

  it('answers 401 without a sign-in, and to a personal access token', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/v1/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
    const token = await createToken(app, ada);
    // A token only logs and reads runs: told so, not taken for a bad credential.
    expect((await call(app, token, 'GET', '/v1/dashboard')).statusCode).toBe(403);
  });
});

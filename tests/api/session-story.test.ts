import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { signIn, testConfig, testDatabase, type SignedIn } from '../support/api/harness';
import type { FastifyInstance } from 'fastify';

// What the session page tells as a session runs and after: the round always the one its phase
// names, how long it has run and how long it should still take, its plan and each round's
// meta-review (docs/product.md, "Session page").

const PAUSE_AT = 'r2:evolve';
let app: FastifyInstance;
let ada: SignedIn;
let release!: () => void;
// The session whose percent is read before each of its steps runs.
const watched = { id: '', percents: [] as number[] };
const percentOf = async (sessionId: string) =>
  (await app.inject({ method: 'GET', url: `/v1/sessions/${sessionId}`, headers: ada.headers })).json().progress
    .percent as number;
let reached!: () => void;
const paused = new Promise<void>((resolve) => (reached = resolve));
const held = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    database: await testDatabase(),
    // Holds the first step of round 2 until the test has read the progress in between rounds.
    engineHooks: {
      beforeStep: async (sessionId, step) => {
        if (sessionId === watched.id) watched.percents.push(await percentOf(sessionId));
        if (step === PAUSE_AT && sessionId !== watched.id) {
          reached();
          await held;
        }
      },
    },
  });
  await app.ready();
  ada = await signIn(app);
});
afterAll(() => app.close());

describe('a session’s story', () => {
  it('shows round 2 as soon as round 1 has handed over, with time so far and an estimate of the rest', async () => {
    const ids = await createGoal(app, ada);
    const { id } = await startSession(app, ada, ids, { numberOfIdeas: 4, rounds: 2 });
    await paused;
    const progress = (
      await app.inject({
        method: 'GET',
        url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${id}/progress`,
        headers: ada.headers,
      })
    ).json();
    expect(progress).toMatchObject({ status: 'running', round: 2, rounds: 2, phase: 'evolving' });
    expect(progress.activity).toBe('Round 2 of 2: evolving the best ideas into new ones');
    expect(progress.percent).toBeCloseTo(50, 0);
    expect(progress.startedAt).toEqual(expect.any(String));
    expect(progress.finishedAt).toBeNull();
    expect(progress.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(progress.remainingSeconds).toBeGreaterThanOrEqual(0);

    const midway = (
      await app.inject({ method: 'GET', url: `/v1/sessions/${id}?includeEnhancedDetails=true`, headers: ada.headers })
    ).json();
    expect(midway.metaReviews).toEqual([
      {
        round: 1,
        text: expect.stringMatching(/^## Round 1\nThis is the first round/),
        recurringIssues: expect.any(Array),
      },
    ]);
    expect(midway.plan).toMatchObject({
      objective: 'Reduce hospital readmissions for heart failure patients',
      keywords: expect.arrayContaining(['readmission']),
      constraints: [expect.stringMatching(/within 12 months/)],
    });
    expect(midway.plan.criteria.map((c: { name: string }) => c.name)).toEqual([
      'alignment',
      'plausibility',
      'novelty',
      'testability',
      'safety',
    ]);

    release();
    const done = await waitForSession(app, ada, id, undefined, 60_000);
    expect(done.status).toBe('completed');
    const finished = (
      await app.inject({ method: 'GET', url: `/v1/sessions/${id}?includeEnhancedDetails=true`, headers: ada.headers })
    ).json();
    expect(finished.metaReviews.map((m: { round: number }) => m.round)).toEqual([1, 2]);
    expect(finished.metaReview).toBe(finished.metaReviews[1].text);
    expect(finished.metaReviews[1].text).toMatch(/^## Since round 1\n- \*\*(New leader|Leader kept):\*\*/);
    expect(finished.progress).toMatchObject({ percent: 100, remainingSeconds: null, finishedAt: expect.any(String) });
  });

  it('advances its percent with every step, through the values between its first and its last', async () => {
    const ids = await createGoal(app, ada);
    // The hook reads the percent before each step from the moment the id is known.
    watched.id = (await startSession(app, ada, ids, { numberOfIdeas: 4, rounds: 2 })).id;
    const done = await waitForSession(app, ada, watched.id, undefined, 60_000);
    expect(done.status).toBe('completed');
    const seen = [...watched.percents, done.progress.percent];
    // 14 steps (7 in round 1, 6 in round 2, finish); the first may run before the id is known.
    expect(seen.length).toBeGreaterThanOrEqual(13);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]);
    expect(seen.filter((p) => p > 5 && p < 100).length).toBeGreaterThanOrEqual(10);
  });
});

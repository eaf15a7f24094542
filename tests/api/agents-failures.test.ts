import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { signIn, testConfig, testDatabase } from '../support/api/harness';
import { agentOf } from '../support/api/agents-support';
import type { FastifyInstance } from 'fastify';

// Failed Co-Scientist steps in the agents gallery: a step that fails for good is one failed run
// of its agent, however many times the queue retried it; a goal the safety screen refuses is a
// failed run of the supervisor.

const BROKEN_STEP = 'r1:proximity';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    database: await testDatabase(),
    engineHooks: {
      beforeStep: (_session, step) =>
        step === BROKEN_STEP ? Promise.reject(new Error('similarity matrix broke')) : Promise.resolve(),
    },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a step that fails on every attempt', () => {
  it('is one failed run of its agent with the session’s error, after the runs of the steps before it', async () => {
    const ada = await signIn(app);
    const ids = await createGoal(app, ada);
    const { id } = await startSession(app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
    const done = await waitForSession(app, ada, id, undefined, 60_000);
    expect(done.status).toBe('failed');

    const proximity = await agentOf(app, ada, 'proximity');
    expect(proximity.usage).toMatchObject({ runs: 1, failures: 1 });
    expect(proximity.recentRuns).toEqual([
      expect.objectContaining({
        ok: false,
        error: `Step ${BROKEN_STEP} failed after 3 attempts: similarity matrix broke`,
        subject: expect.objectContaining({ kind: 'session', id, workspaceId: ids.workspaceId }),
      }),
    ]);
    for (const agent of ['generation', 'reflection']) {
      expect((await agentOf(app, ada, agent)).usage, agent).toMatchObject({ runs: 1, failures: 0 });
    }
    expect((await agentOf(app, ada, 'ranking')).usage.runs).toBe(0);
  });
});

describe('a goal the safety screen refuses', () => {
  it('is a failed run of the supervisor, saying why', async () => {
    const ada = await signIn(app);
    const ids = await createGoal(app, ada, {
      title: 'Weaponize a pathogen',
      description: 'Enhance the transmissibility of influenza',
    });
    const { id } = await startSession(app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
    expect((await waitForSession(app, ada, id)).status).toBe('failed');
    const supervisor = await agentOf(app, ada, 'supervisor');
    expect(supervisor.usage).toMatchObject({ runs: 1, failures: 1 });
    expect(supervisor.recentRuns[0]).toMatchObject({
      ok: false,
      error: expect.stringContaining('did not pass the safety screen'),
      subject: { kind: 'session', id, label: 'Weaponize a pathogen' },
    });
  });
});

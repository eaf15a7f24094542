import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { ideas, matches } from '../../server/db/schema/ideas';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../support/openai-stub';
import { coScientistAnswer } from '../support/co-scientist-answers';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, signIn, type TestApp } from '../support/api/harness';

// A model-backed session through the real provider client against an OpenAI-compatible server
// on loopback: every agent's prompt is answered with a valid, distinct object.

const CONCURRENCY = 3;
const answer = (request: StubRequest) => coScientistAnswer(request);

let stub: OpenAiStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.handle(answer);
  t = await createTestApp({
    env: {
      LLM_BASE_URL: stub.url,
      LLM_MODEL: 'stub-model',
      LLM_API_KEY: 'test',
      LLM_CONCURRENCY: String(CONCURRENCY),
      LLM_MAX_RETRIES: '1',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('a model-backed session', () => {
  it('runs every agent through the provider, in parallel up to the cap, and accounts its tokens', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const started = await startSession(t.app, ada, ids, { numberOfIdeas: 4, rounds: 2 });
    expect(started).toMatchObject({ engine: 'model' });
    const done = await waitForSession(t.app, ada, started.id);
    expect(done.status, JSON.stringify(done.progress)).toBe('completed');
    const chats = stub.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(done.progress.modelCalls).toBe(chats.length);
    expect(done.progress.tokens).toBe(chats.length * 150);
    expect(stub.maxInFlight).toBeGreaterThan(1);
    expect(stub.maxInFlight).toBeLessThanOrEqual(CONCURRENCY);
    expect(done.overview).toBe('Research overview: telemonitoring leads.');

    const rows = await t.db.select().from(ideas).where(eq(ideas.sessionId, started.id));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.engine === 'model')).toBe(true);
    expect(rows.some((r) => r.strategy.startsWith('evolve_') && r.parentIds.length > 0)).toBe(true);
    const played = await t.db.select().from(matches).where(eq(matches.sessionId, started.id));
    expect(played.length).toBeGreaterThan(0);
    // The stub answers by request number, so some pairs disagree across orders: those are draws.
    expect(played.some((m) => m.verdictAb !== m.verdictBa && m.winner === null)).toBe(true);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/v1/ideas/session/${started.id}`, headers: ada.headers })
    ).json();
    expect(listed.items[0]).toMatchObject({
      engine: 'model',
      noveltyScore: 0.6,
      correctnessScore: 0.7,
      feasibilityScore: 0.55,
    });
  });
});

describe('a model server that keeps failing', () => {
  it('retries the step, then fails the session with an error row naming the step', async () => {
    const failing = await createTestApp({
      env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_MAX_RETRIES: '0' },
    });
    try {
      stub.handle(() => ({ status: 400, message: 'model is overloaded' }));
      const ada = await signIn(failing.app);
      const ids = await createGoal(failing.app, ada);
      const { id } = await startSession(failing.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
      const done = await waitForSession(failing.app, ada, id);
      expect(done).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('Step plan failed after 3 attempts'),
      });
      const rows = await failing.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.entityId, id)));
      expect(rows.filter((r) => r.action === 'session.step_retried').map((r) => r.level)).toEqual([
        'warning',
        'warning',
      ]);
      expect(rows.filter((r) => r.level === 'error').map((r) => r.action)).toEqual(['session.failed']);
    } finally {
      stub.handle(answer);
      await failing.close();
    }
  });
});

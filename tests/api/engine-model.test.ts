import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, ideas, matches } from '../../server/db/schema';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../support/openai-stub';
import { defaultAnswer } from '../support/stub-answers';
import { createGoal, startSession, waitForSession } from './engine-support';
import { createTestApp, signIn, type TestApp } from './harness';

// A model-backed session through the real provider client against an OpenAI-compatible server
// on loopback: every agent's prompt is answered with a valid, distinct object.

const WORDS = ['telemonitoring', 'diuretic', 'pharmacist', 'discharge', 'sodium', 'exercise', 'palliative', 'sensor', 'coaching', 'dietitian', 'frailty', 'adherence'];
const CONCURRENCY = 3;

function answer(request: StubRequest) {
  if (request.path.endsWith('/embeddings')) return defaultAnswer(request);
  const task = /TASK: (\w+)(?: \(([^)]*)\))?/.exec(request.messages.at(-1)?.content ?? '');
  const word = WORDS[request.id % WORDS.length];
  const idea = {
    title: `Model idea ${request.id}: ${word} programme`,
    summary: `A ${word} intervention tested in a pragmatic trial, idea ${request.id}.`,
    hypothesis: `${word} reduces readmissions`,
    rationale: `Because ${word} addresses a known gap`,
    methodology: [`Recruit patients for ${word}`, `Randomise ${word} against usual care`, `Measure 30-day readmission ${request.id}`],
    expectedOutcomes: ['Fewer readmissions'],
    resources: [{ name: 'Nurse time', type: 'personnel', cost: 1000 * (request.id % 7) }],
    totalDurationDays: 90 + request.id,
    risks: [{ risk: 'Low uptake', probability: 0.2 }],
    feasibility: 0.7,
  };
  const json = (() => {
    switch (task?.[1]) {
      case 'plan':
        return { safe: true, concerns: [], objective: 'Fewer heart-failure readmissions', keywords: ['readmission', 'heart'], preferences: ['low cost'], constraints: ['12 months'], weights: { alignment: 0.3, plausibility: 0.2, novelty: 0.2, testability: 0.2, safety: 0.1 } };
      case 'generate':
      case 'evolve':
        return idea;
      case 'review': {
        const types = (task[2] ?? 'initial').split(', ');
        return { reviews: types.map((type) => ({ type, score: 3.5, text: `The ${type} review of this idea` })), novelty: 0.6, correctness: 0.7, feasibility: 0.55, overlapsWith: null };
      }
      case 'compare':
        return { turns: [{ speaker: 'Judge', text: `Decided by request ${request.id}` }], winner: request.id % 3 === 0 ? 'second' : 'first', rationale: 'Clearer design' };
      case 'meta_review':
        return { metaReview: 'Costs recur as a weakness.', overview: 'Research overview: telemonitoring leads.', recurringIssues: ['cost'] };
      default:
        throw new Error(`unexpected prompt: ${request.messages.at(-1)?.content.slice(0, 80)}`);
    }
  })();
  return { json, latencyMs: 15, usage: { promptTokens: 100, completionTokens: 50 } };
}

let stub: OpenAiStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.handle(answer);
  t = await createTestApp({ env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_API_KEY: 'test', LLM_CONCURRENCY: String(CONCURRENCY), LLM_MAX_RETRIES: '1' } });
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
    const listed = (await t.app.inject({ method: 'GET', url: `/v1/ideas/session/${started.id}`, headers: ada.headers })).json();
    expect(listed.items[0]).toMatchObject({ engine: 'model', noveltyScore: 0.6, correctnessScore: 0.7, feasibilityScore: 0.55 });
  });
});

describe('a model server that keeps failing', () => {
  it('retries the step, then fails the session with an error row naming the step', async () => {
    const failing = await createTestApp({ env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_MAX_RETRIES: '0' } });
    try {
      stub.handle(() => ({ status: 400, message: 'model is overloaded' }));
      const ada = await signIn(failing.app);
      const ids = await createGoal(failing.app, ada);
      const { id } = await startSession(failing.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
      const done = await waitForSession(failing.app, ada, id);
      expect(done).toMatchObject({ status: 'failed', error: expect.stringContaining('Step plan failed after 3 attempts') });
      const rows = await failing.db.select().from(activityLogs).where(and(eq(activityLogs.entityId, id)));
      expect(rows.filter((r) => r.action === 'session.step_retried').map((r) => r.level)).toEqual(['warning', 'warning']);
      expect(rows.filter((r) => r.level === 'error').map((r) => r.action)).toEqual(['session.failed']);
    } finally {
      stub.handle(answer);
      await failing.close();
    }
  });
});

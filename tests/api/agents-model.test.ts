import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../server/db/schema/datasets';
import { coScientistAnswer } from '../support/co-scientist-answers';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../support/openai-stub';
import { agentOf, agentsOf } from '../support/api/agents-support';

// The agents gallery with models configured per role, through the real provider client against
// the OpenAI-compatible stub on loopback: each agent names the model its role is served by, and
// every run counts the model calls and tokens it spent.

const TASK_DATASETS = 'TASK: suggest datasets';
const ENV = {
  LLM_MODEL: 'stub-model',
  LLM_RANKING_MODEL: 'judge-model',
  LLM_CODING_MODEL: 'coder-model',
  LLM_API_KEY: 'test',
  LLM_MAX_RETRIES: '0',
};

const chats = (stub: OpenAiStub, what: (r: StubRequest) => boolean) =>
  stub.requests.filter((r) => r.path.endsWith('/chat/completions') && what(r));
const asks = (r: StubRequest, text: string) => r.messages.some((m) => m.content.includes(text));

let stub: OpenAiStub;
let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.handle((request) => {
    if (asks(request, TASK_DATASETS)) return { json: { suggestions: [] } };
    if (request.stream) return { text: 'Telemonitoring is the most feasible.' };
    return coScientistAnswer(request, 0);
  });
  t = await createTestApp({ env: { ...ENV, LLM_BASE_URL: stub.url, LLM_EMBEDDING_MODEL: 'stub-embedding' } });
  ada = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('the model each agent uses', () => {
  it('is its role’s model; the supervisor plans on the generation role, proximity on the embedding model', async () => {
    const models = Object.fromEntries((await agentsOf(t.app, ada)).map((a) => [a.id, a.model]));
    const model = (label: string) => ({ kind: 'model', label });
    expect(models).toEqual({
      supervisor: model('stub-model'),
      generation: model('stub-model'),
      reflection: model('stub-model'),
      ranking: model('judge-model'),
      evolution: model('stub-model'),
      proximity: model('stub-embedding'),
      'meta-review': model('stub-model'),
      'dataset-matcher': model('stub-model'),
      'coding-agent': model('coder-model'),
      'research-assistant': model('stub-model'),
    });
  });

  it('says proximity compares words when no embedding model is configured', async () => {
    const lexical = await createTestApp({ env: { ...ENV, LLM_BASE_URL: stub.url }, startWorkers: false });
    try {
      const proximity = await agentOf(lexical.app, await signIn(lexical.app), 'proximity');
      expect(proximity.model).toEqual({ kind: 'offline', label: 'Lexical similarity (no embedding model)' });
    } finally {
      await lexical.close();
    }
  });
});

describe('runs on a model', () => {
  let sessionIdea: { id: string; title: string };

  it('count every model call and token of a session, step by step', async () => {
    const ids = await createGoal(t.app, ada);
    const started = await startSession(t.app, ada, ids, { numberOfIdeas: 4, rounds: 1 });
    const done = await waitForSession(t.app, ada, started.id, undefined, 60_000);
    expect(done.status).toBe('completed');
    const usage = Object.fromEntries((await agentsOf(t.app, ada)).map((a) => [a.id, a.usage]));
    const total = (key: 'calls' | 'tokens') => Object.values(usage).reduce((sum, u) => sum + u[key], 0);
    expect(total('calls')).toBe(done.progress.modelCalls);
    expect(total('tokens')).toBe(done.progress.tokens);
    for (const agent of ['supervisor', 'generation', 'reflection', 'ranking', 'meta-review']) {
      expect(usage[agent].calls, agent).toBeGreaterThan(0);
      expect(usage[agent].tokens, agent).toBeGreaterThan(0);
    }
    const listed = await t.app.inject({ method: 'GET', url: `/v1/ideas/session/${started.id}`, headers: ada.headers });
    sessionIdea = listed.json().items[0];
  });

  it('count the dataset matcher’s re-ranking call', async () => {
    // An upload named after the idea, so there is a candidate for the model to rank.
    await t.db
      .insert(datasets)
      .values({ id: randomUUID(), kind: 'upload', ownerId: ada.user.id, name: sessionIdea.title, access: 'open' });
    const asked = chats(stub, (r) => asks(r, TASK_DATASETS)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/ideas/suggest-datasets',
      headers: ada.headers,
      payload: { ideaIds: [sessionIdea.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(chats(stub, (r) => asks(r, TASK_DATASETS)).length).toBe(asked + 1);
    const matcher = await agentOf(t.app, ada, 'dataset-matcher');
    expect(matcher.recentRuns[0]).toMatchObject({ ok: true, calls: 1, tokens: expect.any(Number) });
    expect(matcher.recentRuns[0].tokens).toBeGreaterThan(0);
  });

  it('count the assistant’s streamed answer', async () => {
    const { sessionId } = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/maxwell/sessions',
        headers: ada.headers,
        payload: { deferred: true },
      })
    ).json();
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${sessionId}/stream`,
      headers: ada.headers,
      payload: { query: 'Which idea should I test first?' },
    });
    expect(answered.statusCode).toBe(200);
    const assistant = await agentOf(t.app, ada, 'research-assistant');
    expect(assistant.usage).toMatchObject({ runs: 1, calls: 1, failures: 0 });
    expect(assistant.usage.tokens).toBeGreaterThan(0);
    expect(assistant.recentRuns[0].subject).toMatchObject({ kind: 'assistant_session', id: sessionId });
  });
});

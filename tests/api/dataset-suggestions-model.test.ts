import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { datasets } from '../../server/db/schema/datasets';
import { coScientistAnswer } from '../support/co-scientist-answers';
import { completedSessionIdeas } from '../support/api/conversion-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startOpenAiStub, type OpenAiStub, type StubAnswer, type StubRequest } from '../support/openai-stub';

// With a chat model configured, the model re-ranks each idea's candidates and writes the reasons,
// through the real provider client against the OpenAI-compatible stub on loopback. A model that
// fails, answers nonsense or is too slow leaves the offline ranking standing, and says so.

const TASK = 'TASK: suggest datasets';
const LLM = { LLM_MODEL: 'stub-model', LLM_API_KEY: 'test', LLM_MAX_RETRIES: '0' };

let stub: OpenAiStub;
let t: TestApp;
let ada: SignedIn;
let idea: { id: string; title: string };
let mode: 'ok' | 'down' | 'unknown-id' | 'slow' = 'ok';
let embeddingsDown = false;

/** The model's answer: the candidates it was shown in reverse, scored downwards, each with its reason. */
function modelAnswer(request: StubRequest): StubAnswer {
  const asked = request.messages.find((m) => m.content.includes(TASK))!.content;
  const ids = [...asked.matchAll(/^- id: (\S+)$/gm)].map((m) => m[1]).reverse();
  if (mode === 'down') return { status: 500, message: 'model crashed' };
  if (mode === 'unknown-id')
    return { json: { suggestions: [{ datasetId: 'no-such', relevanceScore: 1, reason: 'X.' }] } };
  const suggestions = ids.slice(0, 3).map((datasetId, i) => ({
    datasetId,
    relevanceScore: 0.9 - i / 10,
    reason: `The model's reason for ${datasetId}; it lacks nothing`,
  }));
  return { json: { suggestions }, latencyMs: mode === 'slow' ? 2500 : 0 };
}

beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.handle((request) => {
    if (request.messages.some((m) => m.content.includes(TASK))) return modelAnswer(request);
    if (embeddingsDown && request.path.endsWith('/embeddings')) return { status: 500, message: 'embeddings crashed' };
    return coScientistAnswer(request, 0);
  });
  t = await createTestApp({ env: { ...LLM, LLM_BASE_URL: stub.url, LLM_EMBEDDING_MODEL: 'stub-embedding' } });
  ada = await signIn(t.app);
  [idea] = (await completedSessionIdeas(t.app, ada, 4)).ideas;
  for (const name of [idea.title, `${idea.title} follow-up`, `${idea.title} pilot`]) {
    await t.db
      .insert(datasets)
      .values({ id: randomUUID(), kind: 'upload', ownerId: ada.user.id, name, access: 'open' });
  }
}, 90_000);
afterAll(async () => {
  await t.close();
  await stub.close();
});

const suggest = (app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/ideas/suggest-datasets',
    headers: ada.headers,
    payload: { ideaIds: [idea.id] },
  });

interface Body {
  suggestions: Array<{ relevanceScore: number; ideaId: string; dataset: { id: string; name: string }; reason: string }>;
  totalSuggestions: number;
  agentUsed: string;
}

it("uses the model's order and reasons, and names the model as the app's badge does", async () => {
  mode = 'ok';
  const response = await suggest();
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Body;
  const badge = (await t.app.inject({ method: 'GET', url: '/v1/config' })).json().model;
  expect(body.agentUsed).toBe('Stub model');
  expect(body.agentUsed).toBe(badge.label);
  const shown = stub.requests.filter((r) => r.messages.some((m) => m.content.includes(TASK))).at(-1)!;
  const ids = [...shown.messages.at(-1)!.content.matchAll(/^- id: (\S+)$/gm)].map((m) => m[1]);
  expect(body.suggestions.map((s) => s.dataset.id)).toEqual(ids.reverse().slice(0, 3));
  expect(body.suggestions.map((s) => s.relevanceScore)).toEqual([0.9, 0.8, 0.7]);
  for (const s of body.suggestions) {
    expect(s.reason).toBe(`The model's reason for ${s.dataset.id}; it lacks nothing.`);
  }
  expect(body.totalSuggestions).toBe(3);
});

it('embeds each dataset once and blends the similarity in', async () => {
  mode = 'ok';
  const embeddings = () => stub.requests.filter((r) => r.path.endsWith('/embeddings'));
  const before = embeddings().length;
  await suggest();
  const inputs = embeddings()
    .slice(before)
    .map((r) => r.body.input as string[]);
  // The idea's text every time; the datasets were embedded by the first test and are remembered.
  expect(inputs).toEqual([[expect.stringContaining(idea.title)]]);
});

it('ranks by shared words alone when the embeddings fail, and the model still ranks', async () => {
  embeddingsDown = true;
  const before = stub.requests.length;
  const response = await suggest();
  embeddingsDown = false;
  expect(stub.requests.slice(before).some((r) => r.path.endsWith('/embeddings'))).toBe(true);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Body;
  expect(body.agentUsed).toBe('Stub model');
  expect(body.suggestions.map((s) => s.relevanceScore)).toEqual([0.9, 0.8, 0.7]);
});

it.each(['down', 'unknown-id'] as const)('falls back to the offline ranking when the model is %s', async (how) => {
  mode = how;
  const response = await suggest();
  mode = 'ok';
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Body;
  expect(body.agentUsed).toBe('Offline catalogue search');
  // Offline order (the relevance module's score blended with embeddings) and offline reasons.
  expect(body.suggestions.map((s) => s.dataset.name)).toContain(idea.title);
  const scores = body.suggestions.map((s) => s.relevanceScore);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  for (const s of body.suggestions)
    expect(s.reason).toMatch(
      /, which (fits step \d+ of the idea|bears on what the idea measures|shares the idea’s subject)/,
    );
});

it('falls back to the offline ranking when the model does not answer in time', async () => {
  const impatient = await createTestApp({ env: { ...LLM, LLM_BASE_URL: stub.url, LLM_TIMEOUT_SECONDS: '1' } });
  try {
    mode = 'slow';
    const before = stub.requests.length;
    const response = await suggest(impatient.app);
    expect(stub.requests.slice(before).some((r) => r.messages.some((m) => m.content.includes(TASK)))).toBe(true);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Body).agentUsed).toBe('Offline catalogue search');
  } finally {
    mode = 'ok';
    await impatient.close();
  }
});

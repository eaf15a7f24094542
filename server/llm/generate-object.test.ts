import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startOpenAiStub, type OpenAiStub } from '../../tests/support/openai-stub';
import type { ChatModel, TokenUsage } from './chat-model';
import { loadConfig } from '../config';
import { createChatModel } from './create-chat-model';
import { ModelOutputError, ModelRequestError } from './errors';
import { SCHEMA_MARKER } from './json-instructions';

const Idea = z.object({ title: z.string().min(3), score: z.number().int().min(0).max(5) });
const messages = [
  { role: 'system' as const, content: 'You generate research ideas.' },
  { role: 'user' as const, content: 'One idea about soil microbes.' },
];

let stub: OpenAiStub;
let model: ChatModel;
let delays: number[];
let usage: TokenUsage[];

const ask = () =>
  model.generateObject({
    role: 'generation',
    messages,
    schema: Idea,
    schemaName: 'idea',
    onUsage: (u) => usage.push(u),
  });

beforeEach(async () => {
  stub ??= await startOpenAiStub();
  stub.reset();
  delays = [];
  usage = [];
  const config = loadConfig({ LLM_BASE_URL: stub.url, LLM_MODEL: 'llama3.1:8b', LLM_MAX_RETRIES: '2' });
  // Backoff is recorded, not slept: the tests assert the delays asked for, never wall time.
  model = createChatModel(config, { sleep: async (ms) => void delays.push(ms), random: () => 0.5 }) as ChatModel;
});
afterAll(() => stub?.close());

describe('generateObject', () => {
  it('asks for JSON with the schema in the system message, validates the answer and reports usage', async () => {
    stub.script([
      { json: { title: 'Microbial nitrogen', score: 4 }, usage: { promptTokens: 50, completionTokens: 9 } },
    ]);
    await expect(ask()).resolves.toEqual({ title: 'Microbial nitrogen', score: 4 });
    const [request] = stub.requests;
    expect(request.model).toBe('llama3.1:8b');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.messages[0].content).toMatch(/^You generate research ideas\.\n\n/);
    expect(request.messages[0].content).toContain(SCHEMA_MARKER);
    expect(request.messages[0].content).toContain('"maximum":5');
    expect(usage).toEqual([{ role: 'generation', model: 'llama3.1:8b', inputTokens: 50, outputTokens: 9 }]);
  });

  it('repairs fenced output with prose and trailing commas without asking again', async () => {
    stub.script(['Sure! Here it is:\n```json\n{"title": "Root exudates", "score": 3,}\n```\nHope that helps.']);
    await expect(ask()).resolves.toEqual({ title: 'Root exudates', score: 3 });
    expect(stub.requests).toHaveLength(1);
  });

  it('sends an invalid answer back with the validation error and takes the corrected one', async () => {
    stub.script([{ json: { title: 'Hi', score: 9 } }, { json: { title: 'Mycorrhizal networks', score: 5 } }]);
    await expect(ask()).resolves.toEqual({ title: 'Mycorrhizal networks', score: 5 });
    const retry = stub.requests[1].messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"title":"Hi","score":9}' });
    expect(retry.at(-1)?.role).toBe('user');
    expect(retry.at(-1)?.content).toMatch(/title[\s\S]*score/);
    expect(usage).toHaveLength(2);
  });

  it('throws ModelOutputError after LLM_MAX_RETRIES corrections, never returning unvalidated data', async () => {
    stub.script(['not json at all', '{"title": "x"', { json: { title: 'Fine title', score: 'high' } }]);
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelOutputError);
    expect(error).toMatchObject({ role: 'generation', model: 'llama3.1:8b', attempts: 3 });
    expect(error).toHaveProperty('lastOutput', '{"title":"Fine title","score":"high"}');
    expect((error as ModelOutputError).problem).toMatch(/score/);
    expect(stub.requests[1].messages.at(-1)?.content).toMatch(/not valid JSON/);
    expect(stub.requests).toHaveLength(3);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    stub.script([{ status: 429, message: 'slow down', retryAfter: 7 }, { json: { title: 'Biochar', score: 2 } }]);
    await expect(ask()).resolves.toEqual({ title: 'Biochar', score: 2 });
    expect(delays).toEqual([7000]);
    expect(usage).toHaveLength(1);
  });

  it('retries a 500 with growing backoff and gives up after LLM_MAX_RETRIES with a typed error', async () => {
    stub.script([{ status: 500 }, { status: 502 }, { json: { title: 'Phage therapy', score: 1 } }]);
    await expect(ask()).resolves.toEqual({ title: 'Phage therapy', score: 1 });
    // random() = 0.5: three quarters of 1 s, then of 2 s.
    expect(delays).toEqual([750, 1500]);

    stub.script([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 3 });
  });

  it('does not retry a 400', async () => {
    stub.script([{ status: 400, message: 'context length exceeded' }]);
    const error = await ask().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ModelRequestError', status: 400, attempts: 1 });
    expect(stub.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('drops response_format for good when the server refuses it', async () => {
    stub.script([
      { status: 400, message: "'response_format.type' must be 'json_schema' or 'text'" },
      { json: { title: 'Quorum sensing', score: 3 } },
      { json: { title: 'Soil carbon', score: 2 } },
    ]);
    await expect(ask()).resolves.toEqual({ title: 'Quorum sensing', score: 3 });
    await expect(ask()).resolves.toEqual({ title: 'Soil carbon', score: 2 });
    expect(stub.requests.map((r) => r.body.response_format ?? null)).toEqual([{ type: 'json_object' }, null, null]);
    expect(delays).toEqual([]);
  });

  it('rethrows the caller’s abort as is, without retrying, and closes the request', async () => {
    stub.script([{ stall: true }]);
    const controller = new AbortController();
    const call = model.generateObject({
      role: 'ranking',
      messages,
      schema: Idea,
      schemaName: 'idea',
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(stub.inFlight).toBe(1), { timeout: 10_000 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(stub.requests[0].closedEarly).toBe(true), { timeout: 10_000 });
    expect(stub.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('without a script, the stub answers a valid sample of whatever schema the prompt carries', async () => {
    const Review = z.object({
      verdict: z.enum(['accept', 'revise']),
      scores: z.array(z.object({ criterion: z.string(), score: z.number().min(0).max(5) })).min(2),
      notes: z.string().min(20).optional(),
    });
    const review = await model.generateObject({ role: 'reflection', messages, schema: Review, schemaName: 'review' });
    expect(Review.parse(review)).toEqual(review);
    expect(review.scores).toHaveLength(2);
  });
});

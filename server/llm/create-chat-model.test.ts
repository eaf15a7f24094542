import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startOpenAiStub, type OpenAiStub } from '../../tests/support/openai-stub';
import type { ChatModel, ModelRole } from './chat-model';
import { loadConfig } from '../config';
import { createChatModel } from './create-chat-model';

const Verdict = z.object({ winner: z.enum(['A', 'B']) });
const ask = (model: ChatModel, role: ModelRole) =>
  model.generateObject({
    role,
    messages: [{ role: 'user', content: 'A or B?' }],
    schema: Verdict,
    schemaName: 'verdict',
  });

let main: OpenAiStub;
let judge: OpenAiStub;
const quiet = { sleep: async () => {} };

beforeAll(async () => {
  [main, judge] = await Promise.all([startOpenAiStub(), startOpenAiStub()]);
});
beforeEach(() => {
  main.reset();
  judge.reset();
});
afterAll(() => Promise.all([main?.close(), judge?.close()]));

describe('createChatModel', () => {
  it('is null when no base URL and model are configured: the offline engine runs', () => {
    expect(createChatModel(loadConfig({}))).toBeNull();
    expect(createChatModel(loadConfig({ LLM_MODEL: 'llama3.1:8b' }))).toBeNull();
    expect(createChatModel(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toBeNull();
  });

  it('routes each role to its own model and server, with that server’s key', async () => {
    const model = createChatModel(
      loadConfig({
        LLM_BASE_URL: main.url,
        LLM_MODEL: 'llama3.1:8b',
        LLM_API_KEY: 'main-key',
        LLM_REFLECTION_MODEL: 'qwen2.5:14b',
        LLM_RANKING_BASE_URL: judge.url,
        LLM_RANKING_MODEL: 'claude-judge',
        LLM_RANKING_API_KEY: 'judge-key',
      }),
      quiet,
    ) as ChatModel;
    expect(model.modelFor('ranking')).toBe('claude-judge');
    expect(model.modelFor('meta_review')).toBe('llama3.1:8b');
    main.script([{ json: { winner: 'A' } }, { json: { winner: 'B' } }]);
    judge.script([{ json: { winner: 'B' } }]);

    await expect(ask(model, 'ranking')).resolves.toEqual({ winner: 'B' });
    await expect(ask(model, 'generation')).resolves.toEqual({ winner: 'A' });
    await expect(ask(model, 'reflection')).resolves.toEqual({ winner: 'B' });

    expect(judge.requests.map((r) => [r.model, r.headers.authorization])).toEqual([
      ['claude-judge', 'Bearer judge-key'],
    ]);
    expect(main.requests.map((r) => [r.model, r.headers.authorization])).toEqual([
      ['llama3.1:8b', 'Bearer main-key'],
      ['qwen2.5:14b', 'Bearer main-key'],
    ]);
  });

  it('sends no Authorization header without a key (local servers)', async () => {
    const model = createChatModel(loadConfig({ LLM_BASE_URL: main.url, LLM_MODEL: 'llama3.1:8b' }), quiet) as ChatModel;
    await ask(model, 'assistant');
    expect(main.requests[0].headers.authorization).toBeUndefined();
  });

  it('never has more calls in flight than LLM_CONCURRENCY, across roles and call kinds', async () => {
    const model = createChatModel(
      loadConfig({ LLM_BASE_URL: main.url, LLM_MODEL: 'm', LLM_CONCURRENCY: '3' }),
      quiet,
    ) as ChatModel;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Every answer waits for the gate: calls pile up until the cap, whatever the machine's speed.
    main.handle(async (request) => {
      await gate;
      return request.stream ? 'streamed answer' : { json: { winner: 'A' } };
    });
    const roles: ModelRole[] = ['generation', 'reflection', 'ranking', 'evolution', 'meta_review'];
    const calls: Promise<unknown>[] = roles.flatMap((role) => [ask(model, role), ask(model, role)]);
    const stream = model.streamText({ role: 'assistant', messages: [{ role: 'user', content: 'hi' }] });
    calls.push(
      (async () => {
        for await (const delta of stream) expect(delta).toBeTruthy();
      })(),
    );
    await vi.waitFor(() => expect(main.inFlight).toBe(3), { timeout: 10_000 });
    expect(main.requests).toHaveLength(3);
    open();
    await Promise.all(calls);
    expect(main.requests).toHaveLength(11);
    expect(main.maxInFlight).toBe(3);
  });

  it('embeds to null without LLM_EMBEDDING_MODEL, and to vectors with one', async () => {
    const plain = createChatModel(loadConfig({ LLM_BASE_URL: main.url, LLM_MODEL: 'm' }), quiet) as ChatModel;
    await expect(plain.embed(['soil microbes'])).resolves.toBeNull();
    expect(main.requests).toHaveLength(0);

    const model = createChatModel(
      loadConfig({ LLM_BASE_URL: main.url, LLM_MODEL: 'm', LLM_EMBEDDING_MODEL: 'nomic-embed-text' }),
      quiet,
    ) as ChatModel;
    await expect(model.embed([])).resolves.toEqual([]);
    main.script([
      { status: 500 },
      {
        embeddings: [
          [1, 0],
          [0, 1],
        ],
      },
    ]);
    await expect(model.embed(['soil microbes', 'ocean vents'])).resolves.toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(main.requests.map((r) => [r.path, r.model, r.body.input])).toEqual([
      ['/v1/embeddings', 'nomic-embed-text', ['soil microbes', 'ocean vents']],
      ['/v1/embeddings', 'nomic-embed-text', ['soil microbes', 'ocean vents']],
    ]);
    // Unscripted, the stub's vectors are deterministic: the same text, the same vector.
    const [a, b, c] = (await model.embed(['soil microbes', 'soil microbes', 'ocean vents'])) ?? [];
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

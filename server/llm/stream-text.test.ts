import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../../tests/support/openai-stub';
import type { ChatModel, TextRequest, TokenUsage } from './chat-model';
import { loadConfig } from '../config';
import { createChatModel } from './create-chat-model';
import { ModelRequestError } from './errors';

let stub: OpenAiStub;
let delays: number[];
let usage: TokenUsage[];

const modelWith = (env: Record<string, string> = {}) =>
  createChatModel(loadConfig({ LLM_BASE_URL: stub.url, LLM_MODEL: 'qwen2.5:7b', ...env }), {
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
  }) as ChatModel;

const request = (signal?: AbortSignal): TextRequest => ({
  role: 'assistant',
  messages: [{ role: 'user', content: 'What is soil made of?' }],
  signal,
  onUsage: (u) => usage.push(u),
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

beforeEach(async () => {
  stub ??= await startOpenAiStub();
  stub.reset();
  delays = [];
  usage = [];
});
afterAll(() => stub?.close());

describe('streamText', () => {
  it('yields the deltas in order over SSE and reports the usage of the last chunk', async () => {
    const chunks = ['Minerals', ', water', ', air', '.'];
    stub.script([{ text: chunks.join(''), chunks, usage: { promptTokens: 12, completionTokens: 4 } }]);
    await expect(collect(modelWith().streamText(request()))).resolves.toEqual(['Minerals', ', water', ', air', '.']);
    expect(stub.requests[0].body).toMatchObject({
      model: 'qwen2.5:7b',
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(usage).toEqual([{ role: 'assistant', model: 'qwen2.5:7b', inputTokens: 12, outputTokens: 4 }]);
  });

  it('stops the upstream request when the signal aborts mid-stream', async () => {
    stub.script([{ stall: true, chunks: ['Minerals', ', water'] }]);
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const delta of modelWith().streamText(request(controller.signal))) {
        seen.push(delta);
        if (seen.length === 2) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['Minerals', ', water']);
    await vi.waitFor(() => expect(stub.requests[0].closedEarly).toBe(true), { timeout: 10_000 });
    expect(usage).toEqual([]);
  });

  it('stops the upstream request when the consumer breaks off, and frees its slot', async () => {
    const model = modelWith({ LLM_CONCURRENCY: '1' });
    stub.script([{ stall: true, chunks: ['Minerals'] }, 'Second answer.']);
    for await (const delta of model.streamText(request())) {
      expect(delta).toBe('Minerals');
      break;
    }
    await vi.waitFor(() => expect(stub.requests[0].closedEarly).toBe(true), { timeout: 10_000 });
    // With one slot, this would wait forever had the broken-off stream kept it.
    await expect(collect(model.streamText(request()))).resolves.toEqual(['Second ', 'answer.']);
  });

  it('retries a failure before the first delta, honouring Retry-After', async () => {
    stub.script([{ status: 503 }, { status: 429, retryAfter: 3 }, 'Clay.']);
    await expect(collect(modelWith().streamText(request()))).resolves.toEqual(['Clay.']);
    expect(delays).toEqual([750, 3000]);
    expect(stub.requests).toHaveLength(3);
  });

  it('does not retry a 400 and says why', async () => {
    stub.script([{ status: 400, message: 'unknown model' }]);
    const error = await collect(modelWith().streamText(request())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ role: 'assistant', status: 400, attempts: 1 });
    expect((error as Error).message).toMatch(/unknown model/);
  });

  it('fails a stream that goes quiet for LLM_TIMEOUT_SECONDS with a timeout error', async () => {
    stub.script([{ stall: true, chunks: ['Minerals'] }]);
    const model = modelWith({ LLM_TIMEOUT_SECONDS: '1' });
    const error = await collect(model.streamText(request())).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ModelRequestError', kind: 'timeout', status: null });
    await vi.waitFor(() => expect(stub.requests[0].closedEarly).toBe(true), { timeout: 10_000 });
  });
});

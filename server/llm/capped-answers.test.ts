import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEndlessServer, type EndlessServer } from '../../tests/support/endless-server';
import { loadConfig } from '../config';
import { MODEL_ANSWER_MAX_BYTES } from '../http/read-capped';
import type { ChatModel } from './chat-model';
import { createChatModel } from './create-chat-model';
import { ModelRequestError } from './errors';

// A model server that never stops answering, against a real loopback server: a JSON answer and a
// streamed (SSE) one are each cut at MODEL_ANSWER_MAX_BYTES in total, the call fails naming the
// server and the cap without a retry, and the next call works.

let server: EndlessServer;
let model: ChatModel;
let tooMuch: string;

beforeAll(async () => {
  server = await startEndlessServer();
  const config = loadConfig({ LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'm', LLM_MAX_RETRIES: '2' });
  model = createChatModel(config, { sleep: async () => {} })!;
  tooMuch = `The model server at ${server.url}/v1 sent more than 32 MB; the answer was not read.`;
});
afterAll(() => server?.close());

const ask = () =>
  model.generateObject({
    role: 'generation',
    messages: [{ role: 'user', content: 'A or B?' }],
    schema: z.object({ winner: z.enum(['A', 'B']) }),
    schemaName: 'verdict',
  });

const completion = (content: string) =>
  JSON.stringify({
    id: 'c',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });

async function readAll(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}

describe('a model answer past MODEL_ANSWER_MAX_BYTES', () => {
  it('fails a JSON answer that never ends, once, with the server and the cap named', async () => {
    expect(MODEL_ANSWER_MAX_BYTES).toBe(32_000_000);
    server.answer({
      contentType: 'application/json',
      head: completion('').split('"content":""')[0] + '"content":"',
      chunk: 'a'.repeat(64 * 1024),
    });
    const failure = await ask().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelRequestError);
    expect((failure as ModelRequestError).message).toBe(`m (generation): ${tooMuch} (after 1 attempt)`);
    expect(await server.hungUp()).toBeGreaterThan(MODEL_ANSWER_MAX_BYTES);

    server.answer({ contentType: 'application/json', body: completion('{"winner":"A"}') });
    await expect(ask()).resolves.toEqual({ winner: 'A' });
  });

  it('fails a streamed answer whose events add up past the cap', async () => {
    const event = {
      id: 'c',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'm',
      choices: [{ index: 0, delta: { content: 'a'.repeat(4000) }, finish_reason: null }],
    };
    server.answer({ contentType: 'text/event-stream', chunk: `data: ${JSON.stringify(event)}\n\n` });
    const stream = model.streamText({ role: 'generation', messages: [{ role: 'user', content: 'Talk' }] });
    const failure = await readAll(stream).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelRequestError);
    expect((failure as ModelRequestError).message).toBe(`m (generation): ${tooMuch} (after 1 attempt)`);
    expect(await server.hungUp()).toBeGreaterThan(MODEL_ANSWER_MAX_BYTES);
  });
});

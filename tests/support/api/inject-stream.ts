import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// Injects a request whose success may be an endless event stream (GET /v1/events): the answer's
// status and headers are read, a stream's body is dropped, and any other body read whole, so a
// walk over every operation never waits for a stream to end.

/** Operations whose 200 is a stream that ends only when the client leaves. */
export const ENDLESS_STREAMS: ReadonlySet<string> = new Set(['streamEvents']);

export async function injectAnswer(app: FastifyInstance, request: InjectOptions): Promise<LightMyRequestResponse> {
  const stop = new AbortController();
  const response = await app.inject({ ...request, payloadAsStream: true, signal: stop.signal });
  const stream = response.stream();
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stop.abort();
    stream.on('error', () => {});
    return Object.assign(response, { body: '', payload: '' });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.assign(response, { body, payload: body, json: () => JSON.parse(body) as unknown });
}

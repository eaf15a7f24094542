import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

// A text/event-stream answer: the headers that keep proxies from buffering it, a comment line
// every heartbeatMs so they keep the connection open, and a signal aborted when the client leaves.
// The assistant's answers (server/assistant/sse-reply.ts) and the live stream (server/live/) share it.

export interface EventStream {
  /** The body to return from the handler. */
  body: PassThrough;
  /** Writes frames until the stream ends; after that, nothing. */
  write(text: string): void;
  /** Ends the answer (the client may reconnect). */
  end(): void;
  /** Aborted when the client leaves or the stream ends. */
  signal: AbortSignal;
}

export function openEventStream(reply: FastifyReply, heartbeatMs: number): EventStream {
  const body = new PassThrough();
  const left = new AbortController();
  const open = () => !body.destroyed && !body.writableEnded;
  const write = (text: string) => void (open() && body.write(text));
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  const end = () => {
    clearInterval(heartbeat);
    if (open()) body.end();
    left.abort();
  };
  reply.raw.once('close', end);
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  write(': connected\n\n');
  return { body, write, end, signal: left.signal };
}

/** One SSE frame; JSON has no raw newlines, so the data fits on one `data:` line. */
export function sseFrame(event: string, data: unknown, id?: number | string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

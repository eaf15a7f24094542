import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FollowEnd } from './follow';
import { formatSse, type StoredEvent } from './stream-events';

// Writes followed events as text/event-stream, with a comment line every heartbeatMs so proxies
// keep the connection open. The client leaving aborts the signal the events are read with; it
// never stops the generation behind them.

export function sendEventStream(
  reply: FastifyReply,
  ids: { sessionId: string; queryId: string },
  heartbeatMs: number,
  events: (signal: AbortSignal) => AsyncGenerator<StoredEvent, FollowEnd>,
): PassThrough {
  const stream = new PassThrough();
  const left = new AbortController();
  reply.raw.once('close', () => left.abort());
  const write = (text: string) => void (!stream.destroyed && !stream.writableEnded && stream.write(text));
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);

  void (async () => {
    write(': connected\n\n');
    try {
      const iterator = events(left.signal);
      for (let next = await iterator.next(); ; next = await iterator.next()) {
        if (next.done) {
          // Nobody is writing this answer any more: say so, without an id to resume from.
          if (next.value === 'stale') write(staleFrame(ids));
          break;
        }
        write(formatSse(ids.sessionId, next.value));
      }
    } catch (error) {
      reply.log.warn({ err: error }, 'assistant stream failed');
    } finally {
      clearInterval(heartbeat);
      stream.end();
    }
  })();

  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  return stream;
}

function staleFrame(ids: { sessionId: string; queryId: string }): string {
  const data = { message: 'The answer stopped arriving. Please ask again.' };
  return `event: error\ndata: ${JSON.stringify({ eventType: 'error', data, ...ids, timestamp: new Date().toISOString() })}\n\n`;
}

import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '../http/event-stream';
import type { FollowEnd } from './follow';
import { formatSse, type StoredEvent } from './stream-events';

// Writes followed events as text/event-stream (server/http/event-stream.ts: headers, heartbeats).
// The client leaving aborts the signal the events are read with; it never stops the generation
// behind them.

export function sendEventStream(
  reply: FastifyReply,
  ids: { sessionId: string; queryId: string },
  heartbeatMs: number,
  events: (signal: AbortSignal) => AsyncGenerator<StoredEvent, FollowEnd>,
): PassThrough {
  const stream = openEventStream(reply, heartbeatMs);
  void (async () => {
    try {
      const iterator = events(stream.signal);
      for (let next = await iterator.next(); ; next = await iterator.next()) {
        if (next.done) {
          // Nobody is writing this answer any more: say so, without an id to resume from.
          if (next.value === 'stale') stream.write(staleFrame(ids));
          break;
        }
        stream.write(formatSse(ids.sessionId, next.value));
      }
    } catch (error) {
      reply.log.warn({ err: error }, 'assistant stream failed');
    } finally {
      stream.end();
    }
  })();
  return stream.body;
}

function staleFrame(ids: { sessionId: string; queryId: string }): string {
  const data = { message: 'The answer stopped arriving. Please ask again.' };
  return `event: error\ndata: ${JSON.stringify({ eventType: 'error', data, ...ids, timestamp: new Date().toISOString() })}\n\n`;
}

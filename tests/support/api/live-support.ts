import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { SignedIn } from './harness';

// A live stream (GET /v1/events) read as a browser reads it: fetch, then the Server-Sent Events
// protocol parsed by eventsource-parser. Each frame is kept in order; `closed` says the server
// ended the stream.

export interface LiveFrame {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

export interface LiveStream {
  status: number;
  frames: LiveFrame[];
  /** Resolves to the first frame from now on (or already read, unseen) that `match` accepts. */
  waitFor(match: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** Resolves when the server has ended the stream. */
  closed: Promise<void>;
  disconnect(): void;
}

export const isChange = (kind: string) => (frame: LiveFrame) => frame.event === 'change' && frame.data.kind === kind;

export async function openLive(
  base: string,
  who: SignedIn,
  options: { lastEventId?: string; tabId?: string } = {},
): Promise<LiveStream> {
  const controller = new AbortController();
  const query = options.tabId ? `?tabId=${options.tabId}` : '';
  const response = await fetch(`${base}/v1/events${query}`, {
    headers: {
      ...who.headers,
      accept: 'text/event-stream',
      ...(options.lastEventId && { 'last-event-id': options.lastEventId }),
    },
    signal: controller.signal,
  });
  const frames: LiveFrame[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      frames.push({ id: message.id, event: message.event ?? 'message', data: JSON.parse(message.data) });
      waiters.forEach((wake) => wake());
    },
  });
  const closed = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }) as const);
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    ended = true;
    waiters.forEach((wake) => wake());
  })();
  let seen = 0;
  return {
    status: response.status,
    frames,
    closed,
    disconnect: () => controller.abort(),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no matching frame in ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          for (; seen < frames.length; seen += 1) {
            if (match(frames[seen])) return done(null, frames[seen++]);
          }
          if (ended) done(new Error('the stream ended first'));
        };
        const done = (error: Error | null, frame?: LiveFrame) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(frame!);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

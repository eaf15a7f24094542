import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../db/connect';
import type { AssistantRuntime } from './assistant-runtime';
import { isTerminal, readEvents, type StoredEvent } from './stream-events';

// A query's events after a given seq, each once and in order: what the table holds, then what
// the generation publishes live. The subscription opens before the table is read, so an event
// committed in between arrives both ways and the seq check drops the second copy. A query that
// no generation in this process serves (another process, or none left) is polled from the table.

export type FollowEnd = 'ended' | 'stale';

export async function* followEvents(
  db: Database,
  runtime: AssistantRuntime,
  queryId: string,
  afterSeq: number,
  signal: AbortSignal,
): AsyncGenerator<StoredEvent, FollowEnd> {
  const queue: StoredEvent[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const nudge = () => wake?.();
  const unsubscribe = runtime.bus.subscribe(queryId, {
    event: (event) => (queue.push(event), nudge()),
    end: () => ((ended = true), nudge()),
  });
  const detach = runtime.attach(queryId);
  const live = runtime.isRunning(queryId);
  signal.addEventListener('abort', nudge);
  let last = afterSeq;
  try {
    const fromTable = async () => {
      const events = await readEvents(db, queryId, last);
      if (events.length > 0) last = events[events.length - 1].seq;
      return events;
    };
    for (const event of await fromTable()) {
      yield event;
      if (isTerminal(event.eventType)) return 'ended';
    }
    if (!live) return yield* poll(runtime, fromTable, signal);
    while (!signal.aborted) {
      const event = queue.shift();
      if (event) {
        if (event.seq <= last) continue;
        // Never expected in-process; if a publish was missed, the table has it.
        const missed = event.seq > last + 1 ? await readEvents(db, queryId, last) : [event];
        for (const next of missed) {
          yield next;
          last = next.seq;
          if (isTerminal(next.eventType)) return 'ended';
        }
        continue;
      }
      if (ended) return 'ended';
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
    return 'ended';
  } finally {
    signal.removeEventListener('abort', nudge);
    unsubscribe();
    detach();
  }
}

async function* poll(runtime: AssistantRuntime, fromTable: () => Promise<StoredEvent[]>, signal: AbortSignal): AsyncGenerator<StoredEvent, FollowEnd> {
  const stop = AbortSignal.any([signal, runtime.closed]);
  let quietSince = Date.now();
  while (!stop.aborted) {
    await delay(runtime.pollMs, undefined, { signal: stop }).catch(() => {});
    if (stop.aborted) break;
    const events = await fromTable();
    if (events.length > 0) quietSince = Date.now();
    for (const event of events) {
      yield event;
      if (isTerminal(event.eventType)) return 'ended';
    }
    if (Date.now() - quietSince > runtime.staleMs) return 'stale';
  }
  return 'ended';
}

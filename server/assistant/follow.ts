import type { Database } from '../db/connect';
import { CHANNELS } from '../events/notifier';
import type { AssistantRuntime } from './assistant-runtime';
import { endedBy, isTerminal, readEvents, type StoredEvent } from './stream-events';

// A query's events after a given seq, each once and in order: what the table holds, then what
// the generation publishes live. The subscription opens before the table is read, so an event
// committed in between arrives both ways and the seq check drops the second copy. A query that
// no generation in this process serves (another instance, or none left) is read from the table
// whenever its generation announces an event: an idle follower costs nothing.

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
  // Before the table is read, for the same reason as the bus above.
  const elsewhere = live ? null : announcements(runtime, queryId);
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
    // A resume from the last event or beyond (an EventSource reconnects after every close):
    // nothing is missing and nothing more will come. Checked after the read, so an ending
    // committed in between has a later seq and is still followed below.
    if (await endedBy(db, queryId, last)) return 'ended';
    if (elsewhere) return yield* followElsewhere(runtime, elsewhere, fromTable, signal);
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
    elsewhere?.close();
    detach();
  }
}

interface Announcements {
  /** Resolves at the next announcement of the query (or a resync), or after `ms`. */
  next(ms: number, signal: AbortSignal): Promise<'announced' | 'quiet'>;
  close(): void;
}

/** The query's announcements from every instance, remembered until the follower asks. */
function announcements(runtime: AssistantRuntime, queryId: string): Announcements {
  let pending = false;
  let wake: (() => void) | null = null;
  const hear = () => ((pending = true), wake?.());
  const stops = [
    runtime.notifier.subscribe(CHANNELS.assistant, (id) => id === queryId && hear()),
    runtime.notifier.onResync(hear),
  ];
  return {
    async next(ms, signal) {
      if (!pending) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          const done = () => (clearTimeout(timer), signal.removeEventListener('abort', done), resolve());
          wake = done;
          signal.addEventListener('abort', done);
        });
        wake = null;
      }
      const heard = pending;
      pending = false;
      return heard ? 'announced' : 'quiet';
    },
    close: () => stops.forEach((stop) => stop()),
  };
}

async function* followElsewhere(
  runtime: AssistantRuntime,
  heard: Announcements,
  fromTable: () => Promise<StoredEvent[]>,
  signal: AbortSignal,
): AsyncGenerator<StoredEvent, FollowEnd> {
  const stop = AbortSignal.any([signal, runtime.closed]);
  let quietSince = Date.now();
  while (!stop.aborted) {
    // Quiet for staleMs, the table is read once more: a generation whose instance died
    // announces nothing, and the follower must still learn that it is over.
    const outcome = await heard.next(runtime.staleMs, stop);
    if (stop.aborted) break;
    const events = await fromTable();
    if (events.length > 0) quietSince = Date.now();
    for (const event of events) {
      yield event;
      if (isTerminal(event.eventType)) return 'ended';
    }
    if (outcome === 'quiet' && Date.now() - quietSince >= runtime.staleMs) return 'stale';
  }
  return 'ended';
}

import { CHANNELS, type Notifier } from '../events/notifier';
import type { StoredEvent } from './stream-events';

// Fan-out of a query's events as they are stored: streams in this process get each event
// itself; every instance on the database hears the query's id and reads the table (follow.ts).
// Events are published only after they are committed: a listener that also reads the table
// sees each event in one place or both, never in neither.

export interface BusListener {
  event(event: StoredEvent): void;
  /** The generation is over; everything it stored has been published. */
  end(): void;
}

export interface EventBus {
  subscribe(queryId: string, listener: BusListener): () => void;
  publish(event: StoredEvent): void;
  end(queryId: string): void;
}

export function createEventBus(notifier: Notifier): EventBus {
  const listeners = new Map<string, Set<BusListener>>();
  // Not awaited: a generation never waits on followers elsewhere, who read the table anyway.
  const announce = (queryId: string) => void notifier.publish(CHANNELS.assistant, queryId).catch(() => {});
  return {
    subscribe(queryId, listener) {
      const set = listeners.get(queryId) ?? new Set<BusListener>();
      listeners.set(queryId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(queryId) === set) listeners.delete(queryId);
      };
    },
    publish(event) {
      for (const listener of [...(listeners.get(event.queryId) ?? [])]) listener.event(event);
      announce(event.queryId);
    },
    end(queryId) {
      announce(queryId);
      const set = listeners.get(queryId);
      listeners.delete(queryId);
      for (const listener of [...(set ?? [])]) listener.end();
    },
  };
}

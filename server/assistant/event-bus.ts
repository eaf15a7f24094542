import type { StoredEvent } from './stream-events';

// In-process fan-out of a query's events as they are stored, so every open stream follows the
// one generation live. Events are published only after they are committed: a listener that also
// reads the table sees each event in one place or both, never in neither.

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

export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<BusListener>>();
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
    },
    end(queryId) {
      const set = listeners.get(queryId);
      listeners.delete(queryId);
      for (const listener of [...(set ?? [])]) listener.end();
    },
  };
}

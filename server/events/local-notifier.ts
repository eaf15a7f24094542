import { BroadcastChannel } from 'node:worker_threads';
import { createListenerSet, type Notifier } from './notifier';

// Embedded PGlite serves one process, so its instances are threads of that process (the web
// thread, the engine worker thread): a BroadcastChannel reaches them all. A BroadcastChannel
// does not deliver to its own sender, so local listeners are called directly as well.

interface Envelope {
  channel: string;
  payload: string;
}

/** `scope` keeps unrelated databases (tests run several side by side) apart. */
export function createLocalNotifier(scope: string): Notifier {
  const listeners = createListenerSet();
  const bus = new BroadcastChannel(`labforge:${scope}`);
  // Listening must not keep a finished process alive.
  bus.unref();
  bus.onmessage = (message) => {
    const { channel, payload } = (message as { data: Envelope }).data;
    listeners.deliver(channel, payload);
  };
  let closed = false;
  return {
    async publish(channel, payload) {
      if (closed) return;
      listeners.deliver(channel, payload);
      bus.postMessage({ channel, payload } satisfies Envelope);
    },
    subscribe(channel, listener) {
      const entry = listeners.add(channel, listener);
      return () => void entry.remove();
    },
    // A BroadcastChannel inside one process never loses its connection.
    onResync: () => () => {},
    async close() {
      closed = true;
      bus.close();
    },
  };
}

// An in-memory BroadcastChannel: every channel of the same name hears the others' messages (not
// its own), cloned and delivered on a later microtask, the way a browser's would be.
import type { LiveMessage } from './live-types';

type Listener = (event: MessageEvent) => void;

export class FakeBroadcastChannel {
  private static readonly open = new Set<FakeBroadcastChannel>();
  /** Every message posted on any channel, for tests to read. */
  static readonly sent: LiveMessage[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  static reset() {
    FakeBroadcastChannel.open.clear();
    FakeBroadcastChannel.sent.length = 0;
  }

  postMessage(message: unknown) {
    const data = structuredClone(message);
    FakeBroadcastChannel.sent.push(data as LiveMessage);
    for (const channel of FakeBroadcastChannel.open) {
      if (channel === this || channel.name !== this.name) continue;
      queueMicrotask(() => channel.listeners.forEach((listener) => listener({ data } as MessageEvent)));
    }
  }

  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener);
  }

  close() {
    FakeBroadcastChannel.open.delete(this);
  }
}

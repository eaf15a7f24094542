// Tabs tell each other about their actors on one BroadcastChannel. A tab stays quiet until a
// page somewhere says hello (it is listening); from then on, while any page listens, it sends its
// actors once in full and each change after that, names only (see live-types.ts).
import type { LiveRegistry } from './live-registry';
import type { LiveMessage } from './live-types';

/** The part of BroadcastChannel used here (tests pass a fake pair). */
export interface LiveChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface LiveBridge {
  /** A page starts listening: other tabs are asked for their actors. Returns the way to stop. */
  listen(): () => void;
  /** The tab is going away: listeners forget its actors, broadcasters stop sending for it. */
  bye(): void;
}

export function connectChannel(registry: LiveRegistry, channel: LiveChannel, tabId: string): LiveBridge {
  const audience = new Set<string>(); // the tabs with a page listening
  let listeners = 0; // the pages listening in this tab
  const post = (message: LiveMessage) => channel.postMessage(message);

  const leave = (tab: string) => {
    audience.delete(tab);
    if (audience.size === 0) registry.setSink(null);
  };

  const onMessage = (message: LiveMessage | undefined) => {
    if (!message || message.from === tabId) return;
    switch (message.kind) {
      case 'join':
        if (listeners > 0) post({ kind: 'hello', from: tabId });
        return;
      case 'hello':
        audience.add(message.from);
        registry.setSink((delta) => post({ ...delta, from: tabId }));
        post({ kind: 'snapshot', from: tabId, actors: registry.localActors() });
        return;
      case 'unlisten':
        leave(message.from);
        return;
      case 'bye':
        leave(message.from);
        registry.dropTab(message.from);
        return;
      case 'snapshot':
        if (listeners > 0) registry.replaceTab(message.from, message.actors);
        return;
      default:
        if (listeners > 0) registry.applyDelta(message.from, message);
    }
  };

  channel.addEventListener('message', (event) => onMessage(event.data as LiveMessage | undefined));
  // A tab opened after a page said hello must hear it too: a listener answers this.
  post({ kind: 'join', from: tabId });

  return {
    listen() {
      listeners += 1;
      if (listeners === 1) post({ kind: 'hello', from: tabId });
      return () => {
        listeners -= 1;
        if (listeners > 0) return;
        post({ kind: 'unlisten', from: tabId });
        registry.clearRemote();
      };
    },
    bye() {
      if (audience.size > 0 || listeners > 0) post({ kind: 'bye', from: tabId });
    },
  };
}

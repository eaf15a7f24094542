// The one inspector every actor of the app reports to (`useActorRef(logic, { inspect:
// appInspector.inspect })`); the state-charts page reads it.
import { createInspector } from './live-inspector';
import { LIVE_CHANNEL_NAME } from './live-types';

function openBrowserChannel() {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(LIVE_CHANNEL_NAME);
  // Node (tests) would keep its process alive for an open channel; browsers have no unref.
  (channel as unknown as { unref?: () => void }).unref?.();
  return channel;
}

// Not a secret, only a name to tell tabs apart (randomUUID needs a secure context).
const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const appInspector = createInspector({ openChannel: openBrowserChannel, tabId });

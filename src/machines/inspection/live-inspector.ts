// An inspector: the registry plus the channel to other tabs, opened with the first actor so
// another tab's hello can reach this one.
import type { InspectionEvent } from 'xstate';
import { connectChannel, type LiveBridge, type LiveChannel } from './live-broadcast';
import { LiveRegistry } from './live-registry';

export interface LiveInspector {
  /** Pass as the `inspect` option of createActor / useActorRef. */
  inspect: (event: InspectionEvent) => void;
  registry: LiveRegistry;
  /** A page starts watching; returns the way to stop. */
  listen: () => () => void;
}

export interface LiveInspectorOptions {
  /** Null where there is no BroadcastChannel: the inspector then sees this tab only. */
  openChannel: () => LiveChannel | null;
  tabId: string;
  now?: () => Date;
}

export function createInspector({ openChannel, tabId, now }: LiveInspectorOptions): LiveInspector {
  const registry = new LiveRegistry(now);
  let bridge: LiveBridge | null | undefined;
  const connect = (): LiveBridge | null => {
    if (bridge !== undefined) return bridge;
    const channel = openChannel();
    bridge = channel ? connectChannel(registry, channel, tabId) : null;
    if (bridge && typeof window !== 'undefined') window.addEventListener('pagehide', () => bridge?.bye());
    return bridge;
  };
  return {
    registry,
    inspect: (event) => {
      connect();
      registry.inspect(event);
    },
    listen: () => connect()?.listen() ?? (() => undefined),
  };
}

import { sseFrame } from '../http/event-stream';
import type { WorkspaceEvent } from './workspace-events';

// One signed-in tab's stream as the hub sees it: whose it is, the workspaces it follows, and the
// last id sent of each, so rows a catch-up and a wake-up both read go out once, in order. Until
// its catch-up is written, rows the hub reads for it wait in `pending`.

export interface LiveTab {
  userId: string;
  tabId: string | null;
  workspaces: ReadonlySet<string>;
  /** Sends rows this tab has not had yet. */
  deliver(events: WorkspaceEvent[]): void;
  /** Writes a frame as it is (a notification, a resync). */
  write(frame: string): void;
  /** Ends the stream: a removal, a shutdown. */
  close(): void;
}

/** The SSE event name a row goes out as: presence changes apart, so a page reloads only its viewers. */
export const eventNameOf = (event: WorkspaceEvent) => (event.kind === 'presence.changed' ? 'presence' : 'change');

export function createLiveTab(options: {
  userId: string;
  tabId: string | null;
  workspaces: Iterable<string>;
  write: (frame: string) => void;
  close: () => void;
}): LiveTab & { ready(catchUp: WorkspaceEvent[], startId: number): void } {
  const workspaces = new Set(options.workspaces);
  const sent = new Map<string, number>();
  let pending: WorkspaceEvent[] | null = [];
  const send = (events: WorkspaceEvent[]) => {
    for (const event of events) {
      if (event.id <= (sent.get(event.workspaceId) ?? 0) || !workspaces.has(event.workspaceId)) continue;
      sent.set(event.workspaceId, event.id);
      options.write(sseFrame(eventNameOf(event), event, event.id));
    }
  };
  return {
    userId: options.userId,
    tabId: options.tabId,
    workspaces,
    deliver(events) {
      if (pending) pending.push(...events);
      else send(events);
    },
    write: options.write,
    close: options.close,
    /** The catch-up from `startId` is read: it goes out, then what waited, in id order. */
    ready(catchUp, startId) {
      for (const workspaceId of workspaces) sent.set(workspaceId, startId);
      const waiting = pending ?? [];
      pending = null;
      send(catchUp);
      send([...waiting].sort((a, b) => a.id - b.id));
    },
  };
}

import { sseFrame } from '../http/event-stream';
import { LOOKBACK_MS, type WorkspaceEvent } from './workspace-events';

// One signed-in tab's stream as the hub sees it: whose it is and the workspaces it follows. Until
// its catch-up is written, rows the hub reads for it wait in `pending`, then go out after it,
// those the catch-up already sent left out. (The hub sends each row once: workspace-groups.ts.)

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

/**
 * Ends a tab whose workspaces changed under it (a removal, a join), saying so first: its client
 * then refetches what it may see now (its workspace list, each page's role) as it reconnects.
 */
export function endForMembership(tab: LiveTab): void {
  tab.write('event: membership\ndata: {}\n\n');
  tab.close();
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
  let pending: WorkspaceEvent[] | null = [];
  /** Rows at or before where the tab started are not sent; until then, nothing is. */
  let floor = Number.MAX_SAFE_INTEGER;
  /** Ids sent lately, with when: a row read again (the hub's lookback, the catch-up) goes out once. */
  const sent = new Map<number, number>();
  const send = (events: WorkspaceEvent[]) => {
    const now = Date.now();
    for (const [id, at] of sent) if (now - at > LOOKBACK_MS * 2) sent.delete(id);
    for (const event of events) {
      if (event.id <= floor || sent.has(event.id) || !workspaces.has(event.workspaceId)) continue;
      sent.set(event.id, now);
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
      const waiting = pending ?? [];
      pending = null;
      floor = startId;
      send(catchUp);
      send(waiting.sort((a, b) => a.id - b.id));
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { parseUserIds } from '../cache/read-cache';
import type { Database } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';
import { parseWake } from './announce';
import { endForMembership, type LiveTab } from './live-tab';
import { createWorkspaceGroups, membershipsOf } from './workspace-groups';
import { sweepWorkspaceEvents } from './workspace-events';

// Every web process has one hub for its open live streams (docs/architecture.md, "Live events").
// `labforge_workspace` wakes the workspace's group (workspace-groups.ts); `labforge_notifications`
// goes to the named users' tabs as `notification`; a commit touching a user with tabs here
// re-reads their memberships, and a tab whose workspaces are no longer theirs is closed at once
// after a `membership` frame (its client refetches and reconnects with what it belongs to now).

/** How often each process deletes events older than the retention. */
const SWEEP_MS = 5 * 60 * 1000;

export interface StreamHub {
  /** Follows the tab's workspaces from `startId`; the tab's catch-up is the caller's. */
  join(tab: LiveTab, startId: number): void;
  leave(tab: LiveTab): void;
  /** Ends every open stream (shutdown). */
  close(): Promise<void>;
}

export function createStreamHub(db: Database, notifier: Notifier, log: FastifyBaseLogger): StreamHub {
  const groups = createWorkspaceGroups(db, log);
  const byUser = new Map<string, Set<LiveTab>>();

  async function recheck(userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      const tabs = byUser.get(userId);
      if (!tabs?.size) continue;
      const now = new Set(await membershipsOf(db, userId));
      for (const tab of [...tabs]) {
        const same = tab.workspaces.size === now.size && [...tab.workspaces].every((id) => now.has(id));
        if (!same) endForMembership(tab);
      }
    }
  }

  const stops = [
    notifier.subscribe(CHANNELS.workspace, (payload) => {
      const wakeUp = parseWake(payload);
      if (wakeUp) groups.wake(wakeUp.workspaceId);
    }),
    notifier.subscribe(CHANNELS.notifications, (payload) => {
      for (const userId of parseUserIds(payload))
        for (const tab of byUser.get(userId) ?? []) tab.write('event: notification\ndata: {}\n\n');
    }),
    notifier.subscribe(CHANNELS.commits, (payload) => {
      recheck(parseUserIds(payload)).catch((error: unknown) =>
        log.warn({ err: error }, 'live stream memberships could not be read'),
      );
    }),
    notifier.onResync(() => groups.wakeAll()),
  ];
  const sweeper = setInterval(
    () => void sweepWorkspaceEvents(db).catch((error: unknown) => log.warn({ err: error }, 'live events sweep failed')),
    SWEEP_MS,
  );
  sweeper.unref();

  return {
    join(tab, startId) {
      byUser.set(tab.userId, (byUser.get(tab.userId) ?? new Set<LiveTab>()).add(tab));
      groups.add(tab, startId);
    },
    leave(tab) {
      const mine = byUser.get(tab.userId);
      mine?.delete(tab);
      if (mine?.size === 0) byUser.delete(tab.userId);
      groups.remove(tab);
    },
    async close() {
      stops.forEach((stop) => stop());
      clearInterval(sweeper);
      for (const tabs of [...byUser.values()]) for (const tab of [...tabs]) tab.close();
    },
  };
}

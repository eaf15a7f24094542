import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { workspaceMembers } from '../db/schema/members';
import { endForMembership, type LiveTab } from './live-tab';
import { LOOKBACK_MS, readWorkspaceAfter, READ_LIMIT, type WorkspaceEvent } from './workspace-events';

// The tabs of one process that follow each workspace, and the last id read for them: a wake-up
// reads the workspace's new rows once, then its members, and hands the rows to every tab whose
// user is still a member; any other tab is closed (docs/architecture.md, "Live events").

interface Group {
  tabs: Set<LiveTab>;
  /** The newest id read. */
  cursor: number;
  /** Ids sent within the lookback, with when: a row read again is not sent twice. */
  sent: Map<number, number>;
  reading: Promise<void> | null;
  again: boolean;
}

/** The rows not sent yet; forgets ids sent longer ago than the lookback (and a margin). */
function unsent(group: Group, rows: WorkspaceEvent[]): WorkspaceEvent[] {
  const now = Date.now();
  for (const [id, at] of group.sent) if (now - at > LOOKBACK_MS * 2) group.sent.delete(id);
  const fresh = rows.filter((row) => !group.sent.has(row.id));
  for (const row of fresh) group.sent.set(row.id, now);
  return fresh;
}

export async function membershipsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
  return rows.map((row) => row.workspaceId);
}

async function memberIdsOf(db: Database, workspaceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return new Set(rows.map((row) => row.userId));
}

export function createWorkspaceGroups(db: Database, log: FastifyBaseLogger) {
  const groups = new Map<string, Group>();

  async function read(workspaceId: string, group: Group): Promise<void> {
    do {
      group.again = false;
      const read = await readWorkspaceAfter(db, workspaceId, group.cursor);
      if (read.length === READ_LIMIT) group.again = true;
      if (read.length > 0) group.cursor = Math.max(group.cursor, read[read.length - 1].id);
      const rows = unsent(group, read);
      if (rows.length === 0) continue;
      // Read after the rows, so a removal they follow is seen: its tabs close and get none of them.
      const members = await memberIdsOf(db, workspaceId);
      for (const tab of [...group.tabs]) {
        if (members.has(tab.userId)) tab.deliver(rows);
        else endForMembership(tab);
      }
    } while (group.again && groups.get(workspaceId) === group);
  }

  function wake(workspaceId: string): void {
    const group = groups.get(workspaceId);
    if (!group) return;
    if (group.reading) {
      group.again = true;
      return;
    }
    group.reading = read(workspaceId, group)
      .catch((error: unknown) => log.warn({ err: error, workspaceId }, 'live events could not be read'))
      .finally(() => (group.reading = null));
  }

  return {
    wake,
    /** Wake-ups may have been lost (the listening connection dropped): read every group again. */
    wakeAll: () => [...groups.keys()].forEach((workspaceId) => wake(workspaceId)),
    /**
     * A new group reads after `startId`. Rows an existing group read already were committed, so
     * the tab's catch-up (read after this) has them.
     */
    add(tab: LiveTab, startId: number): void {
      for (const workspaceId of tab.workspaces) {
        const group = groups.get(workspaceId) ?? {
          tabs: new Set(),
          cursor: startId,
          sent: new Map(),
          reading: null,
          again: false,
        };
        groups.set(workspaceId, group);
        group.tabs.add(tab);
      }
    },
    remove(tab: LiveTab): void {
      for (const workspaceId of tab.workspaces) {
        const group = groups.get(workspaceId);
        group?.tabs.delete(tab);
        if (group?.tabs.size === 0) groups.delete(workspaceId);
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { workspaceMembers } from '../db/schema/members';
import type { LiveTab } from './live-tab';
import { readWorkspaceAfter, READ_LIMIT } from './workspace-events';

// The tabs of one process that follow each workspace, and the last id read for them: a wake-up
// reads the workspace's new rows once, then its members, and hands the rows to every tab whose
// user is still a member; any other tab is closed (docs/architecture.md, "Live events").

interface Group {
  tabs: Set<LiveTab>;
  cursor: number;
  reading: Promise<void> | null;
  again: boolean;
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
      const rows = await readWorkspaceAfter(db, workspaceId, group.cursor);
      if (rows.length === 0) continue;
      group.cursor = rows[rows.length - 1].id;
      // Read after the rows, so a removal they follow is seen: its tabs close and get none of them.
      const members = await memberIdsOf(db, workspaceId);
      for (const tab of [...group.tabs]) {
        if (members.has(tab.userId)) tab.deliver(rows);
        else tab.close();
      }
      if (rows.length === READ_LIMIT) group.again = true;
    } while (group.again && groups.get(workspaceId) === group);
  }

  function wake(workspaceId: string, id: number): void {
    const group = groups.get(workspaceId);
    if (!group || id <= group.cursor) return;
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
    wakeAll: () => [...groups.keys()].forEach((workspaceId) => wake(workspaceId, Number.MAX_SAFE_INTEGER)),
    /**
     * A new group reads after `startId`. Rows an existing group read already were committed, so
     * the tab's catch-up (read after this) has them.
     */
    add(tab: LiveTab, startId: number): void {
      for (const workspaceId of tab.workspaces) {
        const group = groups.get(workspaceId) ?? { tabs: new Set(), cursor: startId, reading: null, again: false };
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

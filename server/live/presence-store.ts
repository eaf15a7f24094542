import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { users } from '../db/schema/auth';
import { presence } from '../db/schema/live';
import { workspaceMembers } from '../db/schema/members';
import { announceWorkspaceEvents, takeWorkspaceEvents } from './announce';
import { insertWorkspaceEvents, type WorkspaceEventDraft } from './workspace-events';

// Who views which page, one row per tab (docs/architecture.md, "Live events"): a tab's heartbeat
// keeps its row 45 s; arriving, moving to another page and leaving are `presence.changed` events
// of the pages concerned, so the tabs on them ask again who is there. Kept in the database, so
// tabs on every web process see each other.

export const PRESENCE_TTL_MS = 45_000;
/** Most names one page lists; "and N others" covers the rest. */
const VIEWERS_LIMIT = 50;

export type PresenceTargetType = 'idea' | 'session' | 'experiment' | 'run' | 'workflow';
export interface PresenceTarget {
  workspaceId: string;
  targetType: PresenceTargetType;
  targetId: string;
}

const changed = (userId: string, where: { workspaceId: string; targetType: string; targetId: string }) =>
  ({
    workspaceId: where.workspaceId,
    kind: 'presence.changed',
    entityType: where.targetType,
    entityId: where.targetId,
    actorId: userId,
    payload: {},
  }) satisfies WorkspaceEventDraft;

/** Runs `work` in a transaction and announces the events it wrote once it has committed. */
async function withEvents(db: Database, work: (tx: Transaction) => Promise<void>): Promise<void> {
  let committed: Transaction | undefined;
  await db.transaction(async (tx) => {
    committed = tx;
    await work(tx);
  });
  announceWorkspaceEvents(db, takeWorkspaceEvents(committed));
}

/** The tab's heartbeat: it views `target` for the next 45 s. A change of page is an event. */
export function markPresence(db: Database, userId: string, tabId: string, target: PresenceTarget): Promise<void> {
  return withEvents(db, async (tx) => {
    const key = and(eq(presence.userId, userId), eq(presence.tabId, tabId));
    const [before] = await tx.select().from(presence).where(key).for('update');
    const expiresAt = new Date(Date.now() + PRESENCE_TTL_MS);
    await tx
      .insert(presence)
      .values({ userId, tabId, ...target, expiresAt })
      .onConflictDoUpdate({ target: [presence.userId, presence.tabId], set: { ...target, expiresAt } });
    const moved = before && (before.targetType !== target.targetType || before.targetId !== target.targetId);
    const events: WorkspaceEventDraft[] = [];
    if (!before || moved || before.expiresAt.getTime() < Date.now()) events.push(changed(userId, target));
    if (before && moved) events.push(changed(userId, before));
    await insertWorkspaceEvents(tx, events);
  });
}

/** The tab left (its stream closed, or it moved to a page without presence). */
export function leavePresence(db: Database, userId: string, tabId: string): Promise<void> {
  return withEvents(db, async (tx) => {
    const gone = await tx
      .delete(presence)
      .where(and(eq(presence.userId, userId), eq(presence.tabId, tabId)))
      .returning();
    const live = gone.filter((row) => row.expiresAt.getTime() > Date.now());
    await insertWorkspaceEvents(
      tx,
      live.map((row) => changed(userId, row)),
    );
  });
}

/** The other members viewing the page now, by name; the caller's own tabs left out. */
export async function viewersOf(db: Database, userId: string, target: PresenceTarget) {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, presence.workspaceId), eq(workspaceMembers.userId, presence.userId)),
    )
    .where(
      and(
        eq(presence.targetType, target.targetType),
        eq(presence.targetId, target.targetId),
        gt(presence.expiresAt, sql`now()`),
        ne(presence.userId, userId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(VIEWERS_LIMIT);
}

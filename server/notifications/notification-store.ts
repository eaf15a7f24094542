import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../src/domain/notification-kinds';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { notificationPreferences, notifications } from '../db/schema/notifications';

// The inbox's reads and marks (migration 0031): always by the recipient's id, so someone else's
// notification is never found.

export type Notification = components['schemas']['Notification'];
type Row = { row: typeof notifications.$inferSelect; actorName: string | null };

const toNotification = ({ row, actorName }: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  link: row.link,
  objectType: row.objectType as Notification['objectType'],
  objectId: row.objectId,
  workspaceId: row.workspaceId,
  actor: row.actorId && actorName !== null ? { id: row.actorId, name: actorName } : null,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const mine = (userId: string, unreadOnly = false) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function listNotifications(
  db: Executor,
  userId: string,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
) {
  const rows = await db
    .select({ row: notifications, actorName: users.name })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(mine(userId, unreadOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const [[{ unread }], [{ total }]] = await Promise.all([
    db.select({ unread: count() }).from(notifications).where(mine(userId, true)),
    unreadOnly
      ? Promise.resolve([{ total: -1 }])
      : db.select({ total: count() }).from(notifications).where(mine(userId)),
  ]);
  return { items: rows.map(toNotification), unread, total: unreadOnly ? unread : total };
}

/** The notification, read; null when it is not the user's. Reading twice keeps the first time. */
export async function markRead(db: Executor, userId: string, id: string): Promise<Notification | null> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  const [row] = await db
    .select({ row: notifications, actorName: users.name })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(mine(userId, true));
}

export type Preference = { kind: NotificationKind; enabled: boolean };

/** Every kind, on unless a row says off. */
export async function readPreferences(db: Executor, userId: string): Promise<Preference[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const set = new Map(rows.map((row) => [row.kind, row.enabled]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: set.get(kind) ?? true }));
}

export async function writePreferences(db: Executor, userId: string, items: Preference[]): Promise<void> {
  if (items.length === 0) return;
  const latest = new Map(items.map((item) => [item.kind, item.enabled]));
  await db
    .insert(notificationPreferences)
    .values([...latest].map(([kind, enabled]) => ({ userId, kind, enabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { enabled: sql`excluded.enabled` },
    });
}

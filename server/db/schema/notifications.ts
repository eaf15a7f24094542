import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../src/domain/notification-kinds';
import { users } from './auth';
import { workspaces } from './workspaces';

// The notification inbox (issue 31, part 4; docs/architecture.md, "Notifications"): one row per
// recipient, written in the transaction of the change that caused it. A preference row exists
// only for a kind its user switched off or back on; no row means on.

const KIND_CHECK = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null for none; a deleted workspace takes its notifications, whose links would lead nowhere.
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    // Null when nobody acted (the engine ended a session) or the actor's account is gone.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    /** The SPA path the notification opens. */
    link: text('link').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The recipient's page, newest first.
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count and the unread-only page, from a small partial index.
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} IS NULL`),
    check('notifications_kind', sql`${t.kind} IN (${KIND_CHECK})`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

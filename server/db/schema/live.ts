import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { workspaces } from './workspaces';

// Live updates (issue 31, part 5; docs/architecture.md, "Live events"). Each workspace change a
// member must see is a numbered row written in the change's own transaction; a tab's stream sends
// the rows after the last id it saw, so a reconnect resumes where it left off. Rows live an hour.
// Presence is one row per tab, refreshed by its heartbeat and gone 45 s after the last one.

export const workspaceEvents = pgTable(
  'workspace_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The activity's action (`idea.rated`, `comment.created`, …) or `run.points`, `presence.changed`. */
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A few ids a client needs to know which of its reads changed (session, idea, target). */
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // A workspace's rows after an id: what every wake-up and every resume reads.
    index('workspace_events_workspace_idx').on(t.workspaceId, t.id),
    // The retention sweep.
    index('workspace_events_created_idx').on(t.createdAt),
  ],
);

export const presence = pgTable(
  'presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser tab's own random id. */
    tabId: uuid('tab_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tabId] }),
    // Who views this page now.
    index('presence_target_idx').on(t.targetType, t.targetId, t.expiresAt),
  ],
);

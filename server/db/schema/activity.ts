import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { workspaces } from './workspaces';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The actor. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The workspace the row is about, seen by its members; null for a personal row (sign-in,
     * tokens, uploads), seen by its actor alone. A deleted workspace leaves its rows to their actors.
     */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /**
     * Whose rows these are, the key every list index leads with: the workspace's id, or the actor's
     * for a personal row. Workspace and user ids are random UUIDs, so the two never meet.
     */
    scope: uuid('scope')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(workspace_id, user_id)`),
    entityType: text('entity_type', {
      enum: ['idea', 'workspace', 'experiment', 'workflow', 'session', 'goal', 'user', 'dataset', 'run', 'token'],
    }).notNull(),
    // Text, not uuid: entities of later releases (sessions on other engines) may use other ids.
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    level: text('level', { enum: ['debug', 'info', 'warning', 'error'] })
      .notNull()
      .default('info'),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
  },
  // One index per filter of GET /v1/logs within one scope (a workspace, or one user's personal
  // rows), each in the page order (created_at, id, NULLS FIRST as ORDER BY ... DESC means) so a
  // page is read straight off it: no sort of every match; a list across the caller's scopes merges
  // each one's top rows (decision 013). The other filters trail as key columns, so a combination
  // (level + action) is checked, and counted, inside the index without visiting the table.
  // entity_id leads its own index to filter alone; the member filter has its own.
  (t) => {
    // A function: drizzle's column modifiers are consumed by the index that uses them.
    const pageOrder = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    return [
      index('activity_logs_scope_created_idx').on(t.scope, ...pageOrder()),
      index('activity_logs_scope_entity_idx').on(t.scope, t.entityId, ...pageOrder()),
      index('activity_logs_scope_entity_type_idx').on(t.scope, t.entityType, ...pageOrder(), t.level, t.action),
      index('activity_logs_scope_level_idx').on(t.scope, t.level, ...pageOrder(), t.action, t.entityType),
      index('activity_logs_scope_action_idx').on(t.scope, t.action, ...pageOrder(), t.level, t.entityType),
      index('activity_logs_scope_user_idx').on(t.scope, t.userId, ...pageOrder()),
    ];
  },
);

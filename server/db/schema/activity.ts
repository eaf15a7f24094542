import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  // One index per filter of GET /v1/logs, each in the page order (created_at, id, NULLS FIRST as
  // ORDER BY ... DESC means) so a page is read straight off it: no sort of every match. The other
  // filters trail as key columns, so a combination (level + action) is checked, and counted,
  // inside the index without visiting the table. entity_id leads its own index to filter alone.
  (t) => {
    // A function: drizzle's column modifiers are consumed by the index that uses them.
    const pageOrder = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    return [
      index('activity_logs_user_created_idx').on(t.userId, ...pageOrder()),
      index('activity_logs_user_entity_idx').on(t.userId, t.entityId, ...pageOrder()),
      index('activity_logs_user_entity_type_idx').on(t.userId, t.entityType, ...pageOrder(), t.level, t.action),
      index('activity_logs_user_level_idx').on(t.userId, t.level, ...pageOrder(), t.action, t.entityType),
      index('activity_logs_user_action_idx').on(t.userId, t.action, ...pageOrder(), t.level, t.entityType),
    ];
  },
);

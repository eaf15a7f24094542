import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { workspaces } from './workspaces';

// Research assistant: a session (deferred until bound to a workspace), its questions and answers,
// and every stream event of an answer in order, so a reconnecting client is replayed what it missed.

export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    isDeferred: boolean('is_deferred').notNull(),
    context: jsonb('context').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistant_sessions_user_idx').on(t.userId, t.createdAt.desc())],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    // The query id the stream's event ids carry.
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    response: text('response').notNull().default(''),
    status: text('status', { enum: ['queued', 'processing', 'completed', 'error'] })
      .notNull()
      .default('processing'),
    metadata: jsonb('metadata').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistant_messages_session_idx').on(t.sessionId, t.createdAt, t.id)],
);

export const assistantEvents = pgTable(
  'assistant_events',
  {
    queryId: uuid('query_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    eventType: text('event_type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.queryId, t.seq] })],
);

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SESSION_STATUSES } from '../../../src/domain/session-status';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { workspaces } from './workspaces';

// Co-Scientist: goals start sessions; a session's engine writes ideas, reviews and matches, one
// step at a time (session_steps marks what is done, so a restarted step never writes twice).

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'generating_ideas'] })
      .notNull()
      .default('draft'),
    parameters: jsonb('parameters').$type<unknown>().notNull().default({}),
    // No foreign key: sessions reference goals, and a cycle would complicate deletes for nothing.
    currentSessionId: uuid('current_session_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A workspace's goals, newest first, for every member (decision 013, §3).
    index('goals_workspace_created_idx').on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('queued'),
    engine: text('engine', { enum: ['offline', 'model'] }).notNull(),
    config: jsonb('config').$type<unknown>().notNull().default({}),
    plan: jsonb('plan').$type<unknown>(),
    progress: jsonb('progress').$type<unknown>().notNull().default({}),
    metaReview: text('meta_review'),
    overview: text('overview'),
    // Which literature sources the session asked and what they answered (literature/session-report.ts).
    literature: jsonb('literature').$type<unknown>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A workspace's sessions, newest first, for every member (decision 013, §3).
    index('sessions_workspace_created_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sessions_goal_idx').on(t.goalId),
    // Workers look for unfinished sessions at start-up to resume them.
    index('sessions_unfinished_idx')
      .on(t.status)
      .where(sql`status in ('queued', 'running')`),
  ],
);

export const sessionSteps = pgTable(
  'session_steps',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // 'plan', 'r2:reflect', 'r1:tournament:0', ... committed with the step's rows.
    step: text('step').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.step] })],
);

// A researcher's feedback on a session, kept with its goal: the goal's next session reads it in its plan,
// generation, reflection and evolution. session_id is the session it was given on (null once deleted).
export const goalFeedback = pgTable(
  'goal_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('goal_feedback_goal_idx').on(t.goalId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VIBE_STATUSES } from '../../../src/domain/vibe-status';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { ideas } from './ideas';
import { workspaces } from './workspaces';

// The coding agent (docs/architecture.md, "The coding agent"): one row per session that turns an
// idea into a git repository under DATA_DIR and a pull request. The repository holds the code;
// the row holds the plan, the timeline, the checks and the pull request's record.

export const vibeSessions = pgTable(
  'vibe_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    // The idea's session's workspace, copied: the list spans workspaces two joins away.
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VIBE_STATUSES }).notNull().default('queued'),
    engine: text('engine', { enum: ['offline', 'model'] }).notNull(),
    engineLabel: text('engine_label').notNull(),
    sessionName: text('session_name').notNull(),
    language: text('language').notNull().default('python'),
    customInstructions: text('custom_instructions'),
    baseBranch: text('base_branch').notNull().default('main'),
    featureBranch: text('feature_branch').notNull(),
    // The agent's file plan, stored before the first file is written so a resumed job keeps it.
    plan: jsonb('plan').$type<unknown>(),
    activities: jsonb('activities').$type<unknown>().notNull().default([]),
    checks: jsonb('checks').$type<unknown>().notNull().default([]),
    files: jsonb('files').$type<unknown>().notNull().default([]),
    pullRequest: jsonb('pull_request').$type<unknown>(),
    remote: jsonb('remote').$type<unknown>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vibe_sessions_workspace_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index('vibe_sessions_idea_created_idx').on(t.ideaId, t.createdAt.desc()),
    // One unfinished session per idea: a second trigger racing the first finds it instead.
    uniqueIndex('vibe_sessions_one_open_per_idea_idx')
      .on(t.ideaId)
      .where(sql`${t.status} in ('queued', 'planning', 'coding', 'testing')`),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EXPERIMENT_STATUSES } from '../../../src/domain/experiment-lifecycle';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { sessions } from './coscientist';
import { ideas } from './ideas';
import { workspaces } from './workspaces';

// Converting a selected idea writes one experiment and one workflow in one transaction
// (docs/product.md, "Conversion"). An idea converts once: the unique index makes a racing second
// conversion fail instead of writing a twin.

export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // The idea and its session may be deleted with their goal; the experiment stays.
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    hypothesis: text('hypothesis').notNull(),
    plan: jsonb('plan').$type<unknown>().notNull().default([]),
    expectedOutcomes: jsonb('expected_outcomes').$type<unknown>().notNull().default([]),
    metrics: jsonb('metrics').$type<unknown>().notNull().default([]),
    /** {name, direction} set by the user; null means the first of `metrics` (docs/product.md, "Runs and metrics"). */
    primaryMetric: jsonb('primary_metric').$type<unknown>(),
    datasets: text('datasets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: EXPERIMENT_STATUSES as [string, ...string[]] })
      .notNull()
      .default('planned'),
    engine: text('engine', { enum: ['offline', 'model'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('experiments_idea_idx').on(t.ideaId),
    index('experiments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('experiments_workspace_created_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'set null' }),
    experimentId: uuid('experiment_id').references(() => experiments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('draft'),
    definition: jsonb('definition').$type<unknown>().notNull(),
    inputSchema: jsonb('input_schema').$type<unknown>().notNull().default({}),
    outputSchema: jsonb('output_schema').$type<unknown>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    engine: text('engine', { enum: ['offline', 'model', 'manual'] }).notNull(),
    /** One more on every save; an update names the version it edits (docs/product.md, "Workflows"). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Exactly the workspace list's ORDER BY created_at DESC, id DESC (decision 004).
  (t) => [
    index('workflows_workspace_created_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('workflows_experiment_idx').on(t.experimentId),
  ],
);

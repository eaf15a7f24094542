import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { RUN_STATUSES, type RunStatus } from '../../../src/domain/run-lifecycle';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { experiments } from './experiments';
import { workspaces } from './workspaces';

// Experiment tracking (docs/product.md, "Runs and metrics"): an experiment's runs, their params,
// tags and metric series, the batch ids already applied, and the personal access tokens scripts
// log with. Summaries keep each run's latest, lowest and highest value per key, written in the
// batch's transaction, so lists and leaderboards never scan a series.

const runId = () =>
  uuid('run_id')
    .notNull()
    .references(() => experimentRuns.id, { onDelete: 'cascade' });
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const instant = (name: string) => timestamp(name, { withTimezone: true });
/** The workspace's id, copied from the parent so lists and the batch's lock reach it without a join. */
const workspaceCopy = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export const experimentRuns = pgTable(
  'experiment_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    workspaceId: workspaceCopy(),
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: RUN_STATUSES as [RunStatus, ...RunStatus[]] })
      .notNull()
      .default('running'),
    startedAt: instant('started_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list's default ORDER BY started_at DESC, id DESC within one experiment (decision 004), and
  // the same order within one workspace, merged across the caller's, for the dashboard's recent runs.
  (t) => [
    index('experiment_runs_experiment_started_idx').on(
      t.experimentId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('experiment_runs_workspace_started_idx').on(
      t.workspaceId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const runParams = pgTable(
  'run_params',
  { runId: runId(), key: text('key').notNull(), value: text('value').notNull() },
  (t) => [primaryKey({ columns: [t.runId, t.key] })],
);

export const runTags = pgTable(
  'run_tags',
  { runId: runId(), key: text('key').notNull(), value: text('value').notNull() },
  (t) => [primaryKey({ columns: [t.runId, t.key] })],
);

/**
 * One point of a series; the key's steps only rise, so the primary key is also the history's order.
 * No foreign key: its check ran once per point, more than half of a 1,000-point batch's write. A
 * batch writes only under its run's row lock, and a trigger deletes a deleted run's points
 * (migration 0015, docs/decisions/010).
 */
export const runMetrics = pgTable(
  'run_metrics',
  {
    runId: uuid('run_id').notNull(),
    key: text('key').notNull(),
    step: bigint('step', { mode: 'number' }).notNull(),
    value: doublePrecision('value').notNull(),
    timestamp: instant('timestamp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.key, t.step] })],
);

export const runMetricSummaries = pgTable(
  'run_metric_summaries',
  {
    runId: runId(),
    userId: owner(),
    workspaceId: workspaceCopy(),
    experimentId: uuid('experiment_id').notNull(),
    key: text('key').notNull(),
    lastValue: doublePrecision('last_value').notNull(),
    lastStep: bigint('last_step', { mode: 'number' }).notNull(),
    lastTimestamp: instant('last_timestamp').notNull(),
    minValue: doublePrecision('min_value').notNull(),
    maxValue: doublePrecision('max_value').notNull(),
    /** The first step at which the lowest and the highest value were logged: a board row's step. */
    minStep: bigint('min_step', { mode: 'number' }).notNull(),
    maxStep: bigint('max_step', { mode: 'number' }).notNull(),
    /** The run's start, copied here so the leaderboard's tie-break is read from the index. */
    runStartedAt: instant('run_started_at').notNull(),
  },
  // One index per direction, each in its board's exact ORDER BY (decision 004): a page of the
  // board over 100,000 runs is an index scan under a limit.
  (t) => [
    primaryKey({ columns: [t.runId, t.key] }),
    index('run_metric_summaries_max_idx').on(
      t.workspaceId,
      t.key,
      t.maxValue.desc().nullsFirst(),
      t.runStartedAt,
      t.runId,
    ),
    index('run_metric_summaries_min_idx').on(t.workspaceId, t.key, t.minValue, t.runStartedAt, t.runId),
  ],
);

/** Batch ids a run has applied, with the answer a retry gets back. */
export const runBatches = pgTable(
  'run_batches',
  {
    runId: runId(),
    batchId: text('batch_id').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.batchId] })],
);

/**
 * Files a run logged, each under a path of the run's own (MLflow's artifact path). They are not
 * datasets: their bytes sit in the upload storage under storage_key and go with the run's row.
 */
export const runArtifacts = pgTable(
  'run_artifacts',
  {
    runId: runId(),
    path: text('path').notNull(),
    // What GET /v1/files/{fileId} downloads it by.
    fileId: uuid('file_id').notNull().defaultRandom(),
    mediaType: text('media_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    // A retry at the same path is recognised by it (docs/product.md, "Runs and metrics").
    sha256: text('sha256').notNull(),
    // Where the storage keeps the bytes, relative to its root (never a user-supplied name).
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.path] }), uniqueIndex('run_artifacts_file_idx').on(t.fileId)],
);

/** Personal access tokens: only the SHA-256 of the secret is kept. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    /** What the token may do: runs:write logs (the default), runs:read reads runs (docs/product.md). */
    scopes: text('scopes', { enum: ['runs:write', 'runs:read'] })
      .array()
      .notNull()
      .default(sql`'{runs:write}'::text[]`),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_tokens_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Every user-owned table carries user_id and its list
// indexes lead with it, because every query filters by owner (DESIGN.md).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    picture: text('picture'),
    authSubject: text('auth_subject'),
    authIssuer: text('auth_issuer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are stored lower-cased so a plain equality finds the one account per address.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('users_auth_identity_unique').on(t.authIssuer, t.authSubject),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The family's absolute expiry, copied to every rotated token so rotation never extends it.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active'] }).notNull().default('active'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Exactly the list's ORDER BY created_at DESC, id DESC (decision 004), so a page is an index scan.
  (t) => [index('workspaces_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', {
      enum: ['idea', 'workspace', 'experiment', 'workflow', 'session', 'goal', 'user'],
    }).notNull(),
    // Text, not uuid: entities of later releases (sessions on other engines) may use other ids.
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    level: text('level', { enum: ['debug', 'info', 'warning', 'error'] }).notNull().default('info'),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
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
    status: text('status', { enum: ['draft', 'generating_ideas'] }).notNull().default('draft'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    // No foreign key: sessions reference goals, and a cycle would complicate deletes for nothing.
    currentSessionId: uuid('current_session_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goals_user_workspace_created_idx').on(t.userId, t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
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
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed', 'cancelled'] }).notNull().default('queued'),
    engine: text('engine', { enum: ['offline', 'model'] }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    metaReview: text('meta_review'),
    overview: text('overview'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_user_workspace_created_idx').on(t.userId, t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sessions_goal_idx').on(t.goalId),
    // Workers look for unfinished sessions at start-up to resume them.
    index('sessions_unfinished_idx').on(t.status).where(sql`status in ('queued', 'running')`),
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

export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    status: text('status', { enum: ['generated', 'reviewed', 'selected', 'converted', 'archived'] })
      .notNull()
      .default('generated'),
    engine: text('engine', { enum: ['offline', 'model'] }).notNull(),
    noveltyScore: real('novelty_score').notNull().default(0),
    correctnessScore: real('correctness_score').notNull().default(0),
    feasibilityScore: real('feasibility_score').notNull().default(0),
    eloRating: doublePrecision('elo_rating').notNull().default(1200),
    btRating: doublePrecision('bt_rating'),
    btLow: doublePrecision('bt_low'),
    btHigh: doublePrecision('bt_high'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    parentIds: uuid('parent_ids').array().notNull().default(sql`'{}'::uuid[]`),
    strategy: text('strategy').notNull(),
    round: integer('round').notNull().default(1),
    cluster: integer('cluster'),
    duplicateOf: uuid('duplicate_of'),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ideas_scores_unit', sql`${t.noveltyScore} between 0 and 1 and ${t.correctnessScore} between 0 and 1 and ${t.feasibilityScore} between 0 and 1`),
    // The list's exact ORDER BY elo_rating DESC, id, then its other filter columns (decision 004):
    // a page's ids and the total are index-only scans, with no sort however deep the page.
    index('ideas_session_elo_idx').on(t.sessionId, t.eloRating.desc().nullsFirst(), t.id, t.userId, t.duplicateOf),
    index('ideas_session_created_idx').on(t.sessionId, t.createdAt, t.id),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    score: real('score').notNull(),
    text: text('text').notNull(),
    round: integer('round').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('reviews_score_range', sql`${t.score} between 0 and 5`), index('reviews_idea_idx').on(t.ideaId, t.createdAt)],
);

export interface DebateTurn {
  speaker: string;
  text: string;
}

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaA: uuid('idea_a')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    ideaB: uuid('idea_b')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    // Null is a draw: the two orders disagreed, or the judge called it even both times.
    winner: uuid('winner'),
    verdictAb: text('verdict_ab', { enum: ['a', 'b', 'draw'] }).notNull(),
    verdictBa: text('verdict_ba', { enum: ['a', 'b', 'draw'] }).notNull(),
    format: text('format', { enum: ['single', 'debate'] }).notNull(),
    transcript: jsonb('transcript').$type<{ ab: DebateTurn[]; ba: DebateTurn[] }>().notNull(),
    round: integer('round').notNull(),
    batch: integer('batch').notNull(),
    eloABefore: doublePrecision('elo_a_before').notNull(),
    eloBBefore: doublePrecision('elo_b_before').notNull(),
    eloAAfter: doublePrecision('elo_a_after').notNull(),
    eloBAfter: doublePrecision('elo_b_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_pair_unique').on(t.sessionId, t.round, t.batch, t.ideaA, t.ideaB),
    index('matches_idea_a_idx').on(t.ideaA),
    index('matches_idea_b_idx').on(t.ideaB),
  ],
);

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
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
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
    status: text('status', { enum: ['queued', 'processing', 'completed', 'error'] }).notNull().default('processing'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
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
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.queryId, t.seq] })],
);

import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INITIAL_ELO } from '../../../src/domain/elo';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { sessions } from './coscientist';

// A session's engine writes ideas, their reviews and the tournament's matches.

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
    eloRating: doublePrecision('elo_rating').notNull().default(INITIAL_ELO),
    btRating: doublePrecision('bt_rating'),
    btLow: doublePrecision('bt_low'),
    btHigh: doublePrecision('bt_high'),
    details: jsonb('details').$type<unknown>().notNull().default({}),
    parentIds: uuid('parent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    strategy: text('strategy').notNull(),
    round: integer('round').notNull().default(1),
    cluster: integer('cluster'),
    duplicateOf: uuid('duplicate_of'),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    // The owner's own 1–5 stars, apart from the tournament's Elo; null until they rate it.
    userRating: smallint('user_rating'),
    // Who gave the rating and when: one per idea, the last writer's (migration 0033).
    ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ideas_user_rating_stars', sql`${t.userRating} between 1 and 5`),
    check(
      'ideas_scores_unit',
      sql`${t.noveltyScore} between 0 and 1 and ${t.correctnessScore} between 0 and 1 and ${t.feasibilityScore} between 0 and 1`,
    ),
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
    // 'human' is a researcher's own review (type 'researcher'), written by judged_by with a 1–5 score per
    // criterion in criteria; one per researcher per idea, and editing replaces it.
    author: text('author', { enum: ['agent', 'human'] })
      .notNull()
      .default('agent'),
    judgedBy: uuid('judged_by').references(() => users.id, { onDelete: 'set null' }),
    criteria: jsonb('criteria').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_score_range', sql`${t.score} between 0 and 5`),
    check('reviews_author', sql`${t.author} in ('agent', 'human')`),
    index('reviews_idea_idx').on(t.ideaId, t.createdAt),
    uniqueIndex('reviews_human_unique')
      .on(t.ideaId, t.judgedBy)
      .where(sql`author = 'human'`),
  ],
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
    transcript: jsonb('transcript').$type<unknown>().notNull(),
    round: integer('round').notNull(),
    batch: integer('batch').notNull(),
    eloABefore: doublePrecision('elo_a_before').notNull(),
    eloBBefore: doublePrecision('elo_b_before').notNull(),
    eloAAfter: doublePrecision('elo_a_after').notNull(),
    eloBAfter: doublePrecision('elo_b_after').notNull(),
    // A researcher's verdict is judge 'human', written by judged_by with their reason; it counts as weight
    // agent matches in Elo and the Bradley–Terry intervals (docs/engine.md).
    judge: text('judge', { enum: ['agent', 'human'] })
      .notNull()
      .default('agent'),
    weight: doublePrecision('weight').notNull().default(1),
    judgedBy: uuid('judged_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('matches_judge', sql`${t.judge} in ('agent', 'human')`),
    check('matches_weight_positive', sql`${t.weight} > 0`),
    // Agents judge a pair once per batch; a researcher may judge the same pair again later.
    uniqueIndex('matches_pair_unique')
      .on(t.sessionId, t.round, t.batch, t.ideaA, t.ideaB)
      .where(sql`judge = 'agent'`),
    index('matches_idea_a_idx').on(t.ideaA),
    index('matches_idea_b_idx').on(t.ideaB),
    // The match list's order (server/matches/match-store.ts): a page and its count read the index alone.
    index('matches_session_page_idx').on(t.sessionId, t.round.desc(), t.batch.desc(), t.createdAt.desc(), t.id),
  ],
);

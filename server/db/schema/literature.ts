import { sql } from 'drizzle-orm';
import {
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
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { sessions } from './coscientist';
import { ideas } from './ideas';

// Published work the engine read (docs/architecture.md, "Literature"): each source's answers,
// cached so a session never asks the same thing twice; the works themselves, stored once
// however many sources returned them; and which works an idea was judged against.

/** One source's answer to one query, reused until it is older than LITERATURE_CACHE_DAYS. */
export const literatureResponses = pgTable(
  'literature_responses',
  {
    source: text('source').notNull(),
    // sha256 of the source's cache key (its base URL, the tidied query and the limit).
    keyHash: text('key_hash').notNull(),
    query: text('query').notNull(),
    works: jsonb('works').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.keyHash] })],
);

/** A work, deduplicated by DOI, or by normalised title and year when it has none. */
export const literatureWorks = pgTable(
  'literature_works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doi: text('doi'),
    // Lower case letters and digits of the title, single-spaced: the key when there is no DOI.
    titleKey: text('title_key').notNull(),
    year: integer('year'),
    title: text('title').notNull(),
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    venue: text('venue'),
    url: text('url').notNull(),
    abstract: text('abstract'),
    citedBy: integer('cited_by'),
    // Every source that returned it, and each one's id for it ({ openalex: 'W…' }).
    sources: jsonb('sources').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('literature_works_doi_idx').on(t.doi),
    index('literature_works_title_year_idx').on(t.titleKey, t.year),
  ],
);

export const WORK_RELATIONS = ['overlaps', 'extends'] as const;

/** The works an idea's full review judged its novelty against, closest first. */
export const ideaRelatedWorks = pgTable(
  'idea_related_works',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => literatureWorks.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    // 0–1: how close the work is to the idea.
    closeness: real('closeness').notNull(),
    // overlaps: the work already does it (not novel); extends: the idea goes beyond it.
    relation: text('relation', { enum: WORK_RELATIONS }).notNull(),
    whyClose: text('why_close').notNull(),
    // What the idea adds beyond the work; null when it overlaps.
    beyond: text('beyond'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.workId] }), index('idea_related_works_user_idx').on(t.userId, t.ideaId)],
);

/** The works an idea's own text cites (the prior work its generation named), in order of first citation. */
export const ideaReferences = pgTable(
  'idea_references',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => literatureWorks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.workId] })],
);

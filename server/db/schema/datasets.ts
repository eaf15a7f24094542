import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DATASET_ACCESS } from '../../../src/domain/dataset-access';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { ideas } from './ideas';

// Datasets: the shipped catalogue (public, owner null) and users' uploads (owned) in one table, so
// one full-text search ranks both (docs/product.md, "Datasets"). `search` is kept by a trigger
// (migration 0010), because a generated column may not call array_to_string, which is not immutable.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const DATASET_KINDS = ['catalogue', 'upload'] as const;
export const PROFILE_STATUSES = ['pending', 'ready', 'failed'] as const;

export const datasets = pgTable(
  'datasets',
  {
    // A catalogue dataset's slug, or an upload's UUID as text.
    id: text('id').primaryKey(),
    kind: text('kind', { enum: DATASET_KINDS }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publisher: text('publisher'),
    description: text('description').notNull().default(''),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variables: text('variables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The library's research fields a catalogue entry serves, its home field first; an upload has none.
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A catalogue entry's search words beyond its name and description (synonyms, symbols).
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    formats: text('formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizeLabel: text('size_label').notNull().default(''),
    licence: text('licence'),
    // A catalogue entry's terms from its publisher; an upload is 'private' to its owner.
    access: text('access', { enum: DATASET_ACCESS }).notNull(),
    landingUrl: text('landing_url'),
    citation: text('citation'),
    // The shipped entry's content hash: a restart rewrites a catalogue row only when it changed.
    catalogueHash: text('catalogue_hash'),
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('datasets_search_idx').using('gin', t.search),
    index('datasets_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id),
  ],
);

// An upload's file on disk and its profile, computed by a background job after the upload.
export const datasetFiles = pgTable('dataset_files', {
  datasetId: text('dataset_id')
    .primaryKey()
    .references(() => datasets.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  mediaType: text('media_type').notNull(),
  format: text('format', { enum: ['csv', 'tsv', 'jsonl', 'parquet'] }).notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  // Where the storage keeps the bytes, relative to its root (never a user-supplied name).
  storageKey: text('storage_key').notNull(),
  profileStatus: text('profile_status', { enum: PROFILE_STATUSES }).notNull().default('pending'),
  profile: jsonb('profile').$type<unknown>(),
  profileError: text('profile_error'),
  profiledAt: timestamp('profiled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Datasets a researcher attached to an idea; conversion offers them as selectedDatasets.
export const ideaDatasets = pgTable(
  'idea_datasets',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    datasetId: text('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relevanceScore: real('relevance_score'),
    reason: text('reason'),
    attachedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.datasetId] }), index('idea_datasets_dataset_idx').on(t.datasetId)],
);

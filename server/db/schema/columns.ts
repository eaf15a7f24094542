import { timestamp } from 'drizzle-orm/pg-core';

// Columns every table shares. One schema for PGlite and PostgreSQL, split by feature
// (drizzle.config.ts reads the whole folder). Every user-owned table carries user_id and its
// list indexes lead with it, because every query filters by owner (docs/architecture.md). JSON columns are
// typed unknown: readers parse them with their zod schema (server/db/corrupt-row.ts).

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

import { eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { datasets } from '../db/schema/datasets';

// The pieces of a dataset search as SQL: what the caller may see, the text query, the scope and
// each filter. What the user typed always travels as a parameter, never as SQL text.

export type DatasetScope = 'all' | 'catalogue' | 'mine';
export type DatasetAccess = components['schemas']['DatasetAccess'];

export interface DatasetFilters {
  topic?: string;
  access?: DatasetAccess;
  licence?: string;
  format?: string;
}

export interface DatasetQuery extends DatasetFilters {
  q?: string;
  scope?: DatasetScope;
}

/** The shipped catalogue and the caller's own uploads; never another user's. */
export const visibleTo = (userId: string): SQL =>
  or(eq(datasets.kind, 'catalogue'), eq(datasets.ownerId, userId)) as SQL;

export function inScope(scope: DatasetScope = 'all'): SQL {
  if (scope === 'catalogue') return sql`${datasets.kind} = 'catalogue'`;
  if (scope === 'mine') return sql`${datasets.kind} = 'upload'`;
  return sql`TRUE`;
}

/**
 * The tsquery for `q`, or null without one. websearch syntax ("a phrase", or, -word) as typed,
 * OR the same words with the last one as a prefix, so a half-typed word still finds.
 */
export function textQuery(q: string | undefined): SQL | null {
  const text = q?.trim();
  if (!text) return null;
  const typed = sql`websearch_to_tsquery('english', ${text})`;
  const prefix = prefixQuery(text);
  return prefix ? sql`(${typed} || ${prefix})` : typed;
}

/** Null when the last word is quoted, negated or not a plain word: websearch alone decides then. */
function prefixQuery(text: string): SQL | null {
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const last = /(?:^|\s)([\p{L}\p{N}]+)$/u.exec(text);
  if (!last) return null;
  const before = text.slice(0, text.length - last[1].length);
  // Letters and digits only, so to_tsquery reads no operator from them.
  return sql`(websearch_to_tsquery('english', ${before}) && to_tsquery('english', ${`${last[1]}:*`}))`;
}

const anyEqual = (column: Column, value: string) =>
  sql`EXISTS (SELECT 1 FROM unnest(${column}) AS element(v) WHERE lower(element.v) = lower(${value}))`;

/** Each filter as a condition; an absent filter is TRUE, so facets can drop one at a time. */
export function filterConditions(filters: DatasetFilters): Record<keyof DatasetFilters, SQL> {
  return {
    topic: filters.topic ? anyEqual(datasets.topics, filters.topic) : sql`TRUE`,
    access: filters.access ? sql`${datasets.access} = ${filters.access}` : sql`TRUE`,
    licence: filters.licence ? sql`lower(${datasets.licence}) = lower(${filters.licence})` : sql`TRUE`,
    format: filters.format ? anyEqual(datasets.formats, filters.format) : sql`TRUE`,
  };
}

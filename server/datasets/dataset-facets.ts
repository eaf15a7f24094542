import { sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { datasets } from '../db/schema/datasets';
import { filterConditions, inScope, type DatasetQuery } from './dataset-query';

// Facet counts, per-source counts and the total of a search, in one statement. Standard faceted
// search: each facet counts the rows matching the text and scope with every OTHER filter applied,
// so choosing a value never hides its siblings. Values differing only in case are one entry.

export type DatasetFacets = components['schemas']['DatasetFacets'];
type FacetCount = components['schemas']['FacetCount'];

const TOP_TOPICS = 30;

export interface DatasetCounts {
  facets: DatasetFacets;
  /** Matches among the catalogue and among the caller's uploads, every filter but the scope applied. */
  catalogue: number;
  mine: number;
  /** Matches in the chosen scope: the list's total. */
  total: number;
}

interface CountRow {
  facet: 'topics' | 'access' | 'licences' | 'formats' | 'kind';
  value: string;
  n: number | string;
}

/** `base` holds what every count shares: visibility and the text query. */
export async function countDatasets(db: Executor, base: SQL, query: DatasetQuery): Promise<DatasetCounts> {
  const f = filterConditions(query);
  const result = await db.execute(sql`
    WITH m AS (
      SELECT ${datasets.id} AS id, ${datasets.kind} AS kind, ${datasets.access} AS access,
        ${datasets.licence} AS licence, ${datasets.topics} AS topics, ${datasets.formats} AS formats,
        ${inScope(query.scope)} AS f_scope, ${f.topic} AS f_topic, ${f.access} AS f_access,
        ${f.licence} AS f_licence, ${f.format} AS f_format
      FROM ${datasets} WHERE ${base}
    )
    SELECT 'topics' AS facet, mode() WITHIN GROUP (ORDER BY u.v COLLATE "C") AS value, count(DISTINCT m.id)::int AS n
      FROM m CROSS JOIN LATERAL unnest(m.topics) AS u(v)
      WHERE f_scope AND f_access AND f_licence AND f_format GROUP BY lower(u.v)
    UNION ALL SELECT 'access', access, count(*)::int FROM m
      WHERE f_scope AND f_topic AND f_licence AND f_format GROUP BY access
    UNION ALL SELECT 'licences', mode() WITHIN GROUP (ORDER BY licence COLLATE "C"), count(*)::int FROM m
      WHERE licence IS NOT NULL AND f_scope AND f_topic AND f_access AND f_format GROUP BY lower(licence)
    UNION ALL SELECT 'formats', mode() WITHIN GROUP (ORDER BY u.v COLLATE "C"), count(DISTINCT m.id)::int
      FROM m CROSS JOIN LATERAL unnest(m.formats) AS u(v)
      WHERE f_scope AND f_topic AND f_access AND f_licence GROUP BY lower(u.v)
    UNION ALL SELECT 'kind', kind, count(*)::int FROM m
      WHERE f_topic AND f_access AND f_licence AND f_format GROUP BY kind`);
  // execute() is typed per driver; both answer { rows }.
  const rows = (result as unknown as { rows: CountRow[] }).rows;
  const facet = (name: CountRow['facet']): FacetCount[] =>
    rows
      .filter((row) => row.facet === name)
      .map((row) => ({ value: row.value, count: Number(row.n) }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const kinds = facet('kind');
  const catalogue = kinds.find((k) => k.value === 'catalogue')?.count ?? 0;
  const mine = kinds.find((k) => k.value === 'upload')?.count ?? 0;
  const scope = query.scope ?? 'all';
  return {
    facets: {
      topics: facet('topics').slice(0, TOP_TOPICS),
      access: facet('access'),
      licences: facet('licences'),
      formats: facet('formats'),
    },
    catalogue,
    mine,
    total: scope === 'catalogue' ? catalogue : scope === 'mine' ? mine : catalogue + mine,
  };
}

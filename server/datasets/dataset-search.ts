import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { datasetFiles, datasets } from '../db/schema/datasets';
import { countDatasets, type DatasetCounts } from './dataset-facets';
import { filterConditions, inScope, textQuery, visibleTo, type DatasetQuery } from './dataset-query';
import { toDatasetSummary, type DatasetSummary } from './dataset-summary';

// Full-text search over the catalogue and the caller's uploads (docs/product.md, "Datasets"):
// PostgreSQL's websearch syntax on the weighted `datasets.search` vector, best match first by
// cover density; without text, the caller's uploads newest first, then the catalogue by name.

export interface DatasetSearchResult extends DatasetCounts {
  items: DatasetSummary[];
}

/**
 * What a summary reads from a row: the dataset (not its search vector, which no answer shows)
 * and, for an upload, its file's size and profile state.
 */
export const summaryColumns = {
  dataset: { ...getTableColumns(datasets), search: sql<string>`''` },
  bytes: datasetFiles.bytes,
  profileStatus: datasetFiles.profileStatus,
};

export function summaryOf(row: {
  dataset: typeof datasets.$inferSelect;
  bytes: number | null;
  profileStatus: (typeof datasetFiles.$inferSelect)['profileStatus'] | null;
}): DatasetSummary {
  const file = row.bytes !== null && row.profileStatus ? { bytes: row.bytes, profileStatus: row.profileStatus } : null;
  return toDatasetSummary(row.dataset, file);
}

function ordering(query: SQL | null): SQL[] {
  if (query) {
    return [sql`ts_rank_cd(${datasets.search}, ${query}) DESC`, desc(datasets.createdAt), asc(datasets.id)];
  }
  return [
    sql`CASE WHEN ${datasets.kind} = 'upload' THEN ${datasets.createdAt} END DESC NULLS LAST`,
    // One order on both databases, whatever collation each was created with.
    asc(sql`lower(${datasets.name}) COLLATE "C"`),
    asc(datasets.id),
  ];
}

export async function searchDatasets(
  db: Executor,
  userId: string,
  query: DatasetQuery,
  skip: number,
  limit: number,
): Promise<DatasetSearchResult> {
  const text = textQuery(query.q);
  const base = and(visibleTo(userId), text ? sql`${datasets.search} @@ ${text}` : undefined) as SQL;
  const filters = filterConditions(query);
  const where = and(base, inScope(query.scope), filters.topic, filters.access, filters.licence, filters.format);
  const [rows, counts] = await Promise.all([
    db
      .select(summaryColumns)
      .from(datasets)
      .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
      .where(where)
      .orderBy(...ordering(text))
      .limit(limit)
      .offset(skip),
    countDatasets(db, base, query),
  ]);
  return { items: rows.map(summaryOf), ...counts };
}

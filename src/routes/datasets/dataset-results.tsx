import type { UseQueryResult } from '@tanstack/react-query';
import type { DatasetQuery, DatasetSearchResult } from '../../api/queries/datasets';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { DatasetCard } from './dataset-card';
import { isNarrowed } from './dataset-query-url';

interface DatasetResultsProps {
  search: UseQueryResult<DatasetSearchResult>;
  query: DatasetQuery;
  onPage: (page: number) => void;
}

/** The page of matching datasets as cards, with its loading, error and empty states. */
export function DatasetResults({ search, query, onPage }: DatasetResultsProps) {
  const result = search.data;
  const mine = query.scope === 'mine';
  return (
    <DataState
      isLoading={search.isPending}
      loadingLabel="Searching datasets"
      error={search.error}
      onRetry={() => search.refetch()}
      isEmpty={result?.items.length === 0}
      empty={
        <EmptyState
          icon="database"
          title={isNarrowed(query) ? 'No datasets match this search' : 'No datasets yet'}
          description={
            mine && !query.q
              ? 'Upload a CSV, TSV, JSON lines or Parquet file: it appears here with its profile.'
              : 'Try other words, or clear a filter to see more.'
          }
        />
      }
    >
      {result && (
        <div className="flex flex-col gap-3" aria-busy={search.isPlaceholderData || undefined}>
          <ul aria-label="Datasets" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {result.items.map((dataset) => (
              <li key={dataset.id}>
                <DatasetCard dataset={dataset} />
              </li>
            ))}
          </ul>
          <Pagination meta={result} onPage={onPage} noun={{ one: 'dataset', other: 'datasets' }} />
        </div>
      )}
    </DataState>
  );
}

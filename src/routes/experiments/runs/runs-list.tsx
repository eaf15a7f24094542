import type { UseQueryResult } from '@tanstack/react-query';
import type { RunListQuery, RunSummary } from '../../../api/queries/runs';
import type { Experiment } from '../../../api/types';
import type { Paged } from '../../../domain/paging';
import { DataState } from '../../../ui/components/data-state';
import { EmptyState } from '../../../ui/components/empty-state';
import { Pagination } from '../../../ui/components/pagination';
import type { KeyColumn } from './run-columns';
import { RunsTable } from './runs-table';
import { tableColumns } from './runs-table-columns';
import type { useTickedRuns } from './use-ticked-runs';

interface RunsListProps {
  experiment: Experiment;
  query: RunListQuery;
  list: UseQueryResult<Paged<RunSummary>>;
  /** Set when the server could not read the filter: its words are under the box already. */
  filterError?: string;
  columns: readonly KeyColumn[];
  onChange: (patch: Partial<RunListQuery>) => void;
  ticked: ReturnType<typeof useTickedRuns>;
}

/** The table of the page of runs, sorted by the server, with its pages. */
export function RunsList({ experiment, query, list, filterError, columns, onChange, ticked }: RunsListProps) {
  if (filterError) return <p className="text-sm text-fg-muted">Correct the filter to see runs.</p>;
  const sort = {
    sortBy: query.sortBy ?? 'startedAt',
    order: query.order ?? 'desc',
    onSort: (sortBy: string, order: 'asc' | 'desc') => onChange({ sortBy, order }),
  };
  return (
    <DataState
      isLoading={list.isPending}
      loadingLabel="Loading runs"
      error={list.error}
      onRetry={() => list.refetch()}
      isEmpty={list.data?.items.length === 0}
      empty={
        <EmptyState icon="chart" title="No runs match" description="Change or clear the search, status or filter." />
      }
    >
      {list.data && (
        <div className="flex flex-col gap-3">
          <RunsTable
            runs={list.data.items}
            columns={tableColumns(experiment.id, experiment.primaryMetric, columns)}
            sort={sort}
            isTicked={ticked.has}
            onTick={ticked.toggle}
          />
          <Pagination meta={list.data} onPage={(page) => onChange({ page })} noun={{ one: 'run', other: 'runs' }} />
        </div>
      )}
    </DataState>
  );
}

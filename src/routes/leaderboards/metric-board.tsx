import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  fetchWholeMetricLeaderboard,
  leaderboardMetricsQueryOptions,
  metricLeaderboardQueryOptions,
  type MetricBoardFilters,
  type MetricLeaderboardPage,
} from '../../api/queries/leaderboards';
import type { Workspace } from '../../api/types';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { metricFilters, type BoardParams } from './board-params';
import { BoardSection } from './board-section';
import { ExportCsvButton } from './export-csv-button';
import { MetricBoardFilters as Filters } from './metric-board-filters';
import { MetricBoardTable } from './metric-board-table';

interface MetricBoardProps {
  params: BoardParams;
  onChange: (patch: Partial<BoardParams>) => void;
  workspaces: Workspace[];
}

const exportBoard = (key: string, filters: MetricBoardFilters, board: MetricLeaderboardPage) => async () => {
  const [rows, { metricBoardExport }] = await Promise.all([
    fetchWholeMetricLeaderboard(key, filters),
    import('./leaderboard-export'),
  ]);
  return metricBoardExport(key, board.direction, rows);
};

const NO_RUNS = (
  <EmptyState
    icon="trophy"
    title="No runs logged yet"
    description="Log runs of your experiments from a script with a personal access token: every metric they log gets a board here, best run first."
    action={
      <Link to="/settings/tokens" className={buttonClasses('secondary', 'sm')}>
        Create an access token
      </Link>
    }
  />
);

/** "Best results": one metric's board across experiments and workspaces, filtered and paged. */
export function MetricBoard({ params, onChange, workspaces }: MetricBoardProps) {
  const metrics = useQuery(leaderboardMetricsQueryOptions());
  // The address's metric, else the one the server opens on: an experiment's primary metric.
  const key = params.metric ?? metrics.data?.defaultKey ?? undefined;
  const filters = metricFilters(params);
  const board = useQuery({ ...metricLeaderboardQueryOptions(key ?? '', filters, params.page), enabled: !!key });
  const filtered = Object.values(filters).some(Boolean);
  const exportButton = (
    <ExportCsvButton
      label="Export results (CSV)"
      build={key && board.data?.items.length ? exportBoard(key, filters, board.data) : undefined}
    />
  );
  return (
    <BoardSection title="Best results" actions={exportButton}>
      <DataState
        isLoading={metrics.isPending}
        loadingLabel="Loading metrics"
        error={metrics.error}
        onRetry={() => metrics.refetch()}
        isEmpty={!key}
        empty={NO_RUNS}
      >
        <Filters
          metrics={metrics.data?.items ?? []}
          metric={key ?? ''}
          params={params}
          onChange={onChange}
          workspaces={workspaces}
        />
        <DataState
          isLoading={board.isPending}
          loadingLabel="Loading the board"
          error={board.error}
          onRetry={() => board.refetch()}
          isEmpty={board.data?.total === 0}
          empty={
            <EmptyState
              icon="trophy"
              title={filtered ? 'No runs match these filters' : 'No runs on this board yet'}
              description={filtered ? 'Clear a filter to see more.' : 'Runs that log this metric appear here.'}
            />
          }
        >
          {board.data && key && (
            <div className="flex min-w-0 flex-col gap-3">
              <MetricBoardTable metric={key} direction={board.data.direction} rows={board.data.items} />
              <Pagination
                meta={board.data}
                onPage={(page) => onChange({ page })}
                noun={{ one: 'run', other: 'runs' }}
                label="Best results pages"
              />
            </div>
          )}
        </DataState>
      </DataState>
    </BoardSection>
  );
}

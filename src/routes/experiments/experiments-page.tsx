import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { experimentsQueryOptions, type ExperimentListQuery } from '../../api/queries/experiments';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import type { ExperimentSort, ExperimentStatus } from '../../api/types';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { PageIntro } from '../../ui/components/page-header';
import { Pagination } from '../../ui/components/pagination';
import { usePageTitle } from '../../ui/layout/page-title';
import { ExperimentFilters } from './experiment-filters';
import { ExperimentTable } from './experiment-table';

const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

/** The URL holds the filters, so Back and a shared link restore them. */
function useExperimentQuery(): [ExperimentListQuery, (patch: Partial<ExperimentListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: ExperimentListQuery = {
    workspaceId: params.get('workspace') ?? undefined,
    status: (params.get('status') as ExperimentStatus | null) ?? undefined,
    search: params.get('q') ?? undefined,
    sort: (params.get('sort') as ExperimentSort | null) ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  const change = (patch: Partial<ExperimentListQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const entries = {
      workspace: next.workspaceId,
      status: next.status,
      q: next.search,
      sort: next.sort,
      page: next.page,
    };
    setParams(
      Object.fromEntries(Object.entries(entries).filter(([k, v]) => v && !(k === 'page' && v === 1))) as Record<
        string,
        string
      >,
      { replace: true },
    );
  };
  return [query, change];
}

/** /workspaces/experiments: the user's experiments across workspaces. */
export function ExperimentsPage() {
  usePageTitle('Experiments');
  const [query, change] = useExperimentQuery();
  const workspaces = useQuery(workspacesQueryOptions(WORKSPACE_PAGE));
  const list = useQuery(experimentsQueryOptions(query));
  const filtered = !!(query.workspaceId || query.status || query.search);
  return (
    <>
      <PageIntro description="Experiments planned from converted ideas, across your workspaces: their hypotheses, status and workflows." />
      <ExperimentFilters query={query} onChange={change} workspaces={workspaces.data?.items ?? []} />
      <DataState
        isLoading={list.isPending}
        loadingLabel="Loading experiments"
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={list.data?.items.length === 0}
        empty={
          <EmptyState
            icon="flask"
            title={filtered ? 'No experiments match these filters' : 'No experiments yet'}
            description={
              filtered
                ? 'Clear a filter to see more.'
                : 'Select ideas in a Co-Scientist session and convert them: each becomes an experiment with its workflow.'
            }
          />
        }
      >
        {list.data && (
          <div className="flex flex-col gap-3">
            <ExperimentTable experiments={list.data.items} />
            <Pagination
              meta={list.data}
              onPage={(page) => change({ page })}
              noun={{ one: 'experiment', other: 'experiments' }}
            />
          </div>
        )}
      </DataState>
    </>
  );
}

// The user's experiments across workspaces, one experiment, and its status moves
// (docs/product.md, "Experiments").
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { networkRetry } from '../query-config';
import type { Experiment, ExperimentSort, ExperimentStatus, ExperimentSummary } from '../types';
import type { Paged } from '../../domain/paging';

export const EXPERIMENTS_STALE_MS = 60_000;

export interface ExperimentListQuery {
  workspaceId?: string;
  status?: ExperimentStatus;
  search?: string;
  sort?: ExperimentSort;
  page?: number;
}

export const experimentKeys = {
  all: ['experiments'] as const,
  list: (query: ExperimentListQuery) => [...experimentKeys.all, 'list', query] as const,
  detail: (id: string) => [...experimentKeys.all, 'detail', id] as const,
};

/** Empty filters are left out of the request. */
function listQuery({ workspaceId, status, search, sort, page }: ExperimentListQuery) {
  return {
    ...(workspaceId && { workspaceId }),
    ...(status && { status }),
    ...(search?.trim() && { search: search.trim() }),
    ...(sort && { sort }),
    page: page ?? 1,
    pageSize: 20,
  };
}

export function experimentsQueryOptions(query: ExperimentListQuery) {
  return queryOptions({
    queryKey: experimentKeys.list(query),
    queryFn: ({ signal }): Promise<Paged<ExperimentSummary>> =>
      unwrap(api.GET('/v1/experiments', { params: { query: listQuery(query) }, signal })),
    staleTime: EXPERIMENTS_STALE_MS,
  });
}

export function experimentQueryOptions(id: string) {
  return queryOptions({
    queryKey: experimentKeys.detail(id),
    queryFn: ({ signal }): Promise<Experiment> =>
      unwrap(api.GET('/v1/experiments/{experimentId}', { params: { path: { experimentId: id } }, signal })),
    staleTime: EXPERIMENTS_STALE_MS,
  });
}

export function useMoveExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ExperimentStatus }): Promise<Experiment> =>
      unwrap(api.PATCH('/v1/experiments/{experimentId}', { params: { path: { experimentId: id } }, body: { status } })),
    ...networkRetry(),
    onSuccess: (experiment) => {
      queryClient.setQueryData(experimentKeys.detail(experiment.id), experiment);
      // The list and the experiment's activity timeline both show the move.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...experimentKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['logs', 'experiment', experiment.id] }),
      ]);
    },
  });
}

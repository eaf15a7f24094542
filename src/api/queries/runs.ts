// An experiment's runs: the list (sorted and filtered by the server), one run, a metric's
// history, changing a run, and the experiment's primary metric (docs/product.md, "Runs and metrics").
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import { networkRetry } from '../query-config';
import type { Experiment, Schema } from '../types';
import { downloadDatasetFile } from './datasets';
import { experimentKeys } from './experiments';

/** A run as a sign-in reads it: notes, artifacts and provenance are left out only for access tokens. */
// A run's own read has no comment count: only an experiment's list of runs counts comments.
export type Run = Required<Omit<Schema<'Run'>, 'commentCount' | 'createdBy'>> & Pick<Schema<'Run'>, 'createdBy'>;
/** The app always calls with a sign-in, so the answer has what a token's leaves out. */
const signedInRun = (run: Promise<Schema<'Run'>>) => run as Promise<Run>;
export type RunSummary = Schema<'RunSummary'>;
export type RunStatus = Schema<'RunStatus'>;
export type RunUpdate = Schema<'RunUpdate'>;
export type MetricHistory = Schema<'MetricHistory'>;
export type PrimaryMetric = Schema<'PrimaryMetric'>;
export type RunArtifact = Schema<'RunArtifact'>;

/** An artifact's bytes, read from /v1/files/{fileId} (where uploads download too) with the app's auth. */
export const downloadRunArtifact = (artifact: RunArtifact, signal?: AbortSignal): Promise<Blob> =>
  downloadDatasetFile(artifact.fileId, signal);

/** Scripts log while a page is open: runs go stale quickly, and running ones are read again. */
export const RUNS_STALE_MS = 15_000;
export const RUNS_POLL_MS = 15_000;
export const RUNS_PAGE_SIZE = 20;

export interface RunListQuery {
  status?: RunStatus;
  search?: string;
  /** startedAt, name, status, metrics.<key> or params.<key>. */
  sortBy?: string;
  order?: 'asc' | 'desc';
  filter?: string;
  page?: number;
}

export const runKeys = {
  all: ['runs'] as const,
  lists: (experimentId: string) => [...runKeys.all, 'list', experimentId] as const,
  list: (experimentId: string, query: RunListQuery) => [...runKeys.lists(experimentId), query] as const,
  detail: (runId: string) => [...runKeys.all, 'detail', runId] as const,
  histories: (runId: string) => [...runKeys.all, 'history', runId] as const,
  history: (runId: string, key: string, maxPoints: number) => [...runKeys.histories(runId), key, maxPoints] as const,
};

/** Empty filters are left out of the request. */
function listQuery({ status, search, sortBy, order, filter, page }: RunListQuery) {
  return {
    ...(status && { status }),
    ...(search?.trim() && { search: search.trim() }),
    ...(sortBy && { sortBy }),
    ...(order && { order }),
    ...(filter?.trim() && { filter: filter.trim() }),
    page: page ?? 1,
    pageSize: RUNS_PAGE_SIZE,
  };
}

const anyRunning = (runs: readonly { status: RunStatus }[] = []) => runs.some((r) => r.status === 'running');

export function runsQueryOptions(experimentId: string, query: RunListQuery) {
  return queryOptions({
    queryKey: runKeys.list(experimentId, query),
    queryFn: ({ signal }): Promise<Paged<RunSummary>> =>
      unwrap(
        api.GET('/v1/experiments/{experimentId}/runs', {
          params: { path: { experimentId }, query: listQuery(query) },
          signal,
        }),
      ),
    staleTime: RUNS_STALE_MS,
    refetchInterval: (q) => (anyRunning(q.state.data?.items) ? RUNS_POLL_MS : false),
  });
}

export function runQueryOptions(runId: string) {
  return queryOptions({
    queryKey: runKeys.detail(runId),
    queryFn: ({ signal }): Promise<Run> =>
      signedInRun(unwrap(api.GET('/v1/runs/{runId}', { params: { path: { runId } }, signal }))),
    staleTime: RUNS_STALE_MS,
    refetchInterval: (q) => (q.state.data && anyRunning([q.state.data]) ? RUNS_POLL_MS : false),
  });
}

/** `live`: the run is still logging, so its history is read again while shown. */
export function metricHistoryQueryOptions(runId: string, key: string, maxPoints: number, live = false) {
  return queryOptions({
    queryKey: runKeys.history(runId, key, maxPoints),
    queryFn: ({ signal }): Promise<MetricHistory> =>
      unwrap(
        api.GET('/v1/runs/{runId}/metrics/{key}', {
          params: { path: { runId, key }, query: { maxPoints } },
          signal,
        }),
      ),
    staleTime: RUNS_STALE_MS,
    refetchInterval: live ? RUNS_POLL_MS : false,
  });
}

export function useUpdateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, patch }: { runId: string; patch: RunUpdate }): Promise<Run> =>
      signedInRun(unwrap(api.PATCH('/v1/runs/{runId}', { params: { path: { runId } }, body: patch }))),
    ...networkRetry(),
    onSuccess: (run) => {
      queryClient.setQueryData(runKeys.detail(run.id), run);
      // The experiment's table shows the run's name, status and tags.
      return queryClient.invalidateQueries({ queryKey: runKeys.lists(run.experimentId) });
    },
  });
}

/** Names the metric the experiment's runs are judged by; null goes back to the first planned one. */
export function useSetPrimaryMetric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, primaryMetric }: { id: string; primaryMetric: PrimaryMetric | null }): Promise<Experiment> =>
      unwrap(
        api.PATCH('/v1/experiments/{experimentId}', {
          params: { path: { experimentId: id } },
          body: { primaryMetric },
        }),
      ),
    ...networkRetry(),
    onSuccess: (experiment) => {
      queryClient.setQueryData(experimentKeys.detail(experiment.id), experiment);
      return queryClient.invalidateQueries({ queryKey: ['logs', 'experiment', experiment.id] });
    },
  });
}

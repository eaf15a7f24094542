// Dataset search (with facets and live sources), one dataset, describing and deleting an upload and
// downloading its file (docs/product.md, "Datasets"). An upload's detail is read every 2 s while its profile is
// being made.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { toApiError, toTransportError } from '../errors';
import { ideaDatasetKeys } from './idea-datasets';
import { networkRetry } from '../query-config';
import type { paths } from '../schema';
import type { Schema } from '../types';

export type DatasetSummary = Schema<'DatasetSummary'>;
export type Dataset = Schema<'Dataset'>;
export type DatasetAccess = Schema<'DatasetAccess'>;
export type DatasetUpdate = Schema<'DatasetUpdate'>;
export type DatasetProfile = Schema<'DatasetProfile'>;
export type ColumnProfile = Schema<'ColumnProfile'>;
export type ExternalDataset = Schema<'ExternalDataset'>;
export type DatasetSource = Schema<'DatasetSource'>;
export type FacetCount = Schema<'FacetCount'>;
export type Attachment = Schema<'Attachment'>;
export type DatasetSearchResult = paths['/v1/datasets']['get']['responses'][200]['content']['application/json'];

export const DATASET_SCOPES = ['all', 'catalogue', 'mine'] as const;
export type DatasetScope = (typeof DATASET_SCOPES)[number];

export interface DatasetQuery {
  q?: string;
  scope?: DatasetScope;
  topic?: string;
  access?: DatasetAccess;
  licence?: string;
  format?: string;
  page?: number;
  /** false: the Labforge catalogue and uploads only, for a picker (a live result cannot be attached). */
  live?: boolean;
}

export const DATASET_PAGE_SIZE = 20;
export const DATASET_SEARCH_STALE_MS = 60_000;
export const DATASET_DETAIL_STALE_MS = 5 * 60_000;
/** How often an upload's detail is read while its profile is pending. */
export const PROFILE_POLL_MS = 2_000;

export const datasetKeys = {
  all: ['datasets'] as const,
  search: (query: DatasetQuery) => [...datasetKeys.all, 'search', query] as const,
  detail: (id: string) => [...datasetKeys.all, 'detail', id] as const,
};

/** Empty filters are left out of the request. */
function searchParams({ q, scope, topic, access, licence, format, page, live }: DatasetQuery) {
  return {
    ...(q?.trim() && { q: q.trim() }),
    ...(scope && scope !== 'all' && { scope }),
    ...(topic && { topic }),
    ...(access && { access }),
    ...(licence && { licence }),
    ...(format && { format }),
    ...(live === false && { live }),
    page: page ?? 1,
    pageSize: DATASET_PAGE_SIZE,
  };
}

export function searchDatasets(query: DatasetQuery, signal?: AbortSignal): Promise<DatasetSearchResult> {
  return unwrap(api.GET('/v1/datasets', { params: { query: searchParams(query) }, signal }));
}

export function getDataset(id: string, signal?: AbortSignal): Promise<Dataset> {
  return unwrap(api.GET('/v1/datasets/{datasetId}', { params: { path: { datasetId: id } }, signal }));
}

/** The last page stays on screen while the next one loads, so the list does not flash. */
export function datasetSearchQueryOptions(query: DatasetQuery) {
  return queryOptions({
    queryKey: datasetKeys.search(query),
    queryFn: ({ signal }) => searchDatasets(query, signal),
    staleTime: DATASET_SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function datasetQueryOptions(id: string) {
  return queryOptions({
    queryKey: datasetKeys.detail(id),
    queryFn: ({ signal }) => getDataset(id, signal),
    staleTime: DATASET_DETAIL_STALE_MS,
    refetchInterval: (query) => (query.state.data?.profileStatus === 'pending' ? PROFILE_POLL_MS : false),
  });
}

/** The file's bytes with the app's auth (and its one refresh); the caller saves them. */
export async function downloadDatasetFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  let result;
  try {
    result = await api.GET('/v1/files/{fileId}', { params: { path: { fileId } }, parseAs: 'blob', signal });
  } catch (err) {
    throw toTransportError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error, result.response.statusText);
  return result.data as Blob;
}

export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/v1/datasets/{datasetId}', { params: { path: { datasetId: id } } })).then(() => id),
    ...networkRetry(),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: datasetKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...datasetKeys.all, 'search'] });
    },
  });
}

/** Describes the caller's upload; the page shows the answer at once, and lists and ideas re-read its name. */
export function useUpdateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DatasetUpdate }): Promise<Dataset> =>
      unwrap(api.PATCH('/v1/datasets/{datasetId}', { params: { path: { datasetId: id } }, body: patch })),
    ...networkRetry(),
    onSuccess: (dataset) => {
      queryClient.setQueryData(datasetKeys.detail(dataset.id), dataset);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...datasetKeys.all, 'search'] }),
        queryClient.invalidateQueries({ queryKey: ideaDatasetKeys.all }),
      ]);
    },
  });
}

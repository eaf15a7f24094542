// Workspaces: list and detail queries with their freshness (docs/product.md), and mutations that
// keep both caches honest.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, pageToSkipLimit, type Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import { MUTATION_RETRY_CAP_MS, networkRetry } from '../query-config';
import type { Workspace, WorkspaceCreate, WorkspaceUpdate } from '../types';

export const WORKSPACE_LIST_STALE_MS = 5 * 60_000;
export const WORKSPACE_DETAIL_STALE_MS = 2 * 60_000;

export interface WorkspaceListParams {
  page?: number;
  pageSize?: number;
}

export const workspaceKeys = {
  all: ['workspaces'] as const,
  lists: () => [...workspaceKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...workspaceKeys.lists(), { page, pageSize }] as const,
  details: () => [...workspaceKeys.all, 'detail'] as const,
  detail: (id: string) => [...workspaceKeys.details(), id] as const,
};

export async function listWorkspaces(
  params: WorkspaceListParams = {},
  signal?: AbortSignal,
): Promise<Paged<Workspace>> {
  const { skip, limit } = pageToSkipLimit(params.page, params.pageSize);
  return unwrap(api.GET('/v1/workspaces', { params: { query: { skip, limit } }, signal }));
}

export function getWorkspace(id: string, signal?: AbortSignal): Promise<Workspace> {
  return unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id } }, signal }));
}

export function createWorkspace(body: WorkspaceCreate, signal?: AbortSignal): Promise<Workspace> {
  return unwrap(api.POST('/v1/workspaces', { body, signal }));
}

export function updateWorkspace(id: string, patch: WorkspaceUpdate, signal?: AbortSignal): Promise<Workspace> {
  return unwrap(api.PATCH('/v1/workspaces/{id}', { params: { path: { id } }, body: patch, signal }));
}

export async function deleteWorkspace(id: string, signal?: AbortSignal): Promise<void> {
  await unwrap(api.DELETE('/v1/workspaces/{id}', { params: { path: { id } }, signal }));
}

export function workspacesQueryOptions({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: WorkspaceListParams = {}) {
  return queryOptions({
    queryKey: workspaceKeys.list(page, pageSize),
    queryFn: ({ signal }) => listWorkspaces({ page, pageSize }, signal),
    staleTime: WORKSPACE_LIST_STALE_MS,
  });
}

export function workspaceQueryOptions(id: string) {
  return queryOptions({
    queryKey: workspaceKeys.detail(id),
    queryFn: ({ signal }) => getWorkspace(id, signal),
    staleTime: WORKSPACE_DETAIL_STALE_MS,
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceCreate) => createWorkspace(body),
    ...networkRetry(MUTATION_RETRY_CAP_MS),
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceKeys.detail(workspace.id), workspace);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.lists() });
    },
  });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WorkspaceUpdate }) => updateWorkspace(id, patch),
    ...networkRetry(MUTATION_RETRY_CAP_MS),
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceKeys.detail(workspace.id), workspace);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspace.id) }),
      ]);
    },
  });
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWorkspace(id),
    ...networkRetry(MUTATION_RETRY_CAP_MS),
    onSuccess: (_data, id) => {
      // Removed, not invalidated: refetching a deleted workspace would only earn a 404.
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.lists() });
    },
  });
}

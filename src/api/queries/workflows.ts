// A workspace's workflows (fresh 1 min, kept 3 min, one retry; a 404 is an empty list) and one
// workflow with its graph (docs/product.md, "Query freshness and retries").
import { queryOptions } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages';
import { normalisePaged, type Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import { ApiError } from '../errors';
import { ClientValidationError, withFailureMessage } from '../failure-message';
import type { Workflow, WorkflowSummary } from '../types';

export const WORKFLOWS_STALE_MS = 60_000;
export const WORKFLOWS_GC_MS = 3 * 60_000;

export const workflowKeys = {
  all: ['workflows'] as const,
  workspace: (workspaceId: string, page: number) => [...workflowKeys.all, 'workspace', workspaceId, page] as const,
  detail: (id: string) => [...workflowKeys.all, 'detail', id] as const,
};

const EMPTY = (page: number, pageSize: number): Paged<WorkflowSummary> => normalisePaged([], [], page, pageSize);

export async function listWorkspaceWorkflows(
  workspaceId: string,
  page = 1,
  pageSize = 20,
  signal?: AbortSignal,
): Promise<Paged<WorkflowSummary>> {
  if (!workspaceId) throw new ClientValidationError(VALIDATION_MESSAGES.workspaceIdRequired);
  return withFailureMessage(FAILED_TO_MESSAGES.getWorkspaceWorkflows, async () => {
    try {
      const body: unknown = await unwrap(
        api.GET('/v1/workflows/workspace/{workspaceId}', {
          params: { path: { workspaceId }, query: { page, pageSize } },
          signal,
        }),
      );
      return normalisePaged<WorkflowSummary>(body, ['workflows'], page, pageSize);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return EMPTY(page, pageSize);
      throw error;
    }
  });
}

export function workspaceWorkflowsQueryOptions(workspaceId: string, page = 1) {
  return queryOptions({
    queryKey: workflowKeys.workspace(workspaceId, page),
    queryFn: ({ signal }) => listWorkspaceWorkflows(workspaceId, page, 20, signal),
    staleTime: WORKFLOWS_STALE_MS,
    gcTime: WORKFLOWS_GC_MS,
    retry: 1,
  });
}

export function workflowQueryOptions(id: string) {
  return queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: ({ signal }): Promise<Workflow> =>
      unwrap(api.GET('/v1/workflows/{workflowId}', { params: { path: { workflowId: id } }, signal })),
    staleTime: WORKFLOWS_STALE_MS,
    gcTime: WORKFLOWS_GC_MS,
    retry: 1,
  });
}

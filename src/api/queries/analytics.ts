// A workspace's analytics (docs/product.md, "Workspace analytics"): one read for the whole tab.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';

export type WorkspaceAnalytics = Schema<'WorkspaceAnalytics'>;
export type AnalyticsIdea = Schema<'AnalyticsIdea'>;
export type EloHistory = Schema<'EloHistory'>;
export type SessionUsage = Schema<'SessionUsage'>;
export type ExperimentBest = Schema<'ExperimentBest'>;
export type OutcomePrediction = Schema<'OutcomePrediction'>;
export type IdeaOutcome = Schema<'IdeaOutcome'>;
export type OutcomeWrongPair = Schema<'OutcomeWrongPair'>;

/** Sessions add ideas and matches while they run: a minute old is still a fair picture. */
export const ANALYTICS_STALE_MS = 60_000;

export const analyticsKeys = {
  all: ['analytics'] as const,
  workspace: (workspaceId: string) => [...analyticsKeys.all, 'workspace', workspaceId] as const,
};

export function getWorkspaceAnalytics(workspaceId: string, signal?: AbortSignal): Promise<WorkspaceAnalytics> {
  return unwrap(api.GET('/v1/workspaces/{id}/analytics', { params: { path: { id: workspaceId } }, signal }));
}

export function workspaceAnalyticsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: analyticsKeys.workspace(workspaceId),
    queryFn: ({ signal }) => getWorkspaceAnalytics(workspaceId, signal),
    staleTime: ANALYTICS_STALE_MS,
  });
}

// The agents gallery: every agent with its model and the caller's usage, and one agent with its
// prompts and recent runs (docs/product.md, "Agents").
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';

export type AgentSummary = Schema<'AgentSummary'>;
export type AgentDetail = Schema<'AgentDetail'>;
export type AgentUsage = Schema<'AgentUsage'>;
export type AgentRun = Schema<'AgentRun'>;

/** Usage moves as sessions run: fresh enough to reflect a session that just finished. */
export const AGENTS_STALE_MS = 30_000;

export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  detail: (id: string) => [...agentKeys.all, 'detail', id] as const,
};

export function agentsQueryOptions() {
  return queryOptions({
    queryKey: agentKeys.list(),
    queryFn: async ({ signal }): Promise<AgentSummary[]> => (await unwrap(api.GET('/v1/agents', { signal }))).items,
    staleTime: AGENTS_STALE_MS,
  });
}

export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: agentKeys.detail(id),
    queryFn: ({ signal }): Promise<AgentDetail> =>
      unwrap(api.GET('/v1/agents/{agentId}', { params: { path: { agentId: id } }, signal })),
    staleTime: AGENTS_STALE_MS,
  });
}

// Ideas: every idea of a session (fresh 30 s; the list filters on the client, so it needs them
// all), one idea (fresh 5 min, with scoring data), refresh, status changes and a user's own idea.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_IDEAS_PAGE_SIZE } from '../../domain/contract-limits';
import { FAILED_TO_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages';
import { normalisePaged, type Paged } from '../../domain/paging';
import { isUuid } from '../../domain/uuid';
import { api, unwrap } from '../client';
import { ClientValidationError, withFailureMessage } from '../failure-message';
import { networkRetry } from '../query-config';
import { readIdea } from '../response-shapes';
import type { Idea, IdeaStatus } from '../types';
import { goalKeys } from './goals';

export const SESSION_IDEAS_STALE_MS = 30_000;
export const IDEA_DETAIL_STALE_MS = 5 * 60_000;
/** The contract's largest page: 10,000 ideas arrive in 20 requests. */
export const IDEAS_PAGE_SIZE = MAX_IDEAS_PAGE_SIZE;
/** Pages fetched at once after the first has told how many there are. */
const PAGE_CONCURRENCY = 4;

export const ideaKeys = {
  all: ['ideas'] as const,
  session: (sessionId: string) => [...ideaKeys.all, 'session', sessionId] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  detail: (id: string) => [...ideaKeys.details(), id] as const,
};

/** The answer may be an array, {ideas} or {items}. */
export async function listSessionIdeasPage(
  sessionId: string,
  page: number,
  pageSize = IDEAS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<Paged<Idea>> {
  const body: unknown = await unwrap(
    api.GET('/v1/ideas/session/{sessionId}', { params: { path: { sessionId }, query: { page, pageSize } }, signal }),
  );
  return normalisePaged<Idea>(body, ['ideas'], page, pageSize);
}

/** Every idea of the session: the first page, then the rest a few at a time. */
export function fetchAllSessionIdeas(sessionId: string, signal?: AbortSignal): Promise<Idea[]> {
  return withFailureMessage(FAILED_TO_MESSAGES.getIdeas, async () => {
    const first = await listSessionIdeasPage(sessionId, 1, IDEAS_PAGE_SIZE, signal);
    const all = [...first.items];
    const pages = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
    for (let i = 0; i < pages.length; i += PAGE_CONCURRENCY) {
      const batch = await Promise.all(
        pages.slice(i, i + PAGE_CONCURRENCY).map((p) => listSessionIdeasPage(sessionId, p, IDEAS_PAGE_SIZE, signal)),
      );
      for (const page of batch) all.push(...page.items);
    }
    return all;
  });
}

export async function getIdea(id: string, signal?: AbortSignal): Promise<Idea> {
  const query = { include_scoring_data: true };
  return readIdea(await unwrap(api.GET('/v1/ideas/{id}', { params: { path: { id }, query }, signal })), true);
}

/** The id is checked here, before any call. */
export async function refreshIdea(id: string, signal?: AbortSignal): Promise<Idea> {
  if (!isUuid(id)) throw new ClientValidationError(VALIDATION_MESSAGES.invalidIdeaId);
  return unwrap(api.POST('/v1/ideas/{id}/refresh', { params: { path: { id } }, signal }));
}

export function setIdeaStatus(id: string, status: IdeaStatus, signal?: AbortSignal): Promise<Idea> {
  return unwrap(api.PATCH('/v1/ideas/{id}/select', { params: { path: { id } }, body: { status }, signal }));
}

export function createIdeaForGoal(
  goalId: string,
  idea: { title?: string; summary?: string } = {},
  signal?: AbortSignal,
): Promise<Idea> {
  return unwrap(api.POST('/v1/ideas/create-for-goal/{goalId}', { params: { path: { goalId } }, body: idea, signal }));
}

export function sessionIdeasQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ideaKeys.session(sessionId),
    queryFn: ({ signal }) => fetchAllSessionIdeas(sessionId, signal),
    staleTime: SESSION_IDEAS_STALE_MS,
  });
}

export function ideaQueryOptions(id: string) {
  return queryOptions({
    queryKey: ideaKeys.detail(id),
    queryFn: ({ signal }) => getIdea(id, signal),
    staleTime: IDEA_DETAIL_STALE_MS,
  });
}

/** The idea's detail is replaced; its session's list is marked stale, not refetched field by field. */
function useIdeaChange<V>(mutationFn: (vars: V) => Promise<Idea>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...networkRetry(),
    onSuccess: (idea) => {
      queryClient.setQueryData(ideaKeys.detail(idea.id), idea);
      return queryClient.invalidateQueries({ queryKey: ideaKeys.session(idea.sessionId) });
    },
  });
}

export const useSetIdeaStatus = () =>
  useIdeaChange(({ id, status }: { id: string; status: IdeaStatus }) => setIdeaStatus(id, status));

export const useRefreshIdea = () => useIdeaChange((id: string) => refreshIdea(id));

export function useCreateIdeaForGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      goalId,
      idea,
    }: {
      goalId: string;
      workspaceId: string;
      idea?: { title?: string; summary?: string };
    }) => createIdeaForGoal(goalId, idea),
    ...networkRetry(),
    onSuccess: (idea, { workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.session(idea.sessionId) }),
        queryClient.invalidateQueries({ queryKey: goalKeys.workspace(workspaceId) }),
      ]),
  });
}

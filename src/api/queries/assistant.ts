// The assistant (Maxwell) calls: sessions, history, cancel and field suggestions.
// Freshness and retries (docs/product.md, "Constants"): the session is fresh 5 min and kept 10; assistant reads
// retry up to 3 times, never on a 4xx except 408 (a timeout worth another go).
import { queryOptions } from '@tanstack/react-query';
import { ASSISTANT_HISTORY_PAGE_SIZE, historyToChatMessages, type ChatMessage } from '../../domain/assistant-chat';
import type { AssistantSession, FieldUpdate, HistoryMessage } from '../assistant-types';
import { api, unwrap } from '../client';
import { ApiError, getErrorStatus, TRANSPORT_ERROR_CODES } from '../errors';

export const ASSISTANT_SESSION_STALE_MS = 5 * 60_000;
export const ASSISTANT_SESSION_GC_MS = 10 * 60_000;
export const MAX_ASSISTANT_RETRIES = 3;

export const assistantKeys = {
  all: ['assistant'] as const,
  session: (id: string) => [...assistantKeys.all, 'session', id] as const,
  history: (id: string) => [...assistantKeys.all, 'session', id, 'history'] as const,
};

export function shouldRetryAssistantQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_ASSISTANT_RETRIES) return false;
  if (error instanceof ApiError && error.code === TRANSPORT_ERROR_CODES.aborted) return false;
  const status = getErrorStatus(error) ?? 0;
  return status === 408 || status < 400 || status >= 500;
}

export interface CreateSessionInput {
  workspaceId?: string | null;
  context?: Record<string, unknown>;
}

/** Without a workspace the session is created deferred; the server refuses otherwise. */
export function createAssistantSession(
  { workspaceId, context }: CreateSessionInput,
  signal?: AbortSignal,
): Promise<AssistantSession> {
  const body = workspaceId ? { workspaceId, deferred: false, context } : { deferred: true, context };
  return unwrap(api.POST('/v1/maxwell/sessions', { body, signal }));
}

export function getAssistantSession(id: string, signal?: AbortSignal): Promise<AssistantSession> {
  return unwrap(api.GET('/v1/maxwell/sessions/{id}', { params: { path: { id } }, signal }));
}

export function deleteAssistantSession(id: string, signal?: AbortSignal): Promise<void> {
  return unwrap(api.DELETE('/v1/maxwell/sessions/{id}', { params: { path: { id } }, signal })).then(() => undefined);
}

export function updateAssistantContext(
  id: string,
  context: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<AssistantSession> {
  return unwrap(api.PUT('/v1/maxwell/sessions/{id}/context', { params: { path: { id } }, body: { context }, signal }));
}

export function upgradeAssistantSession(
  id: string,
  workspaceId: string,
  signal?: AbortSignal,
): Promise<AssistantSession> {
  return unwrap(
    api.PUT('/v1/maxwell/sessions/{id}/upgrade', {
      params: { path: { id }, query: { workspace_id: workspaceId } },
      signal,
    }),
  );
}

export function getAssistantHistory(id: string, signal?: AbortSignal): Promise<HistoryMessage[]> {
  const query = { limit: ASSISTANT_HISTORY_PAGE_SIZE, skip: 0 };
  return unwrap(api.GET('/v1/maxwell/sessions/{id}/history', { params: { path: { id }, query }, signal })).then(
    (body) => body.messages,
  );
}

export function clearAssistantHistory(id: string, signal?: AbortSignal): Promise<void> {
  return unwrap(api.DELETE('/v1/maxwell/sessions/{id}/history', { params: { path: { id } }, signal })).then(
    () => undefined,
  );
}

/** Stops the answer being generated; what was already streamed stays (metadata.aborted). */
export function cancelAssistantQuery(id: string, queryId: string, signal?: AbortSignal): Promise<void> {
  return unwrap(
    api.POST('/v1/maxwell/sessions/{id}/queries/{queryId}/cancel', { params: { path: { id, queryId } }, signal }),
  ).then(() => undefined);
}

export interface SuggestFieldsInput {
  form?: string;
  fields: Array<{ name: string; label?: string; value?: string }>;
  prompt?: string;
}

export function suggestAllFields(id: string, body: SuggestFieldsInput, signal?: AbortSignal): Promise<FieldUpdate[]> {
  return unwrap(
    api.POST('/v1/maxwell/sessions/{id}/suggest-all-fields', { params: { path: { id } }, body, signal }),
  ).then((r) => r.updates);
}

export function assistantSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: assistantKeys.session(id),
    queryFn: ({ signal }) => getAssistantSession(id, signal),
    staleTime: ASSISTANT_SESSION_STALE_MS,
    gcTime: ASSISTANT_SESSION_GC_MS,
    retry: shouldRetryAssistantQuery,
  });
}

/** The last 50 exchanges as chat messages; read when the panel opens, so never kept fresh. */
export function assistantHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: assistantKeys.history(id),
    queryFn: async ({ signal }): Promise<ChatMessage[]> => historyToChatMessages(await getAssistantHistory(id, signal)),
    staleTime: 0,
    retry: shouldRetryAssistantQuery,
  });
}

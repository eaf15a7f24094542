// Co-Scientist sessions: start (120 s), the session (fresh 10 s), its progress (polled by the
// session-polling machine, so no cached query), a workspace's sessions (fresh 2 min) and cancel.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES } from '../../domain/messages';
import { DEFAULT_PAGE_SIZE, normalisePaged, pageToSkipLimit, type Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import { getErrorStatus, TRANSPORT_ERROR_CODES, ApiError } from '../errors';
import { withFailureMessage } from '../failure-message';
import { MAX_QUERY_RETRIES, networkRetry, shouldRetryMutation } from '../query-config';
import { readSession } from '../response-shapes';
import { START_SESSION_TIMEOUT_MS } from '../timeouts';
import type { Session, SessionProgress, SessionStart, SessionSummary } from '../types';
import { goalKeys } from './goals';

export const SESSION_STALE_MS = 10_000;
export const WORKSPACE_SESSIONS_STALE_MS = 2 * 60_000;

/**
 * Where a session runs (configurable, with defaults), in one place. The values
 * match the server's own defaults, so sending them changes nothing until someone configures them.
 */
export const SESSION_START_CONFIG = {
  projectId: 'labforge',
  engineId: 'co-scientist',
  location: 'local',
  collection: 'default_collection',
  assistantId: 'default_assistant',
  answerGenerationMode: 'IDEA_FORGE',
} as const satisfies Omit<SessionStart, 'goalId' | 'overrides'>;

export type SessionOverrides = NonNullable<SessionStart['overrides']>;

export const sessionKeys = {
  all: ['sessions'] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  workspace: (workspaceId: string) => [...sessionKeys.all, 'workspace', workspaceId] as const,
  list: (workspaceId: string, page: number, pageSize: number) =>
    [...sessionKeys.workspace(workspaceId), { page, pageSize }] as const,
};

export function startSession(
  workspaceId: string,
  goalId: string,
  overrides?: SessionOverrides,
  signal?: AbortSignal,
): Promise<Session> {
  return withFailureMessage(FAILED_TO_MESSAGES.startSession, async () => {
    const body = { goalId, ...SESSION_START_CONFIG, ...(overrides && { overrides }) };
    const params = { path: { id: workspaceId, goalId } };
    return readSession(
      await unwrap(
        api.POST('/v1/workspaces/{id}/goals/{goalId}/start', {
          params,
          body,
          signal,
          timeoutMs: START_SESSION_TIMEOUT_MS,
        }),
      ),
    );
  });
}

export function getSession(id: string, signal?: AbortSignal): Promise<Session> {
  return withFailureMessage(FAILED_TO_MESSAGES.getSessionDetails, async () => {
    const query = { includeEnhancedDetails: true, includeScoringData: true };
    return readSession(await unwrap(api.GET('/v1/sessions/{id}', { params: { path: { id }, query }, signal })));
  });
}

export interface ProgressIds {
  workspaceId: string;
  goalId: string;
  sessionId: string;
}

export function getSessionProgress(
  { workspaceId, goalId, sessionId }: ProgressIds,
  signal?: AbortSignal,
): Promise<SessionProgress> {
  const path = { id: workspaceId, goalId, sessionId };
  return unwrap(
    api.GET('/v1/workspaces/{id}/goals/{goalId}/sessions/{sessionId}/progress', { params: { path }, signal }),
  );
}

export interface PollIds {
  workspaceId: string;
  sessionId: string;
  /** The progress endpoint is under the goal; without it the session's own progress is read. */
  goalId?: string | null;
}

export async function pollSessionProgress({ goalId, ...ids }: PollIds, signal?: AbortSignal): Promise<SessionProgress> {
  if (goalId) return getSessionProgress({ ...ids, goalId }, signal);
  const session = await getSession(ids.sessionId, signal);
  const empty = {
    phase: session.status,
    round: 0,
    counts: { ideas: 0, reviews: 0, matches: 0 },
    percent: session.status === 'completed' ? 100 : 0,
  };
  return session.progress ?? { sessionId: session.id, status: session.status, engine: session.engine, ...empty };
}

export function cancelSession(id: string, signal?: AbortSignal): Promise<Session> {
  return unwrap(api.POST('/v1/sessions/{id}/cancel', { params: { path: { id } }, signal }));
}

export function listWorkspaceSessions(
  workspaceId: string,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<Paged<SessionSummary>> {
  const { skip, limit } = pageToSkipLimit(page, pageSize);
  const query = { includeResourcePaths: true, includeEnhancedMetadata: true, includeScoringData: true, skip, limit };
  return unwrap(api.GET('/v1/workspaces/{id}/sessions', { params: { path: { id: workspaceId }, query }, signal })).then(
    (body: unknown) => normalisePaged<SessionSummary>(body, ['sessions'], page, pageSize),
  );
}

/** A missing session is not retried; anything else up to twice. */
export const shouldRetrySession = (failureCount: number, error: unknown) =>
  getErrorStatus(error) !== 404 &&
  failureCount < MAX_QUERY_RETRIES &&
  !(error instanceof ApiError && error.code === TRANSPORT_ERROR_CODES.aborted);

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: ({ signal }) => getSession(id, signal),
    staleTime: SESSION_STALE_MS,
    retry: shouldRetrySession,
  });
}

export function workspaceSessionsQueryOptions(workspaceId: string, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  return queryOptions({
    queryKey: sessionKeys.list(workspaceId, page, pageSize),
    queryFn: ({ signal }) => listWorkspaceSessions(workspaceId, page, pageSize, signal),
    staleTime: WORKSPACE_SESSIONS_STALE_MS,
  });
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      workspaceId,
      goalId,
      overrides,
    }: {
      workspaceId: string;
      goalId: string;
      overrides?: SessionOverrides;
    }) => startSession(workspaceId, goalId, overrides),
    ...networkRetry(),
    // A start that timed out may have started: sending it again could run (and pay for) two sessions.
    retry: (count: number, error: unknown) =>
      shouldRetryMutation(count, error) && !(error instanceof ApiError && error.code === TRANSPORT_ERROR_CODES.timeout),
    onSuccess: (session, { workspaceId }) => {
      queryClient.setQueryData(sessionKeys.detail(session.id), session);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: goalKeys.workspace(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.workspace(workspaceId) }),
      ]);
    },
  });
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelSession(id),
    ...networkRetry(),
    onSuccess: (session) => {
      queryClient.setQueryData<Session>(sessionKeys.detail(session.id), (old) => ({ ...old, ...session }));
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

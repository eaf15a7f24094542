// The coding agent on an idea (docs/product.md, "The coding agent"): trigger a session, find and
// read its status (none yet is shown as queued), cancel it, read one file's diff and download its
// repository. The idea id is checked here before any call, in the server's words.
import { queryOptions } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages';
import { isUuid } from '../../domain/uuid';
import { isTerminalVibeStatus } from '../../domain/vibe-status';
import { api, unwrap } from '../client';
import { ApiError, toApiError, toTransportError } from '../errors';
import { ClientValidationError, withFailureMessage } from '../failure-message';
import type { Schema } from '../types';

export type VibeStatus = Schema<'VibeStatus'>;
export type VibeSession = Schema<'VibeSession'>;
export type VibeSessionStatus = Schema<'VibeSessionStatus'>;
export type VibeActivity = Schema<'VibeActivity'>;
export type VibeCheck = Schema<'VibeCheck'>;
export type VibeChangedFile = Schema<'VibeChangedFile'>;
export type VibePullRequest = Schema<'VibePullRequest'>;
export type VibeRemote = Schema<'VibeRemote'>;
export type VibeFileDiff = Schema<'VibeFileDiff'>;
export type VibeDownloadFormat = 'bundle' | 'tar.gz';

export const vibeKeys = {
  all: ['vibe'] as const,
  diff: (sessionId: string, path: string) => [...vibeKeys.all, 'session', sessionId, 'diff', path] as const,
};

function checkIdeaId(ideaId: string): void {
  if (!isUuid(ideaId)) throw new ClientValidationError(VALIDATION_MESSAGES.invalidIdeaId);
}

/** Starts a session, or answers the one already running (the server keeps one per idea). */
export async function triggerVibe(ideaId: string, customInstructions?: string, signal?: AbortSignal) {
  checkIdeaId(ideaId);
  const body = customInstructions?.trim() ? { customInstructions } : {};
  return withFailureMessage(FAILED_TO_MESSAGES.triggerVibe, () =>
    unwrap(api.POST('/v1/ideas/{id}/vibe', { params: { path: { id: ideaId } }, body, signal })),
  );
}

/** The idea's latest session; null when it has none yet (the server's 404). */
export async function getVibeStatus(ideaId: string, signal?: AbortSignal): Promise<VibeStatus | null> {
  checkIdeaId(ideaId);
  try {
    return await withFailureMessage(FAILED_TO_MESSAGES.getVibeStatus, () =>
      unwrap(api.GET('/v1/ideas/{id}/vibe/status', { params: { path: { id: ideaId } }, signal })),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The idea's latest session, or null when it has none. The session list answers "none" as an
 * empty page, so an idea never sent to the agent costs no failed request in the browser's console.
 */
export async function findVibeStatus(ideaId: string, signal?: AbortSignal): Promise<VibeStatus | null> {
  checkIdeaId(ideaId);
  const page = await withFailureMessage(FAILED_TO_MESSAGES.findVibeSession, () =>
    unwrap(api.GET('/v1/vibe-sessions', { params: { query: { ideaId, pageSize: 1 } }, signal })),
  );
  return page.items.length === 0 ? null : getVibeStatus(ideaId, signal);
}

export function cancelVibeSession(sessionId: string, signal?: AbortSignal): Promise<VibeSession> {
  return unwrap(
    api.POST('/v1/vibe-sessions/{vibeSessionId}/cancel', { params: { path: { vibeSessionId: sessionId } }, signal }),
  );
}

export function getVibeFileDiff(sessionId: string, path: string, signal?: AbortSignal): Promise<VibeFileDiff> {
  return unwrap(
    api.GET('/v1/vibe-sessions/{vibeSessionId}/diff', {
      params: { path: { vibeSessionId: sessionId }, query: { path } },
      signal,
    }),
  );
}

/** A finished session's diffs never change; a running one may still rewrite a file. */
export function vibeFileDiffQueryOptions(session: Pick<VibeSession, 'id' | 'status'>, path: string) {
  return queryOptions({
    queryKey: vibeKeys.diff(session.id, path),
    queryFn: ({ signal }) => getVibeFileDiff(session.id, path, signal),
    staleTime: isTerminalVibeStatus(session.status) ? Infinity : 0,
  });
}

/** The repository's bytes with the app's auth (and its one refresh); the caller saves them. */
export async function downloadVibeRepository(
  sessionId: string,
  format: VibeDownloadFormat,
  signal?: AbortSignal,
): Promise<Blob> {
  let result;
  try {
    result = await api.GET('/v1/vibe-sessions/{vibeSessionId}/download', {
      params: { path: { vibeSessionId: sessionId }, query: { format } },
      parseAs: 'blob',
      signal,
    });
  } catch (err) {
    throw toTransportError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error, result.response.statusText);
  return result.data as Blob;
}

/** "vibe/soil-microbes-3f2a" → "vibe-soil-microbes-3f2a.bundle": a name any file system accepts. */
export function vibeDownloadFileName(sessionName: string, format: VibeDownloadFormat): string {
  const base = sessionName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'repository';
  return `${base}.${format}`;
}

// The tournament's matches (docs/product.md, "Matches"): a page of a session's, filtered; a page of
// one idea's with its Elo over time; and a session's as a CSV or JSON file, fetched with the app's auth.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { attachmentFileName } from '../attachment-name';
import { api, unwrap } from '../client';
import { toApiError, toTransportError } from '../errors';
import type { components } from '../schema';
import { ideaKeys } from './ideas';

export type TournamentMatch = components['schemas']['TournamentMatch'];
export type EloPoint = components['schemas']['EloPoint'];

export interface MatchFilters {
  round?: number;
  ideaId?: string;
  agreement?: 'agreed' | 'split';
  judge?: 'agent' | 'human';
}

export type MatchExportFormat = 'csv' | 'json';

export const MATCH_PAGE_SIZE = 20;
const MATCHES_STALE_MS = 30_000;

export const matchKeys = {
  session: (sessionId: string) => ['matches', 'session', sessionId] as const,
  sessionPage: (sessionId: string, filters: MatchFilters, page: number) =>
    [...matchKeys.session(sessionId), filters, page] as const,
  idea: (ideaId: string, page: number) => [...ideaKeys.detail(ideaId), 'matches', page] as const,
};

/** The filters as the contract's query: a filter left unset is not sent. */
const queryOf = (filters: MatchFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** The last page stays on screen while the next one loads, so the list does not flash. */
export function sessionMatchesQueryOptions(sessionId: string, filters: MatchFilters, page: number) {
  return queryOptions({
    queryKey: matchKeys.sessionPage(sessionId, filters, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/v1/sessions/{id}/matches', {
          params: { path: { id: sessionId }, query: { ...queryOf(filters), page, pageSize: MATCH_PAGE_SIZE } },
          signal,
        }),
      ),
    staleTime: MATCHES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function ideaMatchesQueryOptions(ideaId: string, page: number) {
  return queryOptions({
    queryKey: matchKeys.idea(ideaId, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/v1/ideas/{id}/matches', {
          params: { path: { id: ideaId }, query: { page, pageSize: MATCH_PAGE_SIZE } },
          signal,
        }),
      ),
    staleTime: MATCHES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export async function downloadMatches(
  sessionId: string,
  filters: MatchFilters,
  format: MatchExportFormat,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  let result;
  try {
    result = await api.GET('/v1/sessions/{id}/matches/export', {
      params: { path: { id: sessionId }, query: { ...queryOf(filters), format } },
      parseAs: 'blob',
      signal,
    });
  } catch (err) {
    throw toTransportError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error, result.response.statusText);
  const fileName = attachmentFileName(result.response.headers.get('content-disposition'), `matches.${format}`);
  return { blob: result.data as Blob, fileName };
}

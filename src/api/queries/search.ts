// GET /v1/search: the command palette's results for the text typed so far.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { components } from '../schema';

export type SearchResult = components['schemas']['SearchResult'];
export type SearchKind = SearchResult['kind'];

/** The contract's bound on q: longer text is cut, not refused. */
export const SEARCH_MAX_CHARS = 200;
export const SEARCH_STALE_MS = 30_000;

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, limit?: number) => [...searchKeys.all, { q, limit }] as const,
};

/** What the server is asked for: trimmed and cut to the contract's length. */
export const searchText = (text: string) => text.trim().slice(0, SEARCH_MAX_CHARS).trim();

export async function searchEverything(q: string, limit?: number, signal?: AbortSignal): Promise<SearchResult[]> {
  return (await unwrap(api.GET('/v1/search', { params: { query: { q, limit } }, signal }))).results;
}

/** Off while there is nothing to look for; the last answer stays on screen while the next one loads. */
export function searchQueryOptions(text: string, limit?: number) {
  const q = searchText(text);
  return queryOptions({
    queryKey: searchKeys.query(q, limit),
    queryFn: ({ signal }) => searchEverything(q, limit, signal),
    enabled: q.length > 0,
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

// GET /v1/health/ready: what works right now. Fetched while something shows it (the assistant
// panel) and every 30 s while it does; never trusted for longer than that.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { toApiError, toTransportError } from '../errors';
import type { Readiness } from '../types';

export const READINESS_REFETCH_MS = 30_000;

export const healthKeys = {
  ready: ['health', 'ready'] as const,
};

const isReadiness = (body: unknown): body is Readiness =>
  typeof body === 'object' && body !== null && 'checks' in body && 'status' in body;

/** The report, whether the server is ready (200) or not (503, the same shape). */
export async function fetchReadiness(signal?: AbortSignal): Promise<Readiness> {
  let result;
  try {
    result = await api.GET('/v1/health/ready', { signal });
  } catch (err) {
    throw toTransportError(err);
  }
  const { data, error, response } = result;
  if (data) return data;
  if (response.status === 503 && isReadiness(error)) return error;
  throw toApiError(response.status, error, response.statusText);
}

export function readinessQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.ready,
    queryFn: ({ signal }) => fetchReadiness(signal),
    staleTime: 0,
    refetchInterval: READINESS_REFETCH_MS,
    // A failed check is news to show, not to hide behind retries; the next interval asks again.
    retry: false,
  });
}

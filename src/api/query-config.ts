// Query freshness and retry rules (docs/product.md, "Query freshness and retries"), written once. Per-resource freshness lives
// beside each resource in queries/<resource>.ts.
import { QueryClient } from '@tanstack/react-query';
import { getErrorStatus, isNetworkError, isValidationError, TRANSPORT_ERROR_CODES, ApiError } from './errors';

export const DEFAULT_STALE_TIME_MS = 5 * 60_000;
export const DEFAULT_GC_TIME_MS = 10 * 60_000;
export const MAX_QUERY_RETRIES = 2;
export const MAX_MUTATION_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1_000;
/** Backoff caps: goal and workspace mutations, and idea conversion. */
export const MUTATION_RETRY_CAP_MS = 5_000;
export const CONVERT_RETRY_CAP_MS = 10_000;

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404]);

/** Client mistakes and missing things do not improve on a second try; a caller's abort is final. */
export function isRetryableQueryError(error: unknown): boolean {
  const status = getErrorStatus(error);
  if (status !== undefined && NO_RETRY_STATUSES.has(status)) return false;
  if (isValidationError(error)) return false;
  return !(error instanceof ApiError && error.code === TRANSPORT_ERROR_CODES.aborted);
}

/** TanStack calls this with the number of failures so far (0 before the first retry). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableQueryError(error);
}

/** Mutations are retried only when no response came back. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_MUTATION_RETRIES && isNetworkError(error);
}

/** 1000 ms × 2^attempt, capped. */
export function retryDelay(attempt: number, capMs: number = MUTATION_RETRY_CAP_MS): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), capMs);
}

/** Spread into useMutation: network-only retries with capped backoff. */
export function networkRetry(capMs: number = MUTATION_RETRY_CAP_MS) {
  return {
    retry: shouldRetryMutation,
    retryDelay: (attempt: number) => retryDelay(attempt, capMs),
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, gcTime: DEFAULT_GC_TIME_MS, retry: shouldRetryQuery },
      mutations: networkRetry(MUTATION_RETRY_CAP_MS),
    },
  });
}

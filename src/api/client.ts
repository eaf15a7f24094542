// The one API client. Every call goes through the auth middleware; `unwrap` turns the
// {data, error, response} answer into data or a thrown ApiError.
import createClient from 'openapi-fetch';
import { createAuthMiddleware } from './auth-middleware';
import { toApiError, toTransportError } from './errors';
import type { paths } from './schema';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Origin-relative ('') in a browser. Node's Request (used under test, jsdom included) rejects
 * relative URLs, so there the page origin or localhost stands in.
 */
export function defaultBaseUrl(): string {
  const underNode = typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent);
  if (!underNode) return '';
  return globalThis.location?.origin ?? 'http://localhost';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    // Looked up per call, not captured once, so test interceptors (msw) installed later still apply.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(createAuthMiddleware());
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Data on success; otherwise an ApiError (status 0 with the transport message when no response came). */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (err) {
    throw toTransportError(err);
  }
  const { data, error, response } = result;
  if (!response.ok) throw toApiError(response.status, error, response.statusText);
  return data as T;
}

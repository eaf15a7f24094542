// Bearer token, timeout and the once-per-request refresh (docs/product.md, "Error messages"), as openapi-fetch
// middleware. The retry and the refresh call go through the raw fetch, so neither re-enters here.
import type { Middleware } from 'openapi-fetch';
import { API_TIMEOUT_MS, timeoutSignal } from './timeouts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-store';
import { notifyUnauthorized } from './unauthorized';

export const REFRESH_PATH = '/v1/auth/refresh';

// A 401 from a sign-in call means bad credentials, not an expired session; logout's body
// carries the refresh token that a refresh would rotate, and logout clears tokens anyway.
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/v1/auth/google/callback', '/v1/auth/dev/login', '/v1/auth/logout']);

type FetchFn = (request: Request) => Promise<Response>;
type TimedRequest = Request & { timeoutMs?: number };

function bearer(token: string): string {
  return `Bearer ${token}`;
}

/** Trades the refresh token for a new pair; null when there is none to be had. */
async function refresh(baseUrl: string, fetchFn: FetchFn): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return expire();
  let response: Response;
  try {
    response = await fetchFn(
      new Request(`${baseUrl}${REFRESH_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }),
    );
  } catch {
    // Offline is not a rejected session: keep the tokens; the caller sees the original 401.
    return null;
  }
  const body = response.ok
    ? ((await response.json().catch(() => null)) as { access_token?: string; refresh_token?: string } | null)
    : null;
  if (!body?.access_token) {
    // Another tab rotated the token while ours was in flight: its new pair is the live one.
    if (getRefreshToken() !== refreshToken) return getAccessToken();
    return expire();
  }
  saveTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
  return body.access_token;
}

function expire(): null {
  clearTokens();
  notifyUnauthorized();
  return null;
}

export function createAuthMiddleware(): Middleware {
  // Unsent copies of each request, taken before the body is consumed, for the one retry.
  const unsent = new Map<string, Request>();
  let refreshing: Promise<string | null> | null = null;

  // Concurrent 401s share one refresh: the server rotates refresh tokens and treats reuse as theft.
  function refreshOnce(baseUrl: string, fetchFn: FetchFn): Promise<string | null> {
    refreshing ??= refresh(baseUrl, fetchFn).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    onRequest({ request, id }) {
      const headers = new Headers(request.headers);
      const token = getAccessToken();
      if (token) headers.set('Authorization', bearer(token));
      const timeoutMs = (request as TimedRequest).timeoutMs ?? API_TIMEOUT_MS;
      const prepared = new Request(request, { headers, signal: timeoutSignal(timeoutMs, request.signal) });
      unsent.set(id, prepared.clone());
      return prepared;
    },
    async onResponse({ request, response, schemaPath, id, options }) {
      const original = unsent.get(id);
      unsent.delete(id);
      if (response.status !== 401 || !original || NO_REFRESH_PATHS.has(schemaPath)) return undefined;
      const current = getAccessToken();
      const sent = request.headers.get('Authorization');
      // Another request refreshed while this one was in flight: just resend with the new token.
      const token = current && bearer(current) !== sent ? current : await refreshOnce(options.baseUrl, options.fetch);
      if (!token) return undefined;
      const headers = new Headers(original.headers);
      headers.set('Authorization', bearer(token));
      return options.fetch(new Request(original, { headers }));
    },
    onError({ id }) {
      unsent.delete(id);
      return undefined;
    },
  };
}

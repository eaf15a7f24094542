import { BodyTooLarge, GITHUB_ANSWER_MAX_BYTES, readCappedText } from '../http/read-capped';
import { backoffDelay, retryAfter, sleep, type RetryPolicy } from '../llm/retry';

// GitHub's REST API as the coding agent uses it: JSON in and out, the headers GitHub asks for,
// one deadline per call (attempts and pauses together), retries only of what a later attempt can
// fix (408, 429, 5xx, a rate-limit 403 carrying Retry-After, no connection). Every answer GitHub
// gave, refusals included, is returned as it came; only no answer at all throws.
// (server/http/source-client.ts is GET-only and drops error bodies, which hold GitHub's message.)

export const GITHUB_API_VERSION = '2022-11-28';
const USER_AGENT = 'Labforge/0.1 (coding agent)';
const MAX_RETRIES = 2;
/** The most one API call may take, retries and pauses included. */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface GitHubDeps {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  random: () => number;
}

export interface GitHubResponse {
  status: number;
  /** The parsed JSON body, or the text when it was not JSON. */
  body: unknown;
}

export interface GitHubApi {
  request(method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal): Promise<GitHubResponse>;
}

/** GitHub did not answer: unreachable, the deadline passed, or it sent more than it may. The message is safe to show. */
export class GitHubUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GitHubUnreachableError';
  }
}

export interface GitHubApiSettings {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  deps?: Partial<GitHubDeps>;
}

export function createGitHubApi(settings: GitHubApiSettings): GitHubApi {
  const deps: GitHubDeps = { fetch, sleep, now: Date.now, random: Math.random, ...settings.deps };
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const policy: RetryPolicy = {
    maxRetries: MAX_RETRIES,
    baseDelayMs: 500,
    maxDelayMs: 4000,
    maxRetryAfterMs: timeoutMs,
    sleep: deps.sleep,
    random: deps.random,
  };
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${settings.token}`,
    'x-github-api-version': GITHUB_API_VERSION,
    'user-agent': USER_AGENT,
  };

  return {
    async request(method, path, body, callerSignal) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([callerSignal, deadline]);
      const init: RequestInit = {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      };
      const url = `${settings.apiUrl}${path}`;
      try {
        for (let retry = 0; ; retry++) {
          const outcome = await attempt(deps, url, init, settings.apiUrl);
          const last = retry >= policy.maxRetries;
          const tooLong = outcome.retryAfterMs !== null && outcome.retryAfterMs > policy.maxRetryAfterMs;
          if (!outcome.retryable || last || tooLong) {
            if (outcome.response) return outcome.response;
            throw new GitHubUnreachableError(`GitHub's API at ${settings.apiUrl} could not be reached`);
          }
          await policy.sleep(backoffDelay(retry, policy, outcome.retryAfterMs), signal);
        }
      } catch (error) {
        if (callerSignal.aborted) throw callerSignal.reason;
        if (deadline.aborted) {
          throw new GitHubUnreachableError(
            `GitHub's API at ${settings.apiUrl} did not answer within ${timeoutMs / 1000} s`,
          );
        }
        throw error;
      }
    },
  };
}

interface Attempt {
  /** Null when no answer came (no connection). */
  response: GitHubResponse | null;
  retryable: boolean;
  retryAfterMs: number | null;
}

async function attempt(deps: GitHubDeps, url: string, init: RequestInit, apiUrl: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await deps.fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { response: null, retryable: true, retryAfterMs: null };
  }
  // Read up to a cap (read-capped.ts); past it the call fails with words safe to show, not retried.
  const text = await readCappedText(response, GITHUB_ANSWER_MAX_BYTES, `GitHub's API at ${apiUrl}`).catch(
    (error: unknown) => {
      throw error instanceof BodyTooLarge ? new GitHubUnreachableError(error.message, { cause: error }) : error;
    },
  );
  const status = response.status;
  const waitMs = retryAfter(Object.fromEntries(response.headers), deps.now());
  // A secondary rate limit answers 403 with Retry-After; any other 403 is a refusal.
  const retryable = status === 408 || status === 429 || status >= 500 || (status === 403 && waitMs !== null);
  return { response: { status, body: parseBody(text) }, retryable, retryAfterMs: waitMs };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GitHub's own words for a refusal: its message, then the details of a validation failure. */
export function githubMessage(response: GitHubResponse): string {
  const body = response.body as { message?: unknown; errors?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${response.status}`;
  const details = Array.isArray(body?.errors)
    ? body.errors.map((e: { message?: unknown; field?: unknown; code?: unknown }) =>
        typeof e?.message === 'string' ? e.message : [e?.field, e?.code].filter((p) => typeof p === 'string').join(' '),
      )
    : [];
  const shown = details.filter(Boolean);
  return shown.length ? `${message}: ${shown.join('; ')}` : message;
}

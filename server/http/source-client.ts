import { backoffDelay, retryAfter, type RetryPolicy } from '../llm/retry';
import { BodyTooLarge, readCappedText, SOURCE_ANSWER_MAX_BYTES } from './read-capped';

// The one HTTP client for outside sources (dataset catalogues, literature indexes). One deadline
// per call, attempts and pauses together, so a slow source costs a search at most `timeoutMs`;
// retries only what a later attempt can fix (408, 429, 5xx, no connection). A body is read up to
// SOURCE_ANSWER_MAX_BYTES (read-capped.ts): past it the call fails, not retried.

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

export interface SourceRequest {
  url: string;
  headers?: Record<string, string>;
}

export interface SourceClient {
  /** The parsed JSON body. */
  getJson(request: SourceRequest, signal?: AbortSignal): Promise<unknown>;
  /** The body as text (arXiv answers Atom XML). */
  getText(request: SourceRequest, signal?: AbortSignal): Promise<string>;
}

export interface SourceClientSettings extends HttpDeps {
  timeoutMs: number;
  /** Sent with every request, under the request's own: a User-Agent naming a contact, say. */
  headers?: Record<string, string>;
  /** The caller's error for a source that could not answer; `reason` is short and safe to show. */
  fail: (reason: string, cause?: unknown) => Error;
  /** The source's rate limit, awaited before every attempt. */
  limiter?: { wait(signal?: AbortSignal): Promise<void> };
}

type Format = 'json' | 'text';

type Attempt =
  { ok: true; body: unknown } | { ok: false; reason: string; retryable: boolean; retryAfterMs: number | null };

const MAX_RETRIES = 2;
const ACCEPT: Record<Format, string> = { json: 'application/json', text: '*/*' };

export function createSourceClient(settings: SourceClientSettings): SourceClient {
  // A server asking for a longer pause than the whole deadline fails now rather than timing out later.
  const policy: RetryPolicy = {
    maxRetries: MAX_RETRIES,
    baseDelayMs: 250,
    maxDelayMs: 2000,
    maxRetryAfterMs: settings.timeoutMs,
    sleep: settings.sleep,
    random: Math.random,
  };

  async function get(request: SourceRequest, format: Format, callerSignal?: AbortSignal): Promise<unknown> {
    // The first turn in the source's queue is waited for before the deadline starts: a search
    // queued behind others (arXiv allows one every 3 s) is slow, not failed. Retries wait in it.
    if (settings.limiter) await settings.limiter.wait(callerSignal);
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    const headers = { accept: ACCEPT[format], ...settings.headers, ...request.headers };
    try {
      for (let retry = 0; ; retry++) {
        const outcome = await attempt(settings, { url: request.url, headers }, format, signal);
        if (outcome.ok) return outcome.body;
        const tooLong = outcome.retryAfterMs !== null && outcome.retryAfterMs > policy.maxRetryAfterMs;
        if (!outcome.retryable || retry >= policy.maxRetries || tooLong) throw settings.fail(outcome.reason);
        await policy.sleep(backoffDelay(retry, policy, outcome.retryAfterMs), signal);
        if (settings.limiter) await settings.limiter.wait(signal);
      }
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (deadline.aborted) throw settings.fail('timed out', error);
      throw error;
    }
  }

  return {
    getJson: (request, signal) => get(request, 'json', signal),
    getText: async (request, signal) => (await get(request, 'text', signal)) as string,
  };
}

/** One request. Throws only when the signal aborts it; every other failure is an outcome. */
async function attempt(
  deps: HttpDeps,
  request: Required<SourceRequest>,
  format: Format,
  signal: AbortSignal,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await deps.fetch(request.url, { headers: request.headers, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: 'unreachable', retryable: true, retryAfterMs: null };
  }
  if (!response.ok) {
    // Drain the error body so the connection goes back to the pool.
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    const retryable = status === 408 || status === 429 || status >= 500;
    const retryAfterMs = retryAfter(Object.fromEntries(response.headers), deps.now());
    return { ok: false, reason: `HTTP ${status}`, retryable, retryAfterMs };
  }
  try {
    const text = await readCappedText(response, SOURCE_ANSWER_MAX_BYTES, 'The source');
    return { ok: true, body: format === 'json' ? (JSON.parse(text) as unknown) : text };
  } catch (error) {
    if (signal.aborted) throw error;
    // The same answer would come again: a source that sends too much is not asked twice.
    if (error instanceof BodyTooLarge) return { ok: false, reason: error.reason, retryable: false, retryAfterMs: null };
    return { ok: false, reason: 'unexpected response', retryable: false, retryAfterMs: null };
  }
}

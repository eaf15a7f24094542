import { backoffDelay, retryAfter, type RetryPolicy } from '../../llm/retry';
import { ConnectorError, type ConnectorId } from './connector';

// One deadline per call (attempts and pauses together), so a slow source costs a search at most
// DATASET_CONNECTOR_TIMEOUT_MS; retries only what a later attempt can fix (408, 429, 5xx, no connection).

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

export interface JsonRequest {
  url: string;
  headers?: Record<string, string>;
}

export type GetJson = (request: JsonRequest, signal?: AbortSignal) => Promise<unknown>;

type Attempt =
  { ok: true; body: unknown } | { ok: false; reason: string; retryable: boolean; retryAfterMs: number | null };

const MAX_RETRIES = 2;
const USER_AGENT = 'Labforge/0.1 (dataset search)';

export function createJsonClient(
  source: { id: ConnectorId; name: string },
  settings: { timeoutMs: number } & HttpDeps,
): GetJson {
  // A server asking for a longer pause than the whole deadline fails now rather than timing out later.
  const policy: RetryPolicy = {
    maxRetries: MAX_RETRIES,
    baseDelayMs: 250,
    maxDelayMs: 2000,
    maxRetryAfterMs: settings.timeoutMs,
    sleep: settings.sleep,
    random: Math.random,
  };
  const fail = (reason: string, cause?: unknown) => new ConnectorError(source.id, source.name, reason, { cause });

  return async (request, callerSignal) => {
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    try {
      for (let retry = 0; ; retry++) {
        const outcome = await attempt(settings, request, signal);
        if (outcome.ok) return outcome.body;
        const tooLong = outcome.retryAfterMs !== null && outcome.retryAfterMs > policy.maxRetryAfterMs;
        if (!outcome.retryable || retry >= policy.maxRetries || tooLong) throw fail(outcome.reason);
        await policy.sleep(backoffDelay(retry, policy, outcome.retryAfterMs), signal);
      }
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (deadline.aborted) throw fail('timed out', error);
      throw error;
    }
  };
}

/** One request. Throws only when the signal aborts it; every other failure is an outcome. */
async function attempt(deps: HttpDeps, request: JsonRequest, signal: AbortSignal): Promise<Attempt> {
  let response: Response;
  try {
    const headers = { accept: 'application/json', 'user-agent': USER_AGENT, ...request.headers };
    response = await deps.fetch(request.url, { headers, signal });
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
    return { ok: true, body: await response.json() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: 'unexpected response', retryable: false, retryAfterMs: null };
  }
}

import { APICallError } from 'ai';
import { bodyTooLargeIn } from '../http/read-capped';
import { CallTimeoutError, ModelRequestError, type CallLabel, type RequestFailureKind } from './errors';

// Retries what a later attempt can fix (429, 408, 5xx, no connection, a timeout), never another
// 4xx. Exponential backoff with jitter so parallel sessions do not retry in lockstep; a server's
// Retry-After wins over our guess.

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server asking for a longer pause than this fails the call rather than parking it. */
  maxRetryAfterMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

export interface Failure {
  kind: RequestFailureKind;
  status: number | null;
  retryable: boolean;
  retryAfterMs: number | null;
  message: string;
}

export function classifyFailure(error: unknown): Failure {
  // The SDK wraps what the capped body threw; the same answer would come again, so no retry.
  const tooLarge = bodyTooLargeIn(error);
  if (tooLarge)
    return { kind: 'response', status: null, retryable: false, retryAfterMs: null, message: tooLarge.message };
  if (error instanceof CallTimeoutError) {
    return { kind: 'timeout', status: null, retryable: true, retryAfterMs: null, message: error.message };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    const retryable = status === null ? true : status === 408 || status === 429 || status >= 500;
    const message = status === null ? error.message : `HTTP ${status}: ${error.message}`;
    return {
      kind: status === null ? 'network' : 'http',
      status,
      retryable,
      retryAfterMs: retryAfter(error.responseHeaders),
      message,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'response', status: null, retryable: false, retryAfterMs: null, message };
}

/** Milliseconds a server asked us to wait: retry-after-ms (OpenAI), or Retry-After in seconds or as a date. */
export function retryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | null {
  const ms = Number(headers?.['retry-after-ms']);
  if (headers?.['retry-after-ms'] && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers?.['retry-after']?.trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function backoffDelay(retry: number, policy: RetryPolicy, retryAfterMs: number | null): number {
  if (retryAfterMs !== null) return retryAfterMs;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * policy.random());
}

/** Runs `attempt` until it succeeds, fails for good, or the caller aborts (rethrown as the signal's reason). */
export async function withRetry<T>(
  label: CallLabel,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const failure = classifyFailure(error);
      const tooLong = failure.retryAfterMs !== null && failure.retryAfterMs > policy.maxRetryAfterMs;
      if (!failure.retryable || retry >= policy.maxRetries || tooLong) {
        throw new ModelRequestError(label, failure, retry + 1, error);
      }
      await policy.sleep(backoffDelay(retry, policy, failure.retryAfterMs), signal);
    }
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

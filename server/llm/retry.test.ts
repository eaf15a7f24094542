import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { CallTimeoutError } from './errors';
import { backoffDelay, classifyFailure, retryAfter, type RetryPolicy } from './retry';

const policy = (random: number): RetryPolicy => ({
  maxRetries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
  sleep: async () => {},
  random: () => random,
});

const httpError = (statusCode: number | undefined, responseHeaders?: Record<string, string>) =>
  new APICallError({ message: 'x', url: 'http://h/v1', requestBodyValues: {}, statusCode, responseHeaders });

describe('retry policy', () => {
  it('reads Retry-After in seconds, as a date, and retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfter({ 'retry-after': '2' })).toBe(2000);
    expect(retryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfter({ 'retry-after-ms': '250', 'retry-after': '9' })).toBe(250);
    expect(retryAfter({ 'retry-after': 'soon' })).toBeNull();
    expect(retryAfter(undefined)).toBeNull();
  });

  it('backs off exponentially with jitter between half and all of the step, capped', () => {
    expect([0, 1, 2].map((n) => backoffDelay(n, policy(0), null))).toEqual([500, 1000, 2000]);
    expect([0, 1, 2].map((n) => backoffDelay(n, policy(1), null))).toEqual([1000, 2000, 4000]);
    expect(backoffDelay(10, policy(1), null)).toBe(30_000);
    expect(backoffDelay(0, policy(1), 7000)).toBe(7000);
  });

  it.each([
    [429, true],
    [408, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
  ])('HTTP %i retryable: %s', (status, retryable) => {
    expect(classifyFailure(httpError(status))).toMatchObject({ kind: 'http', status, retryable });
  });

  it('retries no connection and timeouts, but not an unreadable response', () => {
    expect(classifyFailure(httpError(undefined))).toMatchObject({ kind: 'network', status: null, retryable: true });
    expect(classifyFailure(new CallTimeoutError(5000))).toMatchObject({ kind: 'timeout', retryable: true });
    expect(classifyFailure(new SyntaxError('bad body'))).toMatchObject({ kind: 'response', retryable: false });
  });
});

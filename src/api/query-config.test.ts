import { toApiError, toTransportError } from './errors';
import {
  createQueryClient,
  CONVERT_RETRY_CAP_MS,
  networkRetry,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-config';

const network = toTransportError(new TypeError('fetch failed'));

describe('createQueryClient', () => {
  it('keeps data fresh 5 min and cached 10 min by default', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
  });
});

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 422])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, toApiError(status, undefined))).toBe(false);
  });
  it('does not retry validation errors or caller aborts', () => {
    expect(shouldRetryQuery(0, toApiError(409, { code: 'validation_error' }))).toBe(false);
    expect(shouldRetryQuery(0, toTransportError(new DOMException('stop', 'AbortError')))).toBe(false);
  });
  it('retries other failures up to 2 times', () => {
    const err = toApiError(500, undefined);
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, err))).toEqual([true, true, false]);
    expect(shouldRetryQuery(1, network)).toBe(true);
  });
});

describe('mutation retries', () => {
  it('retry only network errors, up to 2 times', () => {
    expect([0, 1, 2].map((n) => shouldRetryMutation(n, network))).toEqual([true, true, false]);
    expect(shouldRetryMutation(0, toApiError(500, undefined))).toBe(false);
    expect(shouldRetryMutation(0, toApiError(400, undefined))).toBe(false);
  });
  it('back off 1000 ms × 2^attempt, capped', () => {
    expect([0, 1, 2, 3, 4].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect([3, 4].map((a) => retryDelay(a, CONVERT_RETRY_CAP_MS))).toEqual([8000, 10000]);
    expect(networkRetry(CONVERT_RETRY_CAP_MS).retryDelay(5)).toBe(10000);
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createSourceClient, type HttpDeps } from './source-client';

// The HTTP policy on its own, against a scripted fetch: what is retried, for how long, what each
// failure is called, and which headers go out.

type Step = Response | Error;

class SourceFailure extends Error {
  constructor(readonly reason: string) {
    super(`Test source: ${reason}`);
  }
}

function client(
  steps: Step[],
  options: { timeoutMs?: number; now?: () => number; headers?: Record<string, string> } = {},
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub: HttpDeps['fetch'] = async (input, init) => {
    calls.push({ url: String(input), init });
    const step = steps.shift() ?? new Error('no more steps');
    if (step instanceof Error) throw step;
    return step;
  };
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const source = createSourceClient({
    timeoutMs: options.timeoutMs ?? 5000,
    headers: options.headers,
    fail: (reason) => new SourceFailure(reason),
    fetch: fetchStub,
    sleep,
    now: options.now ?? Date.now,
  });
  return { source, calls, sleep };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('source client', () => {
  it('returns the parsed body and sends JSON accept, the default headers and the request ones', async () => {
    const { source, calls } = client([json({ ok: 1 })], { headers: { 'user-agent': 'Labforge/0.1 (test)' } });
    expect(await source.getJson({ url: 'https://x.test/a', headers: { 'x-api-key': 'k' } })).toEqual({ ok: 1 });
    expect(calls[0].init?.headers).toEqual({
      accept: 'application/json',
      'user-agent': 'Labforge/0.1 (test)',
      'x-api-key': 'k',
    });
    expect(calls[0].init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('returns a text body as it came, with a request header winning over a default', async () => {
    const { source, calls } = client(
      [new Response('<feed/>', { headers: { 'content-type': 'application/atom+xml' } })],
      {
        headers: { accept: 'text/plain' },
      },
    );
    expect(await source.getText({ url: 'https://x.test/feed', headers: { accept: 'application/atom+xml' } })).toBe(
      '<feed/>',
    );
    expect(calls[0].init?.headers).toEqual({ accept: 'application/atom+xml' });
  });

  it('calls a body that is not JSON an unexpected response, without retrying', async () => {
    const { source, calls } = client([new Response('<html>Maintenance</html>')]);
    await expect(source.getJson({ url: 'https://x.test/a' })).rejects.toEqual(new SourceFailure('unexpected response'));
    expect(calls).toHaveLength(1);
  });

  it('retries no connection, then calls the source unreachable', async () => {
    const { source, calls, sleep } = client([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
    ]);
    await expect(source.getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'unreachable' });
    expect(calls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 4xx other than 408 and 429', async () => {
    const { source, calls } = client([json({}, 400)]);
    await expect(source.getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'HTTP 400' });
    expect(calls).toHaveLength(1);
  });

  it('honours Retry-After given as a date', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const later = 'Thu, 01 Jan 2026 00:00:02 GMT';
    const { source, sleep } = client([json({}, 429, { 'retry-after': later }), json({ ok: 1 })], { now: () => now });
    await source.getJson({ url: 'https://x.test/a' });
    expect(sleep).toHaveBeenCalledWith(2000, expect.any(AbortSignal));
  });

  it('fails at once when Retry-After asks for longer than the deadline', async () => {
    const { source, calls, sleep } = client([json({}, 503, { 'retry-after': '60' })], { timeoutMs: 5000 });
    await expect(source.getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'HTTP 503' });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('backs off between retries without a Retry-After', async () => {
    const { source, sleep } = client([json({}, 502), json({}, 504), json({ ok: 1 })]);
    await source.getJson({ url: 'https://x.test/a' });
    const delays = sleep.mock.calls.map(([ms]) => ms);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(125);
    expect(delays[1]).toBeGreaterThanOrEqual(250);
  });

  it('calls a request that outlives the deadline timed out', async () => {
    const fetchStub: HttpDeps['fetch'] = (_, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const source = createSourceClient({
      timeoutMs: 50,
      fail: (reason) => new SourceFailure(reason),
      fetch: fetchStub,
      sleep: async () => {},
      now: Date.now,
    });
    await expect(source.getText({ url: 'https://x.test/a' })).rejects.toEqual(new SourceFailure('timed out'));
  });

  it("rethrows the caller's own abort, not the source's failure", async () => {
    const controller = new AbortController();
    const reason = new Error('navigated away');
    const fetchStub: HttpDeps['fetch'] = (_, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const source = createSourceClient({
      timeoutMs: 5000,
      fail: (why) => new SourceFailure(why),
      fetch: fetchStub,
      sleep: async () => {},
      now: Date.now,
    });
    const pending = source.getJson({ url: 'https://x.test/a' }, controller.signal);
    controller.abort(reason);
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toBe(reason);
    expect(failure).not.toBeInstanceOf(SourceFailure);
  });

  it('waits its turn in the rate limit before the deadline starts, and again before each retry', async () => {
    const order: string[] = [];
    const limiter = {
      // A long queue: longer than the whole deadline, which must not have started yet.
      wait: vi.fn(async (signal?: AbortSignal) => {
        order.push(signal ? 'wait' : 'wait (no signal)');
        await delay(80, undefined, { signal });
      }),
    };
    const steps: Step[] = [json({}, 503), json({ ok: 2 })];
    const source = createSourceClient({
      timeoutMs: 50,
      fail: (reason) => new SourceFailure(reason),
      fetch: async () => (order.push('send'), steps.shift()!) as Response,
      sleep: async () => {},
      now: Date.now,
      limiter,
    });
    await expect(source.getJson({ url: 'https://x.test/a' })).rejects.toThrow('timed out');
    // The first wait (80 ms) did not count against the 50 ms deadline; the retry's wait did.
    expect(order).toEqual(['wait (no signal)', 'send', 'wait']);
  });
});

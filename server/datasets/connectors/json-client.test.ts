import { describe, expect, it, vi } from 'vitest';
import { ConnectorError } from './connector';
import { createJsonClient, type HttpDeps } from './json-client';

// The HTTP policy on its own, against a scripted fetch: what is retried, for how long, and what
// each failure is called.

type Step = Response | Error;

function client(steps: Step[], options: { timeoutMs?: number; now?: () => number } = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub: HttpDeps['fetch'] = async (input, init) => {
    calls.push({ url: String(input), init });
    const step = steps.shift() ?? new Error('no more steps');
    if (step instanceof Error) throw step;
    return step;
  };
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const getJson = createJsonClient(
    { id: 'zenodo', name: 'Zenodo' },
    { timeoutMs: options.timeoutMs ?? 5000, fetch: fetchStub, sleep, now: options.now ?? Date.now },
  );
  return { getJson, calls, sleep };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('JSON client', () => {
  it('returns the parsed body and sends JSON accept and a user agent', async () => {
    const { getJson, calls } = client([json({ ok: 1 })]);
    expect(await getJson({ url: 'https://x.test/a', headers: { 'x-api-key': 'k' } })).toEqual({ ok: 1 });
    expect(calls[0].init?.headers).toMatchObject({ accept: 'application/json', 'x-api-key': 'k' });
    expect(calls[0].init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries no connection, then calls the source unreachable', async () => {
    const { getJson, calls, sleep } = client([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
    ]);
    await expect(getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'unreachable' });
    expect(calls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 4xx other than 408 and 429', async () => {
    const { getJson, calls } = client([json({}, 400)]);
    await expect(getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'HTTP 400' });
    expect(calls).toHaveLength(1);
  });

  it('honours Retry-After given as a date', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const later = 'Thu, 01 Jan 2026 00:00:02 GMT';
    const { getJson, sleep } = client([json({}, 429, { 'retry-after': later }), json({ ok: 1 })], { now: () => now });
    await getJson({ url: 'https://x.test/a' });
    expect(sleep).toHaveBeenCalledWith(2000, expect.any(AbortSignal));
  });

  it('fails at once when Retry-After asks for longer than the deadline', async () => {
    const { getJson, calls, sleep } = client([json({}, 503, { 'retry-after': '60' })], { timeoutMs: 5000 });
    await expect(getJson({ url: 'https://x.test/a' })).rejects.toMatchObject({ reason: 'HTTP 503' });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('backs off between retries without a Retry-After', async () => {
    const { getJson, sleep } = client([json({}, 502), json({}, 504), json({ ok: 1 })]);
    await getJson({ url: 'https://x.test/a' });
    const delays = sleep.mock.calls.map(([ms]) => ms);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(125);
    expect(delays[1]).toBeGreaterThanOrEqual(250);
  });

  it("rethrows the caller's own abort, not a ConnectorError", async () => {
    const controller = new AbortController();
    const reason = new Error('navigated away');
    const fetchStub: HttpDeps['fetch'] = (_, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const getJson = createJsonClient(
      { id: 'ckan', name: 'Portal' },
      { timeoutMs: 5000, fetch: fetchStub, sleep: async () => {}, now: Date.now },
    );
    const pending = getJson({ url: 'https://x.test/a' }, controller.signal);
    controller.abort(reason);
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toBe(reason);
    expect(failure).not.toBeInstanceOf(ConnectorError);
  });
});

import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, uniqueEmail, type TestApp } from '../support/api/harness';

// The sign-in and refresh limits on a listening server, so the client's address is a real
// connection's (127.0.0.1) and X-Forwarded-For is what a proxy in front would add.

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function serve(env: Record<string, string>): Promise<string> {
  running = await createTestApp({ env });
  await running.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;
}

interface Attempt {
  status: number;
  body: unknown;
  limit: string | null;
  remaining: string | null;
  reset: string | null;
  retryAfter: string | null;
}

async function post(base: string, path: string, payload: unknown, forwardedFor?: string): Promise<Attempt> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: await response.json(),
    limit: response.headers.get('ratelimit-limit'),
    remaining: response.headers.get('ratelimit-remaining'),
    reset: response.headers.get('ratelimit-reset'),
    retryAfter: response.headers.get('retry-after'),
  };
}

const signIn = (base: string, email: string, forwardedFor?: string) =>
  post(base, '/v1/auth/dev/login', { email }, forwardedFor);

const tooMany = (wait: string) => errorOf(`Too many attempts. Please wait ${wait} and try again.`, 'rate_limited');

describe('sign-in limits per client address', () => {
  it('behind a trusted proxy, give each forwarded client its own budget, counting down in the headers', async () => {
    const base = await serve({ TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_MAX: '2' });
    const first = await signIn(base, uniqueEmail(), '203.0.113.7');
    expect(first).toMatchObject({ status: 200, limit: '2', remaining: '1', retryAfter: null });
    expect(Number(first.reset)).toBeGreaterThanOrEqual(1);
    expect(Number(first.reset)).toBeLessThanOrEqual(60);
    expect(await signIn(base, uniqueEmail(), '203.0.113.7')).toMatchObject({ status: 200, remaining: '0' });

    const refused = await signIn(base, uniqueEmail(), '203.0.113.7');
    expect(refused).toMatchObject({ status: 429, limit: '2', remaining: '0' });
    expect(refused.retryAfter).toBe(refused.reset);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);

    // Another client behind the same proxy still has all of its own.
    expect(await signIn(base, uniqueEmail(), '198.51.100.20')).toMatchObject({ status: 200, remaining: '1' });
    // The proxy's nearest entry is the client: an address the client wrote in front is not believed.
    expect(await signIn(base, uniqueEmail(), '198.51.100.99, 203.0.113.7')).toMatchObject({ status: 429 });
  });

  it('ignore X-Forwarded-For from a hop that is not trusted, so clients cannot pick a fresh budget', async () => {
    const base = await serve({ TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT_MAX: '2' });
    expect((await signIn(base, uniqueEmail(), '203.0.113.7')).status).toBe(200);
    expect((await signIn(base, uniqueEmail(), '198.51.100.20')).status).toBe(200);
    expect((await signIn(base, uniqueEmail(), '192.0.2.55')).status).toBe(429);
  });

  it('ignore X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const base = await serve({ AUTH_RATE_LIMIT_MAX: '1' });
    expect((await signIn(base, uniqueEmail(), '203.0.113.7')).status).toBe(200);
    expect((await signIn(base, uniqueEmail(), '198.51.100.20')).status).toBe(429);
  });

  it('trust the nearest hops by count', async () => {
    const base = await serve({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '1' });
    expect((await signIn(base, uniqueEmail(), '203.0.113.7')).status).toBe(200);
    expect((await signIn(base, uniqueEmail(), '198.51.100.20')).status).toBe(200);
    expect((await signIn(base, uniqueEmail(), '203.0.113.7')).status).toBe(429);
  });

  it('limit refreshes per address too, with the same headers and 429', async () => {
    const base = await serve({
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_MAX: '1',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '120',
    });
    const first = await post(base, '/v1/auth/refresh', { refresh_token: 'not-a-token' }, '203.0.113.7');
    expect(first).toMatchObject({ status: 401, limit: '1', remaining: '0' });
    const refused = await post(base, '/v1/auth/refresh', { refresh_token: 'not-a-token' }, '203.0.113.7');
    expect(refused).toMatchObject({ status: 429, limit: '1', remaining: '0' });
    expect(refused.retryAfter).not.toBeNull();
    expect(refused.body).toEqual(tooMany('2 minutes'));
    // A sign-in from the same address has a budget of its own.
    expect((await signIn(base, uniqueEmail(), '203.0.113.7')).status).toBe(200);
  });
});

describe('sign-in limits per account', () => {
  it('cap one account across many addresses, whatever the case of its e-mail', async () => {
    const base = await serve({
      TRUST_PROXY: 'loopback',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '2',
      AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: '300',
    });
    const email = uniqueEmail('target');
    const first = await signIn(base, email, '203.0.113.1');
    // The account's budget is nearer its end than the address's 10,000: it is the one told.
    expect(first).toMatchObject({ status: 200, limit: '2', remaining: '1' });
    expect((await signIn(base, email.toUpperCase(), '203.0.113.2')).status).toBe(200);

    const refused = await signIn(base, email, '203.0.113.3');
    expect(refused).toMatchObject({ status: 429, limit: '2', remaining: '0' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(240);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(300);
    expect(refused.body).toEqual(tooMany('5 minutes'));

    // Another account from the same addresses is not held back.
    expect((await signIn(base, uniqueEmail(), '203.0.113.3')).status).toBe(200);
  });

  it('cap one address across many accounts', async () => {
    const base = await serve({
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
    for (let i = 0; i < 3; i += 1) expect((await signIn(base, uniqueEmail(), '203.0.113.9')).status).toBe(200);
    const refused = await signIn(base, uniqueEmail(), '203.0.113.9');
    expect(refused).toMatchObject({ status: 429, limit: '3', remaining: '0' });
    expect(refused.body).toEqual(tooMany('10 minutes'));
  });

  it('do not spend an account while its attempts are refused for the address', async () => {
    const base = await serve({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_MAX: '1', AUTH_ACCOUNT_RATE_LIMIT_MAX: '2' });
    const email = uniqueEmail('patient');
    expect((await signIn(base, email, '203.0.113.4')).status).toBe(200);
    // Refused at the address: the account's second attempt is not used up.
    for (let i = 0; i < 3; i += 1) expect((await signIn(base, email, '203.0.113.4')).status).toBe(429);
    expect(await signIn(base, email, '203.0.113.5')).toMatchObject({ status: 200, limit: '2', remaining: '0' });
  });
});

import { SignJWT } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../src/domain/messages';
import { hashToken, REUSE_GRACE_SECONDS } from '../../server/auth/refresh-tokens';
import { activityLogs, refreshTokens } from '../../server/db/schema';
import { createTestApp, errorOf, signIn, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token } });
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: authorization ? { authorization } : {} });

describe('local sign-in', () => {
  it('answers like the Google callback and normalises the email', async () => {
    const email = uniqueEmail('Ada');
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email: email.toUpperCase(), name: 'Ada L' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      user_profile: { id: expect.any(String), email: email.toLowerCase(), name: 'Ada L', picture: null },
    });
  });

  it('signs the same email into the same account and logs each sign-in', async () => {
    const email = uniqueEmail();
    const first = await signIn(t.app, email);
    const second = await signIn(t.app, email);
    expect(second.user.id).toBe(first.user.id);
    const rows = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, first.user.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entityType: 'user', entityId: first.user.id, action: 'auth.signed_in', level: 'info' });
  });

  it('rejects a malformed email, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('email: must be a valid email address', 'validation_error'));
  });

  it('is refused when turned off', async () => {
    const off = await createTestApp({ env: { AUTH_DEV_LOGIN: 'false' } });
    try {
      const response = await off.app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email: uniqueEmail() } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorOf(SIGN_IN_MESSAGES.debugDisabled, 'dev_login_disabled'));
      const config = await off.app.inject({ method: 'GET', url: '/v1/config' });
      expect(config.json().auth.devLogin).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('me and access tokens', () => {
  it('answers the profile for a valid token', async () => {
    const session = await signIn(t.app, uniqueEmail(), 'Grace');
    const response = await me(session.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer not.a.jwt'],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 with the error body for %s', async (_label, authorization) => {
    const response = await me(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
  });

  it('answers 401 for an expired or forged token', async () => {
    const session = await signIn(t.app);
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('labforge')
      .setAudience('labforge-api')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('labforge')
      .setAudience('labforge-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [expired, forged]) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token and the new access token works', async () => {
    const session = await signIn(t.app);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer', expires_in: 900 });
    expect(body.refresh_token).not.toBe(session.refreshToken);
    expect((await me(`Bearer ${body.access_token}`)).statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a token rotated moments ago without revoking anything (two tabs refreshing at once)', async () => {
    const session = await signIn(t.app);
    const next = (await refresh(session.refreshToken)).json().refresh_token;
    const second = await refresh(session.refreshToken);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(errorOf('Your session has expired. Please sign in again.', 'invalid_token'));
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a token rotated longer ago is used again', async () => {
    const session = await signIn(t.app);
    const next = (await refresh(session.refreshToken)).json().refresh_token;
    // Past the grace window, a replay can only be a leaked token.
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(errorOf('Your session has expired. Please sign in again.', 'invalid_token'));
    // The thief's replay also ended the legitimate holder's newer token.
    expect((await refresh(next)).statusCode).toBe(401);
    const revocations = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, session.user.id), eq(activityLogs.action, 'auth.family_revoked')));
    expect(revocations).toHaveLength(1);
    expect(revocations[0]).toMatchObject({ entityType: 'user', level: 'warning', metadata: { reason: 'reuse', tokensRevoked: 2 } });
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    const unknown = await refresh('made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail.error.type).toBe('invalid_token');
    const missing = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorOf('refresh_token: is required', 'validation_error'));
  });
});

describe('logout', () => {
  it('revokes the family of the given refresh token only', async () => {
    const email = uniqueEmail();
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: laptop.headers,
      payload: { refresh_token: laptop.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it('revokes every sign-in of the user without a refresh token, and logs it', async () => {
    const email = uniqueEmail();
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: phone.headers });
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, phone.user.id), eq(activityLogs.action, 'auth.signed_out')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: 'user', entityId: phone.user.id, metadata: { tokensRevoked: 2 } });
  });

  it('cannot revoke another user’s sign-in', async () => {
    const victim = await signIn(t.app);
    const other = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: other.headers, payload: { refresh_token: victim.refreshToken } });
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
  });
});

describe('rate limit', () => {
  it('answers 429 with the error body once the sign-in limit is spent', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email: uniqueEmail() } });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(errorOf(/^Too many attempts/, 'rate_limited'));
      expect(third.headers['retry-after']).toBeDefined();
      // Only the auth calls are limited.
      expect((await limited.app.inject({ method: 'GET', url: '/v1/config' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

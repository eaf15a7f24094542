import { SignJWT } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../src/domain/messages';
import { buildApp } from '../../server/app';
import { hashToken, REUSE_GRACE_SECONDS } from '../../server/auth/refresh-tokens';
import { SERVER_AUTH_MESSAGES } from '../../src/domain/messages';
import { activityLogs } from '../../server/db/schema/activity';
import { refreshTokens } from '../../server/db/schema/auth';
import {
  createTestApp,
  errorOf,
  otherInstanceDatabase,
  signIn,
  testConfig,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from '../support/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token } });
const me = (authorization?: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/v1/auth/me', headers: authorization ? { authorization } : {} });
const logout = (who: SignedIn, refresh_token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/logout',
    headers: who.headers,
    ...(refresh_token !== undefined && { payload: { refresh_token } }),
  });
/** Replays a token as a thief would, past the grace window that spares two tabs refreshing. */
const ageRotation = (token: string) =>
  t.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
const signedOutRows = (userId: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.action, 'auth.signed_out')));

describe('local sign-in', () => {
  it('answers like the Google callback and normalises the email', async () => {
    const email = uniqueEmail('Ada');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/dev/login',
      payload: { email: email.toUpperCase(), name: 'Ada L' },
    });
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
    expect(rows[0]).toMatchObject({
      entityType: 'user',
      entityId: first.user.id,
      action: 'auth.signed_in',
      level: 'info',
    });
  });

  it('rejects a malformed email, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/dev/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('email: must be a valid email address', 'validation_error'));
  });

  it('is refused when turned off', async () => {
    const off = await createTestApp({ env: { AUTH_DEV_LOGIN: 'false' } });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/v1/auth/dev/login',
        payload: { email: uniqueEmail() },
      });
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
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
    });
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
    await ageRotation(session.refreshToken);
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
    expect(revocations[0]).toMatchObject({
      entityType: 'user',
      level: 'warning',
      metadata: { reason: 'reuse', tokensRevoked: 2 },
    });
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

  it('refuses another user’s refresh token with 403, ending neither sign-in', async () => {
    const victim = await signIn(t.app);
    const other = await signIn(t.app);
    const response = await logout(other, victim.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorOf(SERVER_AUTH_MESSAGES.notYourRefreshToken, 'invalid_token'));
    expect((await me(victim.headers.authorization)).statusCode).toBe(200);
    expect((await me(other.headers.authorization)).statusCode).toBe(200);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    // Nothing was signed out, so nothing says it was.
    expect(await signedOutRows(other.user.id)).toHaveLength(0);
    expect(await signedOutRows(victim.user.id)).toHaveLength(0);
  });

  it('answers an unknown refresh token exactly like someone else’s', async () => {
    const caller = await signIn(t.app);
    const response = await logout(caller, 'made-up-token');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorOf(SERVER_AUTH_MESSAGES.notYourRefreshToken, 'invalid_token'));
    expect((await me(caller.headers.authorization)).statusCode).toBe(200);
    expect((await refresh(caller.refreshToken)).statusCode).toBe(200);
  });

  it('ends a sign-in by any of its refresh tokens, even one already rotated, and logs it', async () => {
    const caller = await signIn(t.app);
    const next = (await refresh(caller.refreshToken)).json();
    const response = await logout(caller, caller.refreshToken);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(401);
    const rows = await signedOutRows(caller.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'user',
      message: 'Signed out',
      metadata: { tokensRevoked: 2, familyId: expect.any(String) },
    });
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
  });
});

describe('access tokens of an ended sign-in', () => {
  it('stop working at once after a logout, already verified or not, while other sign-ins go on', async () => {
    const email = uniqueEmail();
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    const rotated = (await refresh(laptop.refreshToken)).json().access_token as string;
    expect((await me(laptop.headers.authorization)).statusCode).toBe(200);
    expect((await logout(laptop, laptop.refreshToken)).statusCode).toBe(200);
    for (const authorization of [laptop.headers.authorization, `Bearer ${rotated}`]) {
      const response = await me(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
    }
    expect((await me(phone.headers.authorization)).statusCode).toBe(200);
    const workspaces = await t.app.inject({ method: 'GET', url: '/v1/workspaces', headers: laptop.headers });
    expect(workspaces.statusCode).toBe(401);
  });

  it('stop working for every sign-in after a logout without a refresh token', async () => {
    const email = uniqueEmail();
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    const bystander = await signIn(t.app);
    expect((await logout(phone)).json()).toEqual({ success: true });
    expect((await me(laptop.headers.authorization)).statusCode).toBe(401);
    expect((await me(phone.headers.authorization)).statusCode).toBe(401);
    expect((await me(bystander.headers.authorization)).statusCode).toBe(200);
  });

  it('stop working when a replayed refresh token revokes their family, and the replay is logged', async () => {
    const session = await signIn(t.app);
    const next = (await refresh(session.refreshToken)).json();
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(200);
    await ageRotation(session.refreshToken);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(session.headers.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, session.user.id), eq(activityLogs.action, 'auth.family_revoked')));
    expect(rows).toHaveLength(1);
  });

  it('are refused by an instance started after the revocation', async () => {
    const session = await signIn(t.app);
    expect((await logout(session, session.refreshToken)).statusCode).toBe(200);
    const later = await createTestApp();
    try {
      expect((await me(session.headers.authorization, later.app)).statusCode).toBe(401);
      // A sign-in that was not ended still works there.
      expect((await me((await signIn(t.app)).headers.authorization, later.app)).statusCode).toBe(200);
    } finally {
      await later.close();
    }
  });

  it('stop working within seconds on another instance with its own connection to the database', async () => {
    const database = await otherInstanceDatabase();
    const other = await buildApp({ config: testConfig(), database });
    try {
      await other.ready();
      const email = uniqueEmail();
      const ended = await signIn(t.app, email);
      const kept = await signIn(t.app, email);
      const reused = await signIn(t.app);
      // The other instance has verified (and so remembered) every token before they are revoked.
      for (const who of [ended, kept, reused])
        expect((await me(who.headers.authorization, other)).statusCode).toBe(200);

      expect((await logout(ended, ended.refreshToken)).statusCode).toBe(200);
      expect((await refresh(reused.refreshToken)).statusCode).toBe(200);
      await ageRotation(reused.refreshToken);
      expect((await refresh(reused.refreshToken)).statusCode).toBe(401);

      await expectUnauthorizedWithin(other, ended.headers.authorization, 5_000);
      await expectUnauthorizedWithin(other, reused.headers.authorization, 5_000);
      expect((await me(kept.headers.authorization, other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await database.close();
    }
  });
});

/** Polls the instance until it refuses the token, for at most `withinMs`. */
async function expectUnauthorizedWithin(app: FastifyInstance, authorization: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let status = (await me(authorization, app)).statusCode;
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await me(authorization, app)).statusCode;
  }
  expect(status).toBe(401);
}

describe('rate limit', () => {
  it('answers 429 with the error body once the sign-in limit is spent', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email: uniqueEmail() } });
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

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../src/domain/messages';
import { KEY_SET_MAX_BYTES } from '../../server/auth/id-token';
import { createTestApp, errorOf, signIn, uniqueEmail, type TestApp } from '../support/api/harness';
import { startTestIssuer, type TestIssuer } from '../support/api/oidc-issuer';

const CLIENT_ID = 'labforge-test.apps.googleusercontent.com';
const INVALID = errorOf(SIGN_IN_MESSAGES.invalidToken, 'invalid_token');

let issuer: TestIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startTestIssuer(CLIENT_ID);
  // AUTH_DEV_LOGIN on alongside Google only so the account-linking test can create a local user.
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, AUTH_JWKS_URL: issuer.jwksUrl, AUTH_DEV_LOGIN: 'true' },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const callback = (app: TestApp['app'], id_token: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/google/callback', payload: { id_token } });
const sub = () => `sub-${Math.random().toString(36).slice(2)}`;

describe('Google sign-in', () => {
  it('signs in with a valid ID token and answers tokens and the profile', async () => {
    const email = uniqueEmail('ada');
    const response = await callback(
      t.app,
      await issuer.mint({ sub: sub(), email: email.toUpperCase(), picture: 'https://example.org/a.png' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      user_profile: { email, name: 'Ada Lovelace', picture: 'https://example.org/a.png' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json()).toEqual(body.user_profile);
  });

  it('accepts Google’s short issuer spelling and finds the same account by subject', async () => {
    const subject = sub();
    const first = (await callback(t.app, await issuer.mint({ sub: subject, email: uniqueEmail() }))).json();
    const again = await callback(
      t.app,
      await issuer.mint({ sub: subject, email: uniqueEmail(), iss: 'accounts.google.com' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().user_profile.id).toBe(first.user_profile.id);
  });

  it('links a local account with the same email', async () => {
    const email = uniqueEmail();
    const local = await signIn(t.app, email);
    const google = await callback(t.app, await issuer.mint({ sub: sub(), email }));
    expect(google.json().user_profile.id).toBe(local.user.id);
  });

  it('does not hand an account linked to one subject to another', async () => {
    const email = uniqueEmail();
    await callback(t.app, await issuer.mint({ sub: sub(), email }));
    const response = await callback(t.app, await issuer.mint({ sub: sub(), email }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorOf(SIGN_IN_MESSAGES.accessDenied, 'access_denied'));
  });

  it.each([
    ['the wrong audience', () => issuer.mint({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['the wrong issuer', () => issuer.mint({ iss: 'https://evil.example.org' })],
    [
      'an expired token',
      () => issuer.mint({ exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 }),
    ],
    ['a key the issuer never published', async () => issuer.mint({}, { key: await issuer.foreignKey() })],
    ['an unknown key id', async () => issuer.mint({}, { key: await issuer.foreignKey(), kid: 'other-key' })],
    ['an unverified email', () => issuer.mint({ email_verified: false })],
    ['no email', () => issuer.mint({ email: undefined })],
    ['garbage', async () => 'not-a-token'],
  ])('answers 401 with the exact message for %s', async (_label, token) => {
    const response = await callback(t.app, await token());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses when no client id is configured', async () => {
    const unconfigured = await createTestApp({ env: { AUTH_JWKS_URL: issuer.jwksUrl } });
    try {
      const response = await callback(unconfigured.app, await issuer.mint());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorOf(SIGN_IN_MESSAGES.unauthorizedClient, 'unauthorized_client'));
    } finally {
      await unconfigured.close();
    }
  });

  it('says sign-in is unavailable, not that the token is bad, when the key server is down', async () => {
    const down = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, AUTH_JWKS_URL: 'http://127.0.0.1:9/certs' },
    });
    try {
      const response = await callback(down.app, await issuer.mint());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(
        errorOf('Sign-in is temporarily unavailable. Please try again.', 'service_unavailable'),
      );
    } finally {
      await down.close();
    }
  });

  it('stops reading a key server that sends more than a key set, and says sign-in is unavailable', async () => {
    let closedByServer = false;
    let sent = 0;
    const endless = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"keys":[');
      const chunk = `{"kty":"oct","k":"${'A'.repeat(64 * 1024)}"},`;
      const pump = () => {
        let room = true;
        while (!response.destroyed && room) {
          room = response.write(chunk);
          sent += chunk.length;
        }
        if (!response.destroyed) response.once('drain', pump);
      };
      request.socket.on('close', () => (closedByServer = true));
      pump();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    const { port } = endless.address() as AddressInfo;
    const flooded = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, AUTH_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
    try {
      const response = await callback(flooded.app, await issuer.mint());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(
        errorOf('Sign-in is temporarily unavailable. Please try again.', 'service_unavailable'),
      );
      // The app hung up on the endless answer once past the cap, rather than reading on until its
      // five-second timeout (hundreds of megabytes on loopback); socket buffers hold a few more.
      await expect.poll(() => closedByServer).toBe(true);
      expect(sent).toBeLessThan(KEY_SET_MAX_BYTES + 16_000_000);
    } finally {
      await flooded.close();
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
    }
  });

  it('reports Google sign-in in /v1/config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/v1/config' })).json();
    expect(config.auth).toEqual({ provider: 'google', googleClientId: CLIENT_ID, devLogin: true });
  });
});

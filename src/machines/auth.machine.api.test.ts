// The auth machine with its real actors, against a mocked server: the wiring of machine,
// auth calls, client middleware and token store together.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, waitFor } from 'xstate';
import { defaultBaseUrl } from '../api/client';
import { getAccessToken, getRefreshToken, saveTokens } from '../api/token-store';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { authMachine } from './auth.machine';

const BASE = defaultBaseUrl();
const server = setupServer();
const profile = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@example.org', name: 'Ada' };
const rejected = { detail: { error: { message: 'Invalid token', type: 'unauthorized' } } };
const unauthorized = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  unauthorized.mockReset();
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(null);
});
afterAll(() => server.close());

describe('auth machine with the real API', () => {
  it('an invalid stored token fails refresh and ends signed out with the tokens cleared', async () => {
    saveTokens({ access_token: 'invalid', refresh_token: 'revoked' });
    server.use(
      http.get(`${BASE}/v1/auth/me`, () => HttpResponse.json(rejected, { status: 401 })),
      http.post(`${BASE}/v1/auth/refresh`, () => HttpResponse.json(rejected, { status: 401 })),
    );
    const actor = createActor(authMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('a valid stored token signs in through the me call', async () => {
    saveTokens({ access_token: 'valid', refresh_token: 'r' });
    server.use(http.get(`${BASE}/v1/auth/me`, () => HttpResponse.json(profile)));
    const actor = createActor(authMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(profile);
  });

  it('Google sign-in stores the tokens; logout clears them even when the server fails', async () => {
    server.use(
      http.post(`${BASE}/v1/auth/google/callback`, () =>
        HttpResponse.json({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', user_profile: profile }),
      ),
      http.post(`${BASE}/v1/auth/logout`, () => HttpResponse.json(rejected, { status: 500 })),
    );
    const actor = createActor(authMachine).start();
    actor.send({ type: 'auth.googleLogin', idToken: 'google-id-token' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(getAccessToken()).toBe('a');
    actor.send({ type: 'auth.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});

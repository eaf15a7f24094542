import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SIGN_IN_MESSAGES } from '../domain/messages';
import { debugLogin, devLogin, fetchMe, googleSignInErrorMessage, login, loginWithIdToken, logout } from './auth';
import { defaultBaseUrl } from './client';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-store';
import { setUnauthorizedHandler } from './unauthorized';

const BASE = defaultBaseUrl();
const server = setupServer();
const profile = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@example.org', name: 'Ada' };
const signIn = { access_token: 'access', refresh_token: 'refresh', token_type: 'bearer', user_profile: profile };
const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setUnauthorizedHandler(vi.fn()));
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(null);
  clearTokens();
});
afterAll(() => server.close());

describe('loginWithIdToken', () => {
  it('exchanges the ID token, stores the tokens and returns the profile', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/v1/auth/google/callback`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signIn);
      }),
    );
    await expect(loginWithIdToken('google-id-token')).resolves.toEqual(profile);
    expect(sent).toEqual({ id_token: 'google-id-token' });
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
  });

  it.each([
    [401, 'invalid_token', SIGN_IN_MESSAGES.invalidToken],
    [400, 'validation_error', SIGN_IN_MESSAGES.invalidToken],
    [403, 'unauthorized_client', SIGN_IN_MESSAGES.unauthorizedClient],
    [403, 'access_denied', SIGN_IN_MESSAGES.accessDenied],
  ])('maps a %i %s answer to the catalogue message', async (status, type, message) => {
    server.use(
      http.post(`${BASE}/v1/auth/google/callback`, () =>
        HttpResponse.json(errorBody('server words', type), { status }),
      ),
    );
    await expect(loginWithIdToken('bad')).rejects.toMatchObject({ status, message });
    expect(getAccessToken()).toBeNull();
  });

  it('maps Google Identity Services errors too', () => {
    expect(googleSignInErrorMessage({ error: 'access_denied' })).toBe(SIGN_IN_MESSAGES.accessDenied);
    expect(googleSignInErrorMessage({ code: 'unauthorized_client' })).toBe(SIGN_IN_MESSAGES.unauthorizedClient);
  });
});

describe('devLogin', () => {
  it('posts the email and optional name and stores the tokens', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/v1/auth/dev/login`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(signIn);
      }),
    );
    await expect(devLogin('ada@example.org', 'Ada')).resolves.toEqual(profile);
    await devLogin('ada@example.org');
    expect(bodies).toEqual([{ email: 'ada@example.org', name: 'Ada' }, { email: 'ada@example.org' }]);
    expect(getAccessToken()).toBe('access');
  });
});

describe('removed sign-in methods', () => {
  it('debugLogin always throws', async () => {
    await expect(debugLogin()).rejects.toThrow('Debug authentication is not enabled...');
  });
  it('login(email, password) throws the deprecation message and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(login('ada@example.org', 'secret')).rejects.toThrow(SIGN_IN_MESSAGES.passwordDeprecated);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('fetchMe', () => {
  it('returns the profile for the stored token', async () => {
    saveTokens({ access_token: 'access' });
    server.use(
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access'
          ? HttpResponse.json(profile)
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    await expect(fetchMe()).resolves.toEqual(profile);
  });

  describe('with the call index.html started for the stored token', () => {
    const early = (response: Response | Promise<Response>, token = 'access') => {
      saveTokens({ access_token: 'access' });
      globalThis.__labforgeEarlyReads = { token, responses: { '/v1/auth/me': Promise.resolve(response) } };
    };
    const meCalls = () => {
      const calls: string[] = [];
      server.use(
        http.get(`${BASE}/v1/auth/me`, ({ request }) => {
          calls.push(request.headers.get('Authorization') ?? '');
          return HttpResponse.json({ ...profile, name: 'Ada (asked again)' });
        }),
      );
      return calls;
    };
    afterEach(() => void (globalThis.__labforgeEarlyReads = undefined));

    it('takes its answer without asking again, and only once', async () => {
      early(HttpResponse.json(profile));
      const calls = meCalls();
      await expect(fetchMe()).resolves.toEqual(profile);
      expect(calls).toEqual([]);
      await expect(fetchMe()).resolves.toMatchObject({ name: 'Ada (asked again)' });
      expect(calls).toEqual(['Bearer access']);
    });

    it('asks itself when that call was refused, so an expired token is refreshed as usual', async () => {
      early(new HttpResponse(null, { status: 401 }));
      const calls = meCalls();
      await expect(fetchMe()).resolves.toMatchObject({ name: 'Ada (asked again)' });
      expect(calls).toEqual(['Bearer access']);
    });

    it('asks itself when that call got no answer', async () => {
      early(Promise.reject(new TypeError('Failed to fetch')));
      const calls = meCalls();
      await expect(fetchMe()).resolves.toMatchObject({ name: 'Ada (asked again)' });
      expect(calls).toHaveLength(1);
    });

    it('ignores an answer for a token that is no longer the stored one', async () => {
      early(HttpResponse.json({ ...profile, name: 'Someone else' }), 'an-older-token');
      const calls = meCalls();
      await expect(fetchMe()).resolves.toMatchObject({ name: 'Ada (asked again)' });
      expect(calls).toHaveLength(1);
    });
  });
});

describe('logout', () => {
  it('sends the refresh token and clears both tokens', async () => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh' });
    let sent: unknown;
    server.use(
      http.post(`${BASE}/v1/auth/logout`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await logout();
    expect(sent).toEqual({ refresh_token: 'refresh' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json(errorBody('boom', 'internal'), { status: 500 })],
    ['an expired session', () => HttpResponse.json(errorBody('expired', 'unauthorized'), { status: 401 })],
    ['a network failure', () => HttpResponse.error()],
  ])('clears the tokens even after %s', async (_label, resolver) => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh' });
    server.use(http.post(`${BASE}/v1/auth/logout`, resolver));
    await expect(logout()).rejects.toBeDefined();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});

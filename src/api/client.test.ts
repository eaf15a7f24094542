import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient, unwrap } from './client';
import { ApiError } from './errors';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-store';
import { setUnauthorizedHandler } from './unauthorized';

const BASE = 'http://api.test';
const server = setupServer();
const unauthorized = vi.fn();
let api = createApiClient({ baseUrl: BASE });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  api = createApiClient({ baseUrl: BASE });
  unauthorized.mockReset();
  setUnauthorizedHandler(unauthorized);
  saveTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
});
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(null);
  clearTokens();
});
afterAll(() => server.close());

const profile = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@example.org', name: 'Ada' };
const unauthorizedBody = { detail: { error: { message: 'Token expired', type: 'unauthorized' } } };

/** Accepts only the given access token, like the server. */
function requireToken(token: string) {
  return ({ request }: { request: Request }) => request.headers.get('Authorization') === `Bearer ${token}`;
}

function refreshHandler(onCall: (body: unknown) => Response | Promise<Response>) {
  return http.post(`${BASE}/v1/auth/refresh`, async ({ request }) => onCall(await request.json()));
}

describe('api client', () => {
  it('sends the stored bearer token on every request', async () => {
    server.use(
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        requireToken('old-access')({ request })
          ? HttpResponse.json(profile)
          : HttpResponse.json(unauthorizedBody, { status: 401 }),
      ),
    );
    await expect(unwrap(api.GET('/v1/auth/me'))).resolves.toEqual(profile);
  });

  it('on a 401 refreshes, saves the tokens and retries once with the new token and the original body', async () => {
    const refreshBodies: unknown[] = [];
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      refreshHandler((body) => {
        refreshBodies.push(body);
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer' });
      }),
      http.post(`${BASE}/v1/workspaces`, async ({ request }) => {
        const body = await request.json();
        seen.push({ auth: request.headers.get('Authorization'), body });
        if (!requireToken('new-access')({ request })) return HttpResponse.json(unauthorizedBody, { status: 401 });
        return HttpResponse.json({ id: 'w1', ...(body as object) }, { status: 201 });
      }),
    );
    const created = await unwrap(api.POST('/v1/workspaces', { body: { name: 'Lab' } }));
    expect(created).toMatchObject({ id: 'w1', name: 'Lab' });
    expect(refreshBodies).toEqual([{ refresh_token: 'old-refresh' }]);
    expect(seen).toEqual([
      { auth: 'Bearer old-access', body: { name: 'Lab' } },
      { auth: 'Bearer new-access', body: { name: 'Lab' } },
    ]);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('keeps the old refresh token when the refresh answer has none', async () => {
    server.use(
      refreshHandler(() => HttpResponse.json({ access_token: 'new-access', token_type: 'bearer' })),
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        requireToken('new-access')({ request })
          ? HttpResponse.json(profile)
          : HttpResponse.json(unauthorizedBody, { status: 401 }),
      ),
    );
    await unwrap(api.GET('/v1/auth/me'));
    expect(getRefreshToken()).toBe('old-refresh');
  });

  it('retries only once: a second 401 is returned as an ApiError', async () => {
    let refreshes = 0;
    server.use(
      refreshHandler(() => (refreshes++, HttpResponse.json({ access_token: 'new-access', token_type: 'bearer' }))),
      http.get(`${BASE}/v1/auth/me`, () => HttpResponse.json(unauthorizedBody, { status: 401 })),
    );
    await expect(unwrap(api.GET('/v1/auth/me'))).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(refreshes).toBe(1);
  });

  it('when the refresh fails, clears both tokens and calls the unauthorized handler once', async () => {
    server.use(
      refreshHandler(() => HttpResponse.json(unauthorizedBody, { status: 401 })),
      http.get(`${BASE}/v1/auth/me`, () => HttpResponse.json(unauthorizedBody, { status: 401 })),
    );
    const err = await unwrap(api.GET('/v1/auth/me')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('when another tab rotated the tokens during our refresh, retries with its pair instead of signing out', async () => {
    server.use(
      // The other tab's refresh wins the race: by the time ours is refused, its pair is stored.
      refreshHandler(() => {
        saveTokens({ access_token: 'tab-access', refresh_token: 'tab-refresh' });
        return HttpResponse.json(unauthorizedBody, { status: 401 });
      }),
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        requireToken('tab-access')({ request })
          ? HttpResponse.json(profile)
          : HttpResponse.json(unauthorizedBody, { status: 401 }),
      ),
    );
    await expect(unwrap(api.GET('/v1/auth/me'))).resolves.toEqual(profile);
    expect(unauthorized).not.toHaveBeenCalled();
    expect([getAccessToken(), getRefreshToken()]).toEqual(['tab-access', 'tab-refresh']);
  });

  it('with no refresh token, clears the tokens and calls the handler without calling refresh', async () => {
    clearTokens();
    saveTokens({ access_token: 'stale' });
    server.use(http.get(`${BASE}/v1/auth/me`, () => HttpResponse.json(unauthorizedBody, { status: 401 })));
    await expect(unwrap(api.GET('/v1/auth/me'))).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    server.use(
      refreshHandler(async () => {
        refreshes++;
        await delay(20);
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer' });
      }),
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        requireToken('new-access')({ request })
          ? HttpResponse.json(profile)
          : HttpResponse.json(unauthorizedBody, { status: 401 }),
      ),
      http.get(`${BASE}/v1/workspaces/:id`, ({ request, params }) =>
        requireToken('new-access')({ request })
          ? HttpResponse.json({ id: params.id })
          : HttpResponse.json(unauthorizedBody, { status: 401 }),
      ),
    );
    const [me, workspace] = await Promise.all([
      unwrap(api.GET('/v1/auth/me')),
      unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: 'w1' } } })),
    ]);
    expect(me).toEqual(profile);
    expect(workspace).toEqual({ id: 'w1' });
    expect(refreshes).toBe(1);
  });

  it('never refreshes for a 401 from the refresh call or a sign-in call', async () => {
    let refreshes = 0;
    server.use(
      refreshHandler(() => (refreshes++, HttpResponse.json(unauthorizedBody, { status: 401 }))),
      http.post(`${BASE}/v1/auth/google/callback`, () => HttpResponse.json(unauthorizedBody, { status: 401 })),
    );
    await expect(unwrap(api.POST('/v1/auth/refresh', { body: { refresh_token: 'x' } }))).rejects.toMatchObject({
      status: 401,
    });
    await expect(unwrap(api.POST('/v1/auth/google/callback', { body: { id_token: 'bad' } }))).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshes).toBe(1);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old-access');
  });

  it('aborts a call that outlives its timeout', async () => {
    server.use(http.get(`${BASE}/v1/auth/me`, async () => (await delay(1000), HttpResponse.json(profile))));
    await expect(unwrap(api.GET('/v1/auth/me', { timeoutMs: 20 }))).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });

  it('honours the caller signal as well as the timeout', async () => {
    server.use(http.get(`${BASE}/v1/auth/me`, async () => (await delay(1000), HttpResponse.json(profile))));
    const controller = new AbortController();
    const call = unwrap(api.GET('/v1/auth/me', { signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0, code: 'aborted' });
  });

  it('turns error bodies and network failures into ApiErrors', async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces/:id`, () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
      http.get(`${BASE}/v1/auth/me`, () => HttpResponse.error()),
    );
    await expect(unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: 'w9' } } }))).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Workspace not found',
    });
    await expect(unwrap(api.GET('/v1/auth/me'))).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

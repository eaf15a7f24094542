import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { ApiError } from '../errors';
import { accessTokensQueryOptions, createAccessToken, revokeAccessToken, tokenKeys, type AccessToken } from './tokens';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN: AccessToken = {
  id: '7a000000-0000-4000-8000-000000000001',
  name: 'laptop',
  prefix: 'lf_pat_abcde',
  scopes: ['runs:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

describe('access token queries', () => {
  it('list the tokens, fresh for a minute', async () => {
    server.use(http.get(`${BASE}/v1/tokens`, () => HttpResponse.json({ items: [TOKEN] })));
    const options = accessTokensQueryOptions();
    expect(options.queryKey).toEqual(tokenKeys.list());
    expect(options.staleTime).toBe(60_000);
    expect(await new QueryClient().fetchQuery(options)).toEqual([TOKEN]);
  });

  it('create a token with its name and expiry, answering the secret', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/v1/tokens`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...TOKEN, token: 'lf_pat_secret' }, { status: 201 });
      }),
    );
    const created = await createAccessToken({ name: 'laptop', expiresInDays: 30 });
    expect(body).toEqual({ name: 'laptop', expiresInDays: 30 });
    expect(created.token).toBe('lf_pat_secret');
  });

  it("refuse a creation in the server's words", async () => {
    server.use(
      http.post(`${BASE}/v1/tokens`, () =>
        HttpResponse.json(errorBody('name: must NOT have more than 100 characters', 'validation_error'), {
          status: 400,
        }),
      ),
    );
    await expect(createAccessToken({ name: 'x', expiresInDays: 90 })).rejects.toMatchObject({
      status: 400,
      message: 'name: must NOT have more than 100 characters',
    });
  });

  it('revoke a token by its id', async () => {
    const revoked: string[] = [];
    server.use(
      http.delete(`${BASE}/v1/tokens/:tokenId`, ({ params }) => {
        revoked.push(String(params.tokenId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(revokeAccessToken(TOKEN.id)).resolves.toBeUndefined();
    expect(revoked).toEqual([TOKEN.id]);
  });

  it("say 'Token not found' for a token that is not the caller's", async () => {
    server.use(
      http.delete(`${BASE}/v1/tokens/:tokenId`, () =>
        HttpResponse.json(errorBody('Token not found', 'not_found'), { status: 404 }),
      ),
    );
    const failure = await revokeAccessToken(TOKEN.id).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Token not found' });
  });
});

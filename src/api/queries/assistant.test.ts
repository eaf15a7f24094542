import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { toApiError, toTransportError } from '../errors';
import { createAssistantSession, getAssistantHistory, shouldRetryAssistantQuery } from './assistant';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SESSION = {
  sessionId: '00000000-0000-4000-8000-00000000a001',
  isDeferred: true,
  workspaceId: null,
  context: {},
  createdAt: '2026-11-22T10:00:00Z',
};

describe('assistant queries', () => {
  it('retries up to 3 times, never on a 4xx except 408', () => {
    expect(shouldRetryAssistantQuery(0, toApiError(503, undefined))).toBe(true);
    expect(shouldRetryAssistantQuery(2, toApiError(500, undefined))).toBe(true);
    expect(shouldRetryAssistantQuery(3, toApiError(500, undefined))).toBe(false);
    expect(shouldRetryAssistantQuery(0, toApiError(408, undefined))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryAssistantQuery(0, toApiError(status, undefined))).toBe(false);
    expect(shouldRetryAssistantQuery(0, toTransportError(new TypeError('offline')))).toBe(true);
    expect(shouldRetryAssistantQuery(0, toTransportError(new DOMException('stop', 'AbortError')))).toBe(false);
  });

  it('creates a deferred session without a workspace, and a bound one with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        `${BASE}/v1/maxwell/sessions`,
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(SESSION)),
      ),
    );
    await createAssistantSession({});
    await createAssistantSession({ workspaceId: '00000000-0000-4000-8000-000000000001' });
    expect(bodies).toEqual([
      { deferred: true },
      { workspaceId: '00000000-0000-4000-8000-000000000001', deferred: false },
    ]);
  });

  it('reads one history page of 50', async () => {
    let url = '';
    server.use(
      http.get(
        `${BASE}/v1/maxwell/sessions/:id/history`,
        ({ request }) => ((url = request.url), HttpResponse.json({ messages: [], total: 0 })),
      ),
    );
    await getAssistantHistory(SESSION.sessionId);
    expect(new URL(url).searchParams.toString()).toBe('limit=50&skip=0');
  });
});

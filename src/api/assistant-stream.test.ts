import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { streamAssistantQuery, type StreamOptions } from './assistant-stream';
import {
  completed,
  content,
  QUERY_ID,
  SESSION_ID,
  SSE_HEADERS,
  sseBody,
  type Frame,
} from './assistant-stream.test-support';
import type { AssistantStreamEvent } from './assistant-types';
import { defaultBaseUrl } from './client';
import { ApiError, TRANSPORT_ERROR_CODES } from './errors';
import { getAccessToken, saveTokens } from './token-store';

const BASE = defaultBaseUrl();
const STREAM_URL = `${BASE}/v1/maxwell/sessions/${SESSION_ID}/stream`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REQUEST = { sessionId: SESSION_ID, query: 'What is CRISPR?', context: { page: 'dashboard' } };
const fast: StreamOptions = { reconnectDelay: () => 0 };

async function collect(options: StreamOptions = fast): Promise<AssistantStreamEvent[]> {
  const events: AssistantStreamEvent[] = [];
  for await (const event of streamAssistantQuery(REQUEST, options)) events.push(event);
  return events;
}

const summary = (events: AssistantStreamEvent[]) =>
  events.map((e) => (e.type === 'content' ? `content:${e.content}` : e.type));

function respondWith(...bodies: Array<{ frames: Frame[]; end?: 'close' | 'error' | 'hang' }>) {
  const requests: Request[] = [];
  server.use(
    http.post(STREAM_URL, ({ request }) => {
      requests.push(request.clone());
      const next = bodies[Math.min(requests.length - 1, bodies.length - 1)];
      return new HttpResponse(sseBody(next.frames, { end: next.end }), { headers: SSE_HEADERS });
    }),
  );
  return requests;
}

describe('streamAssistantQuery', () => {
  it('posts the query with the stored bearer and yields typed events until completed', async () => {
    saveTokens({ access_token: 'access-1' });
    const requests = respondWith({
      frames: [
        { seq: 1, event: 'status', data: { status: 'processing', message: 'Thinking' } },
        content(2, 'Hello '),
        content(3, 'world'),
        { seq: 4, event: 'field_update', data: { fieldUpdate: { field: 'title', value: 'T', reasoning: 'r' } } },
        {
          seq: 5,
          event: 'field_updates_batch',
          data: { updates: [{ field: 'description', value: 'D' }, { nope: 1 }] },
        },
        {
          seq: 6,
          event: 'partial_response',
          data: {
            type: 'datacommons_search',
            topics: ['Health'],
            variables: [{ id: 'v', name: 'N', description: 'd' }],
          },
        },
        { seq: 7, event: 'final_response', data: { response: 'Hello, world.' } },
        completed(8),
      ],
    });
    const events = await collect();
    expect(summary(events)).toEqual([
      'status',
      'content:Hello ',
      'content:world',
      'field_updates',
      'field_updates',
      'partial_response',
      'final_response',
      'completed',
    ]);
    expect(events[3]).toMatchObject({
      updates: [{ field: 'title', value: 'T', reasoning: 'r' }],
      queryId: QUERY_ID,
      eventId: `${QUERY_ID}:4`,
    });
    expect(events[4]).toMatchObject({ updates: [{ field: 'description', value: 'D' }] });
    expect(events[5]).toMatchObject({
      kind: 'datacommons_search',
      topics: ['Health'],
      variables: [{ id: 'v', name: 'N', description: 'd' }],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(requests[0].headers.get('Last-Event-ID')).toBeNull();
    expect(await requests[0].json()).toEqual({ query: 'What is CRISPR?', context: { page: 'dashboard' } });
  });

  it('logs malformed events with console.warn and skips them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith({
      frames: [
        { seq: 1, event: 'content', data: '{not json' },
        { seq: 2, event: 'telepathy', data: { content: 'x' } },
        { seq: 3, event: 'content', data: { nothing: true } },
        content(4, 'kept'),
        completed(5),
      ],
    });
    expect(summary(await collect())).toEqual(['content:kept', 'completed']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('unknown type "telepathy"'),
      expect.stringContaining('content with no content'),
    ]);
  });

  it('ends on an error event, yielding it', async () => {
    respondWith({
      frames: [content(1, 'Part'), { seq: 2, event: 'error', data: { message: 'Model failed' } }, content(3, 'never')],
    });
    const events = await collect();
    expect(summary(events)).toEqual(['content:Part', 'error']);
    expect(events[1]).toMatchObject({ message: 'Model failed' });
  });

  it('reconnects with Last-Event-ID after a drop and resumes without duplicates', async () => {
    const requests = respondWith(
      { frames: [content(1, 'A'), content(2, 'B')], end: 'error' },
      // The server replays from the id it was given; an overlap must not show twice.
      { frames: [content(2, 'B'), content(3, 'C'), completed(4)] },
    );
    expect(summary(await collect())).toEqual(['content:A', 'content:B', 'content:C', 'completed']);
    expect(requests.map((r) => r.headers.get('Last-Event-ID'))).toEqual([null, `${QUERY_ID}:2`]);
  });

  it('reconnects when a connection ends before completed, or goes quiet', async () => {
    const requests = respondWith(
      { frames: [content(1, 'A')], end: 'close' },
      { frames: [content(2, 'B')], end: 'hang' },
      { frames: [completed(3)] },
    );
    expect(summary(await collect({ ...fast, idleTimeoutMs: 100 }))).toEqual(['content:A', 'content:B', 'completed']);
    expect(requests.map((r) => r.headers.get('Last-Event-ID'))).toEqual([null, `${QUERY_ID}:1`, `${QUERY_ID}:2`]);
  });

  it("gives up after the bounded retries with 'Stream error occurred'", async () => {
    const requests = respondWith({ frames: [content(1, 'A')], end: 'error' }, { frames: [], end: 'error' });
    await expect(collect({ ...fast, maxReconnects: 3 })).rejects.toMatchObject({
      message: ASSISTANT_MESSAGES.streamError,
    });
    expect(requests).toHaveLength(4);
  });

  it('never reconnects after a user abort', async () => {
    const requests = respondWith({ frames: [content(1, 'A')], end: 'hang' });
    const controller = new AbortController();
    const seen: string[] = [];
    const run = (async () => {
      for await (const event of streamAssistantQuery(REQUEST, { ...fast, signal: controller.signal })) {
        seen.push(event.type);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ code: TRANSPORT_ERROR_CODES.aborted });
    expect(seen).toEqual(['content']);
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      'Stream request failed: Service Unavailable',
      503,
    ],
    [() => new HttpResponse(null, { status: 200 }), ASSISTANT_MESSAGES.noResponseBody, 200],
    [() => HttpResponse.error(), ASSISTANT_MESSAGES.streamQueryFailed, 0],
  ])('fails in the catalogue words (%#)', async (reply, message, status) => {
    server.use(http.post(STREAM_URL, reply));
    const failure = await collect().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message, status });
  });

  it('a 401 refreshes the token through the client once and resends the stream', async () => {
    saveTokens({ access_token: 'expired', refresh_token: 'refresh-1' });
    const bearers: Array<string | null> = [];
    server.use(
      http.post(STREAM_URL, ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        if (request.headers.get('Authorization') === 'Bearer expired') return new HttpResponse(null, { status: 401 });
        return new HttpResponse(sseBody([completed(1)]), { headers: SSE_HEADERS });
      }),
      http.get(`${BASE}/v1/maxwell/sessions/${SESSION_ID}`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({
              sessionId: SESSION_ID,
              isDeferred: true,
              workspaceId: null,
              context: {},
              createdAt: '2026-11-22T10:00:00Z',
            })
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post(`${BASE}/v1/auth/refresh`, () => HttpResponse.json({ access_token: 'fresh' })),
    );
    expect(summary(await collect())).toEqual(['completed']);
    expect(bearers).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(getAccessToken()).toBe('fresh');
  });
});

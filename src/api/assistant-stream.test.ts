import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { readStreamConnection, START_CURSOR, type ConnectionOptions, type StreamCursor } from './assistant-stream';
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
import { ApiError } from './errors';
import { saveTokens } from './token-store';

const BASE = defaultBaseUrl();
const STREAM_URL = `${BASE}/v1/maxwell/sessions/${SESSION_ID}/stream`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REQUEST = { sessionId: SESSION_ID, query: 'What is CRISPR?', context: { page: 'dashboard' } };

/** Reads one connection: what it reported, in order, and how it ended. */
async function read(cursor: StreamCursor = START_CURSOR, options: ConnectionOptions = {}) {
  const events: AssistantStreamEvent[] = [];
  const log: string[] = [];
  const end = await readStreamConnection(
    REQUEST,
    cursor,
    {
      opened: () => log.push('opened'),
      position: (eventId, seq) => log.push(`position ${seq} (${eventId})`),
      event: (event) => {
        events.push(event);
        log.push(event.type === 'content' ? `content:${event.content}` : event.type);
      },
    },
    options,
  );
  return { end, events, log };
}

function respondWith(frames: Frame[], end?: 'close' | 'error' | 'hang') {
  const requests: Request[] = [];
  server.use(
    http.post(STREAM_URL, ({ request }) => {
      requests.push(request.clone());
      return new HttpResponse(sseBody(frames, { end }), { headers: SSE_HEADERS });
    }),
  );
  return requests;
}

const at = (seq: number) => `${QUERY_ID}:${seq}`;

describe('readStreamConnection', () => {
  it('posts the query with the stored bearer and reports typed events and positions until completed', async () => {
    saveTokens({ access_token: 'access-1' });
    const requests = respondWith([
      { seq: 1, event: 'status', data: { status: 'processing', message: 'Thinking' } },
      content(2, 'Hello '),
      { seq: 3, event: 'field_update', data: { fieldUpdate: { field: 'title', value: 'T', reasoning: 'r' } } },
      { seq: 4, event: 'field_updates_batch', data: { updates: [{ field: 'description', value: 'D' }, { nope: 1 }] } },
      {
        seq: 5,
        event: 'partial_response',
        data: { type: 'datacommons_search', topics: ['Health'], variables: [{ id: 'v', name: 'N', description: 'd' }] },
      },
      { seq: 6, event: 'final_response', data: { response: 'Hello, world.' } },
      completed(7),
    ]);
    const { end, events, log } = await read();
    expect(end).toEqual({ type: 'finished' });
    expect(log.filter((line) => !line.startsWith('position'))).toEqual([
      'opened',
      'status',
      'content:Hello ',
      'field_updates',
      'field_updates',
      'partial_response',
      'final_response',
      'completed',
    ]);
    expect(log.filter((line) => line.startsWith('position'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((seq) => `position ${seq} (${at(seq)})`),
    );
    expect(events[2]).toMatchObject({
      updates: [{ field: 'title', value: 'T', reasoning: 'r' }],
      queryId: QUERY_ID,
      eventId: at(3),
    });
    expect(events[3]).toMatchObject({ updates: [{ field: 'description', value: 'D' }] });
    expect(events[4]).toMatchObject({ kind: 'datacommons_search', topics: ['Health'] });
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(requests[0].headers.get('Last-Event-ID')).toBeNull();
    expect(await requests[0].json()).toEqual({ query: 'What is CRISPR?', context: { page: 'dashboard' } });
  });

  it('sends its cursor as Last-Event-ID and drops what the server replays at or before it', async () => {
    const requests = respondWith([content(1, 'A'), content(2, 'B'), content(3, 'C'), completed(4)]);
    const { log } = await read({ lastEventId: at(2), lastSeq: 2 });
    expect(log).toEqual(['opened', `position 3 (${at(3)})`, 'content:C', `position 4 (${at(4)})`, 'completed']);
    expect(requests[0].headers.get('Last-Event-ID')).toBe(at(2));
  });

  it('logs malformed events with console.warn and skips them; their ids still move the cursor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith([
      { seq: 1, event: 'content', data: '{not json' },
      { seq: 2, event: 'telepathy', data: { content: 'x' } },
      { seq: 3, event: 'content', data: { nothing: true } },
      content(4, 'kept'),
      completed(5),
    ]);
    const { log } = await read();
    expect(log.filter((line) => !line.startsWith('position'))).toEqual(['opened', 'content:kept', 'completed']);
    expect(log.filter((line) => line.startsWith('position'))).toHaveLength(5);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('unknown type "telepathy"'),
      expect.stringContaining('content with no content'),
    ]);
  });

  it('a frame without a valid event id is shown but moves no cursor', async () => {
    respondWith([{ event: 'content', data: { content: 'no id' } }, completed(1)]);
    const { log } = await read();
    expect(log).toEqual(['opened', 'content:no id', `position 1 (${at(1)})`, 'completed']);
  });

  it('ends on an error event and reads nothing after it', async () => {
    respondWith([content(1, 'Part'), { seq: 2, event: 'error', data: { message: 'Model failed' } }, content(3, 'x')]);
    const { end, events } = await read();
    expect(end).toEqual({ type: 'finished' });
    expect(events.map((e) => e.type)).toEqual(['content', 'error']);
    expect(events[1]).toMatchObject({ message: 'Model failed' });
  });

  it.each([
    ['breaks', 'error'],
    ['ends before completed', 'close'],
    ['goes quiet for the idle timeout', 'hang'],
  ] as const)('a connection that %s has dropped, after what it read', async (_name, end) => {
    respondWith([content(1, 'A')], end);
    const result = await read(START_CURSOR, { idleTimeoutMs: 50 });
    expect(result.end).toEqual({ type: 'dropped' });
    expect(result.log).toEqual(['opened', `position 1 (${at(1)})`, 'content:A']);
  });

  it('a request that fails at the network has dropped before it opened', async () => {
    server.use(http.post(STREAM_URL, () => HttpResponse.error()));
    expect(await read()).toEqual({ end: { type: 'dropped' }, events: [], log: [] });
  });

  it('a request the server never answers has dropped after the idle timeout', async () => {
    server.use(http.post(STREAM_URL, () => new Promise<never>(() => undefined)));
    expect(await read(START_CURSOR, { idleTimeoutMs: 50 })).toEqual({ end: { type: 'dropped' }, events: [], log: [] });
  });

  it.each([
    [401, 'unauthorized', 'Stream request failed: Unauthorized'],
    [503, 'failed', 'Stream request failed: Service Unavailable'],
  ])('a %i is refused in the catalogue words', async (status, type, message) => {
    const statusText = status === 401 ? 'Unauthorized' : 'Service Unavailable';
    server.use(http.post(STREAM_URL, () => new HttpResponse(null, { status, statusText })));
    const { end, log } = await read();
    expect(end).toEqual({ type, error: expect.any(ApiError) });
    expect((end as { error: ApiError }).error).toMatchObject({ message, status });
    expect(log).toEqual([]);
  });

  it('a 200 without a body has failed with the catalogue words', async () => {
    server.use(http.post(STREAM_URL, () => new HttpResponse(null, { status: 200 })));
    const { end } = await read();
    expect((end as { error: ApiError }).error).toMatchObject({ message: ASSISTANT_MESSAGES.noResponseBody });
  });

  it("a caller's stop ends it silently, reading nothing more", async () => {
    respondWith([content(1, 'A')], 'hang');
    const controller = new AbortController();
    const log: string[] = [];
    const end = await readStreamConnection(
      REQUEST,
      START_CURSOR,
      { opened: () => undefined, position: () => undefined, event: (e) => (log.push(e.type), controller.abort()) },
      { signal: controller.signal },
    );
    expect(end).toEqual({ type: 'stopped' });
    expect(log).toEqual(['content']);
  });
});

// The stream machine with its real connection actor against msw: how a dropped answer resumes,
// waits, gives up, refreshes a token and stops, as the server and the chat see it.
import { http, HttpResponse } from 'msw';
import { MAX_STREAM_RECONNECTS } from '../api/assistant-stream';
import { completed, content, type Frame } from '../api/assistant-stream.test-support';
import { API_TIMEOUT_MS } from '../api/timeouts';
import { getAccessToken, saveTokens } from '../api/token-store';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import { apiUrl, setupApiServer } from '../../tests/support/ui/api-server';
import {
  askQuestion,
  at,
  isOver,
  isWaiting,
  scriptStream,
  type Reply,
} from './assistant-stream.behaviour.test-support';

const server = setupApiServer();
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A body that sends these frames, then breaks. */
const broken = (...frames: Frame[]): Reply => ({ frames, end: 'error' });

describe('assistant stream: reconnecting', () => {
  it('resumes with Last-Event-ID after a drop, showing nothing twice', async () => {
    const stream = scriptStream(server, broken(content(1, 'A'), content(2, 'B')), {
      frames: [content(2, 'B'), content(3, 'C'), completed(4)],
    });
    const { until } = askQuestion();
    expect((await until(isWaiting)).context.text).toBe('AB');
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await until(isOver)).output).toMatchObject({ outcome: 'completed', text: 'ABC', error: null });
    expect(stream.lastEventIds()).toEqual([null, at(2)]);
  });

  it('waits 1 s, then 2 s, then 4 s before each try', async () => {
    const stream = scriptStream(server, broken(content(1, 'A')), broken());
    const { until } = askQuestion();
    for (const [i, wait] of [1_000, 2_000, 4_000].entries()) {
      await until(isWaiting);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(stream.requests).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => stream.requests.length === i + 2);
    }
    expect(stream.lastEventIds()).toEqual([null, at(1), at(1), at(1)]);
  });

  it(`gives up after ${MAX_STREAM_RECONNECTS} reconnects in a row with 'Stream error occurred', keeping the text`, async () => {
    const stream = scriptStream(server, broken(content(1, 'Part')), broken());
    const { until } = askQuestion();
    let snapshot = await until((s) => isWaiting(s) || isOver(s));
    while (!isOver(snapshot)) {
      await vi.advanceTimersByTimeAsync(4_000);
      snapshot = await until((s) => isWaiting(s) || isOver(s));
    }
    expect(snapshot.output).toMatchObject({ outcome: 'failed', text: 'Part', error: ASSISTANT_MESSAGES.streamError });
    expect(stream.requests).toHaveLength(1 + MAX_STREAM_RECONNECTS);
  });

  it('a connection that moves the answer on starts the count, and the wait, again', async () => {
    const replies = ['A', 'B', 'C', 'D'].map((text, i) => broken(content(i + 1, text)));
    const stream = scriptStream(server, ...replies, { frames: [content(5, 'E'), completed(6)] });
    const { until } = askQuestion();
    for (let i = 1; i <= 4; i++) {
      await until(isWaiting);
      await vi.advanceTimersByTimeAsync(1_000);
      await until(() => stream.requests.length === i + 1);
    }
    expect((await until(isOver)).output).toMatchObject({ outcome: 'completed', text: 'ABCDE' });
    expect(stream.lastEventIds()).toEqual([null, at(1), at(2), at(3), at(4)]);
  });

  it.each([
    ['fails at the network', 'network' as const, ASSISTANT_MESSAGES.streamQueryFailed],
    ['ends before any event', { frames: [] }, ASSISTANT_MESSAGES.streamError],
  ])('a first connection that %s fails without asking again', async (_name, reply, words) => {
    const stream = scriptStream(server, reply);
    const { until } = askQuestion();
    expect((await until(isOver)).output).toMatchObject({ outcome: 'failed', error: words });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stream.requests).toHaveLength(1);
  });

  it('a connection that goes quiet for the idle timeout is a drop, and is resumed', async () => {
    const stream = scriptStream(server, { frames: [content(1, 'A')], end: 'hang' }, { frames: [completed(2)] });
    const { until } = askQuestion();
    await until((s) => s.context.text === 'A');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await until(isWaiting);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await until(isOver)).output).toMatchObject({ outcome: 'completed', text: 'A' });
    expect(stream.lastEventIds()).toEqual([null, at(1)]);
  });
});

describe('assistant stream: a refused token', () => {
  afterEach(() => setUnauthorizedHandler(null));
  const SESSION = { isDeferred: true, workspaceId: null, context: {}, createdAt: '2026-11-22T10:00:00Z' };
  /** The client's session read refreshes an expired token through /v1/auth/refresh. */
  function refresher() {
    const refreshes: unknown[] = [];
    server.use(
      http.get(apiUrl('/v1/maxwell/sessions/:id'), ({ request, params }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ sessionId: String(params.id), ...SESSION })
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post(apiUrl('/v1/auth/refresh'), async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ access_token: 'fresh' });
      }),
    );
    return refreshes;
  }

  it('a 401 refreshes the token once and asks again with the new one', async () => {
    saveTokens({ access_token: 'expired', refresh_token: 'refresh-1' });
    const refreshes = refresher();
    const stream = scriptStream(server, { status: 401 }, { frames: [content(1, 'Hi'), completed(2)] });
    const { until } = askQuestion();
    expect((await until(isOver)).output).toMatchObject({ outcome: 'completed', text: 'Hi', error: null });
    expect(stream.bearers()).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(refreshes).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(getAccessToken()).toBe('fresh');
  });

  it('a second 401 fails in the catalogue words, without another refresh', async () => {
    saveTokens({ access_token: 'expired', refresh_token: 'refresh-1' });
    const refreshes = refresher();
    const stream = scriptStream(server, { status: 401 });
    const { until } = askQuestion();
    const over = await until(isOver);
    expect(over.output).toMatchObject({ outcome: 'failed', error: ASSISTANT_ERROR_MESSAGES.unauthorized });
    expect(stream.requests).toHaveLength(2);
    expect(refreshes).toHaveLength(1);
  });

  it('a 401 with no token to refresh fails in the catalogue words and sends the user to sign in', async () => {
    saveTokens({ access_token: 'expired' });
    refresher();
    const signIn = vi.fn();
    setUnauthorizedHandler(signIn);
    const stream = scriptStream(server, { status: 401 });
    const { until } = askQuestion();
    expect((await until(isOver)).output).toMatchObject({ error: ASSISTANT_ERROR_MESSAGES.unauthorized });
    expect(stream.requests).toHaveLength(1);
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});

describe("assistant stream: the user's stop", () => {
  it('is final and silent: the server is told, nothing is asked again', async () => {
    const stream = scriptStream(server, { frames: [content(1, 'Half')], end: 'hang' });
    const { actor, until } = askQuestion();
    await until((s) => s.context.text === 'Half');
    actor.send({ type: 'stream.abort' });
    expect((await until(isOver)).output).toMatchObject({ outcome: 'aborted', text: 'Half', error: null });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 10_000);
    expect(stream.requests).toHaveLength(1);
    expect(stream.cancelled).toHaveLength(1);
  });

  it('while waiting to reconnect, it ends the wait', async () => {
    const stream = scriptStream(server, broken(content(1, 'A')));
    const { actor, until } = askQuestion();
    await until(isWaiting);
    actor.send({ type: 'stream.abort' });
    expect((await until(isOver)).output).toMatchObject({ outcome: 'aborted', error: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stream.requests).toHaveLength(1);
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantOptions } from '../../server/assistant/assistant-runtime';
import { activityLogs } from '../../server/db/schema/activity';
import { assistantEvents } from '../../server/db/schema/assistant';
import {
  contentOf,
  createPacer,
  listeningApp,
  openStream,
  seqOf,
  type Frame,
  type ListeningApp,
} from '../support/api/assistant-support';
import { errorOf, signIn, testDatabase } from '../support/api/harness';

// Answers interrupted on purpose, on a real port: the offline engine's pacer holds an answer
// before a chosen delta, so where the client drops off, and what is written meanwhile, is exact.

const servers: ListeningApp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setUp(pacer: ReturnType<typeof createPacer>, options: AssistantOptions = {}) {
  const server = await listeningApp({ assistant: { pace: pacer.pace, ...options } });
  servers.push(server);
  const ada = await signIn(server.app);
  const created = await server.app.inject({
    method: 'POST',
    url: '/v1/maxwell/sessions',
    headers: ada.headers,
    payload: { deferred: true },
  });
  const sessionId = created.json().sessionId as string;
  const history = async () =>
    (
      await server.app.inject({ method: 'GET', url: `/v1/maxwell/sessions/${sessionId}/history`, headers: ada.headers })
    ).json().messages;
  const { db } = await testDatabase();
  const events = (queryId: string) =>
    db.select().from(assistantEvents).where(eq(assistantEvents.queryId, queryId)).orderBy(asc(assistantEvents.seq));
  const activity = () => db.select().from(activityLogs).where(eq(activityLogs.userId, ada.user.id));
  return { app: server.app, url: server.url, ada, sessionId, history, events, activity };
}

/** Counts content frames as they pass: `nthContent(5)` accepts the fifth. */
const nthContent = (n: number) => {
  let seen = 0;
  return (frame: Frame) => frame.event === 'content' && ++seen === n;
};
const isCompleted = (frame: Frame) => frame.event === 'completed';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await delay(20);
  }
}

describe('reconnecting with Last-Event-ID', () => {
  it('receives exactly what it missed, replayed then live, each event once, and asks nothing new', async () => {
    const pacer = createPacer(5);
    const s = await setUp(pacer);
    const first = await openStream(s.url, s.ada, s.sessionId, { query: 'What can you tell me?' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const before = await first.readUntil(nthContent(5));
    const queryId = before[0].data!.queryId;
    first.disconnect();

    // Generation goes on with nobody listening: seven more deltas are written meanwhile.
    pacer.allow(12);
    await pacer.blockedAt(12);
    expect((await s.events(queryId)).filter((e) => e.eventType === 'content')).toHaveLength(12);

    const second = await openStream(s.url, s.ada, s.sessionId, { query: 'What can you tell me?' }, before.at(-1)!.id);
    expect(second.status).toBe(200);
    const replayed = await second.readUntil(nthContent(7));
    pacer.allow(Number.POSITIVE_INFINITY);
    const live = await second.readUntil(isCompleted);
    expect(await second.next()).toBeNull();

    const all = [...before, ...replayed, ...live];
    expect(all.map(seqOf)).toEqual(all.map((_, i) => i + 1));
    expect(replayed[0].id).toBe(`${queryId}:${seqOf(before.at(-1)!) + 1}`);
    const stored = await s.events(queryId);
    expect(all.map((f) => [f.id, f.event, f.data!.data])).toEqual(
      stored.map((e) => [`${queryId}:${e.seq}`, e.eventType, e.data]),
    );
    const final = all.find((f) => f.event === 'final_response')!.data!.data;
    expect(final).toEqual({ response: contentOf(all) });

    const messages = await s.history();
    expect(messages).toEqual([
      expect.objectContaining({
        id: queryId,
        status: 'completed',
        response: contentOf(all),
        metadata: { engine: 'offline' },
      }),
    ]);
    expect((await s.activity()).filter((r) => r.action === 'assistant.asked')).toHaveLength(1);
  });

  it('follows an answer another server instance is writing, as its events are announced', async () => {
    const pacer = createPacer(3);
    const s = await setUp(pacer);
    const other = await listeningApp();
    servers.push(other);
    const first = await openStream(s.url, s.ada, s.sessionId, { query: 'hello there' });
    const before = await first.readUntil(nthContent(3));
    first.disconnect();

    const elsewhere = await openStream(other.url, s.ada, s.sessionId, { query: 'hello there' }, before.at(-1)!.id);
    pacer.allow(Number.POSITIVE_INFINITY);
    const rest = await elsewhere.readUntil(isCompleted);
    const all = [...before, ...rest];
    expect(all.map(seqOf)).toEqual(all.map((_, i) => i + 1));
    expect(all.find((f) => f.event === 'final_response')!.data!.data.response).toBe(contentOf(all));
  });
});

describe('cancelling an answer', () => {
  it('stops generation, keeps the partial answer in history and ends the stream with completed', async () => {
    const pacer = createPacer(3);
    const s = await setUp(pacer);
    const stream = await openStream(s.url, s.ada, s.sessionId, { query: 'Tell me everything' });
    const head = await stream.readUntil(nthContent(3));
    const queryId = head[0].data!.queryId;
    const cancelUrl = `/v1/maxwell/sessions/${s.sessionId}/queries/${queryId}/cancel`;
    const cancelled = await s.app.inject({ method: 'POST', url: cancelUrl, headers: s.ada.headers });
    expect(cancelled.json()).toEqual({ success: true });

    const tail = await stream.readUntil(isCompleted);
    expect(tail.map((f) => f.event)).toEqual(['final_response', 'completed']);
    expect(tail[0].data!.data).toEqual({ response: contentOf(head), aborted: true });
    expect(tail[1].data!.data).toEqual({ aborted: true });
    expect(await stream.next()).toBeNull();

    pacer.allow(Number.POSITIVE_INFINITY);
    await delay(50);
    expect(await s.events(queryId)).toHaveLength(head.length + 2);
    expect(await s.history()).toEqual([
      expect.objectContaining({
        id: queryId,
        status: 'completed',
        response: contentOf(head),
        metadata: { engine: 'offline', aborted: true, abortReason: 'cancelled' },
      }),
    ]);
    expect((await s.activity()).find((r) => r.action === 'assistant.answer_stopped')).toMatchObject({
      entityType: 'user',
      message: "Stopped answering 'Tell me everything' (cancelled)",
    });

    expect((await s.app.inject({ method: 'POST', url: cancelUrl, headers: s.ada.headers })).json()).toEqual({
      success: true,
      message: 'The answer had already ended',
    });
    const unknown = await s.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${s.sessionId}/queries/7f6b2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b/cancel`,
      headers: s.ada.headers,
    });
    expect(unknown.json()).toEqual(errorOf('Assistant query not found', 'not_found'));
  });

  it('stops an answer nobody has listened to for the unattended limit, and not one being listened to', async () => {
    const pacer = createPacer(3);
    const s = await setUp(pacer, { unattendedMs: 200 });
    const stream = await openStream(s.url, s.ada, s.sessionId, { query: 'slow answer' });
    await stream.readUntil(nthContent(3));
    await delay(400);
    expect((await s.history())[0].status).toBe('processing');
    stream.disconnect();
    const [message] = await until(s.history, (m) => m[0].status !== 'processing');
    expect(message).toMatchObject({ status: 'completed', metadata: { aborted: true, abortReason: 'unattended' } });
    expect(message.response).toBe('_Offline engine: no ');
  });

  it('clearing the history mid-answer stops it, writes nothing more and ends the stream', async () => {
    const pacer = createPacer(2);
    const s = await setUp(pacer);
    const stream = await openStream(s.url, s.ada, s.sessionId, { query: 'a question' });
    const head = await stream.readUntil(nthContent(2));
    const cleared = await s.app.inject({
      method: 'DELETE',
      url: `/v1/maxwell/sessions/${s.sessionId}/history`,
      headers: s.ada.headers,
    });
    expect(cleared.json()).toEqual({ success: true });
    const rest = await stream.readUntil(() => false);
    expect(rest.filter((f) => f.event === 'completed' || f.event === 'error')).toEqual([]);
    expect(await s.history()).toEqual([]);
    expect(await s.events(head[0].data!.queryId)).toEqual([]);
  });
});

describe('heartbeat', () => {
  it('writes a comment line on an open stream while the answer waits', async () => {
    const pacer = createPacer(1);
    const s = await setUp(pacer, { heartbeatMs: 25 });
    const stream = await openStream(s.url, s.ada, s.sessionId, { query: 'hello' });
    await stream.readUntil(nthContent(1));
    const rest = stream.readUntil(isCompleted);
    await delay(150);
    pacer.allow(Number.POSITIVE_INFINITY);
    await rest;
    expect(stream.comments[0]).toBe('connected');
    expect(stream.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(2);
  });
});

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AssistantOptions } from '../../../server/assistant/assistant-runtime';
import type { Pace } from '../../../server/assistant/answer-engine';
import { testConfig, testDatabase, type SignedIn, type TestApp } from './harness';

// Assistant test seams: an app on a real port (streams are read as a browser reads them), a
// pacer that lets offline deltas through only when told, and an SSE frame reader.

export interface ListeningApp {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Offline answers without the production pause between deltas. */
const immediate: Pace = async () => {};

/** Like createTestApp, with the assistant's seams; not listening (inject). */
export async function assistantTestApp(
  options: { env?: Record<string, string>; assistant?: AssistantOptions } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    startWorkers: false,
    assistant: { pace: immediate, ...options.assistant },
  });
  await app.ready();
  return { app, db: database.db, close: () => app.close() };
}

export async function listeningApp(
  options: { env?: Record<string, string>; assistant?: AssistantOptions } = {},
): Promise<ListeningApp> {
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    startWorkers: false,
    assistant: { pace: immediate, ...options.assistant },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // fetch may leave a connection open that never carried a request; Node counts it as busy.
  const close = async () => {
    const closed = app.close();
    app.server.closeAllConnections();
    await closed;
  };
  return { app, url: `http://127.0.0.1:${port}`, close };
}

/** Offline deltas pass while their index is below the allowance; the rest wait for allow(). */
export function createPacer(allowed = Number.POSITIVE_INFINITY) {
  const waiting = new Set<{ index: number; resolve: () => void }>();
  const blockedListeners = new Set<{ index: number; resolve: () => void }>();
  const pace: Pace = (index, signal) => {
    if (index < allowed) return Promise.resolve();
    for (const listener of [...blockedListeners]) {
      if (listener.index !== index) continue;
      blockedListeners.delete(listener);
      listener.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = { index, resolve };
      waiting.add(waiter);
      signal.addEventListener('abort', () => (waiting.delete(waiter), reject(signal.reason)), { once: true });
    });
  };
  return {
    pace,
    allow(count: number) {
      allowed = count;
      for (const waiter of [...waiting]) {
        if (waiter.index >= allowed) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    },
    /** Resolves once the generation waits before delta `index` (everything before it is stored). */
    blockedAt(index: number) {
      if ([...waiting].some((w) => w.index === index)) return Promise.resolve();
      return new Promise<void>((resolve) => blockedListeners.add({ index, resolve }));
    },
  };
}

export interface Frame {
  id?: string;
  event?: string;
  data?: { eventType: string; data: Record<string, unknown>; sessionId: string; queryId: string; timestamp: string };
  comment?: string;
}

/** Splits an event-stream body into frames (our server writes one data line per event). */
export function parseFrames(text: string): Frame[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const frame: Frame = {};
      for (const line of block.split('\n')) {
        const at = line.indexOf(':');
        const field = line.slice(0, at);
        const value = line.slice(at + 1).replace(/^ /, '');
        if (field === '') frame.comment = value;
        else if (field === 'id') frame.id = value;
        else if (field === 'event') frame.event = value;
        else if (field === 'data') frame.data = JSON.parse(value);
      }
      return frame;
    });
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event frame (comments skipped), or null at the end of the stream. */
  next(): Promise<Frame | null>;
  /** Reads events up to and including the first one `until` accepts. */
  readUntil(until: (frame: Frame) => boolean): Promise<Frame[]>;
  comments: string[];
  /** Hangs up, as a closed tab or a lost network would. */
  disconnect(): void;
}

export async function openStream(
  base: string,
  who: SignedIn,
  sessionId: string,
  body: Record<string, unknown>,
  lastEventId?: string,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/v1/maxwell/sessions/${sessionId}/stream`, {
    method: 'POST',
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(lastEventId && { 'last-event-id': lastEventId }),
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const comments: string[] = [];
  const next = async (): Promise<Frame | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const [frame] = parseFrames(buffer.slice(0, end + 2));
        buffer = buffer.slice(end + 2);
        if (frame.comment !== undefined && !frame.event) comments.push(frame.comment);
        else return frame;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    comments,
    async readUntil(until) {
      const frames: Frame[] = [];
      for (let frame = await next(); frame; frame = await next()) {
        frames.push(frame);
        if (until(frame)) break;
      }
      return frames;
    },
    disconnect: () => controller.abort(),
  };
}

export const seqOf = (frame: Frame) => Number(frame.id!.split(':')[1]);
export const contentOf = (frames: Frame[]) =>
  frames
    .filter((f) => f.event === 'content')
    .map((f) => f.data!.data.content)
    .join('');

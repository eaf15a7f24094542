// One connection of the assistant's streamed answer: POST …/stream read as Server-Sent Events
// (eventsource-parser). Outside openapi-fetch (decision 001), so the bearer is read from storage on
// every connection. Resuming a dropped answer (Last-Event-ID, backoff, bounded attempts, the 401
// refresh) is the stream machine's (src/machines/assistant-stream.machine.ts): a connection opened
// with a cursor sends its id and drops the frames the server replays at or before it.
import { createParser } from 'eventsource-parser';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { isStreamEndEventType, parseEventId } from '../domain/stream-event-id';
import { decodeStreamEvent } from './assistant-stream-events';
import type { AssistantStreamEvent, AssistantStreamRequest } from './assistant-types';
import { defaultBaseUrl } from './client';
import { ApiError, getErrorCode } from './errors';
import { getAssistantSession } from './queries/assistant';
import { API_TIMEOUT_MS } from './timeouts';
import { getAccessToken } from './token-store';

/** How many times a dropped answer is resumed in a row, and the longest wait between two tries. */
export const MAX_STREAM_RECONNECTS = 3;
export const STREAM_RECONNECT_CAP_MS = 5_000;

/** Where the answer was when the connection opened: the last event id read and its sequence number. */
export interface StreamCursor {
  lastEventId: string | null;
  lastSeq: number;
}

export const START_CURSOR: StreamCursor = { lastEventId: null, lastSeq: -1 };

/** What one connection reports as it reads, in order. */
export interface ConnectionListener {
  /** The server answered 200 with a body. */
  opened(): void;
  /** A new frame whose id is a valid event id: the cursor to resume from. */
  position(eventId: string, seq: number): void;
  event(event: AssistantStreamEvent): void;
}

/**
 * How the connection ended: the answer's end was read (`finished`), it broke or went quiet
 * (`dropped`), the server refused it (`unauthorized`, `failed`), or the caller stopped it.
 */
export type ConnectionEnd =
  { type: 'finished' | 'dropped' | 'stopped' } | { type: 'unauthorized' | 'failed'; error: ApiError };

export interface ConnectionOptions {
  signal?: AbortSignal;
  /** No byte for this long counts as a dropped connection (the server sends heartbeats every 15 s). */
  idleTimeoutMs?: number;
  baseUrl?: string;
}

/** The connection's own signal: aborted by the caller, or by silence longer than the idle timeout. */
function watchdog(signal: AbortSignal | undefined, idleMs: number) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException('The stream went quiet', 'TimeoutError')), idleMs);
  };
  touch();
  const close = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  };
  return { signal: controller.signal, touch, close };
}

type Watchdog = ReturnType<typeof watchdog>;

function open(request: AssistantStreamRequest, lastEventId: string | null, signal: AbortSignal, baseUrl: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const body = JSON.stringify({ query: request.query, ...(request.context && { context: request.context }) });
  const url = `${baseUrl}/v1/maxwell/sessions/${encodeURIComponent(request.sessionId)}/stream`;
  return globalThis.fetch(url, { method: 'POST', headers, body, signal });
}

async function requestFailed(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = ASSISTANT_MESSAGES.streamRequestFailed(response.statusText || String(response.status));
  return new ApiError(message, response.status, getErrorCode(body), body);
}

/** A 401 may only mean an expired access token: a client call refreshes it if it can. */
export async function refreshStreamToken(sessionId: string, signal?: AbortSignal): Promise<boolean> {
  const before = getAccessToken();
  await getAssistantSession(sessionId, signal).catch(() => undefined);
  const after = getAccessToken();
  return after !== null && after !== before;
}

/** Feeds the body to the parser until the answer's end, a break, silence or the caller's stop. */
async function readBody(
  body: ReadableStream<Uint8Array>,
  cursor: StreamCursor,
  listener: ConnectionListener,
  conn: Watchdog,
  signal: AbortSignal | undefined,
): Promise<ConnectionEnd> {
  let lastSeq = cursor.lastSeq;
  let finished = false;
  const parser = createParser({
    onEvent(frame) {
      const position = parseEventId(frame.id);
      if (finished || (position && position.seq <= lastSeq)) return;
      // Only a valid id is a cursor: the server refuses any other as Last-Event-ID.
      if (position) listener.position(frame.id!, (lastSeq = position.seq));
      const event = decodeStreamEvent(frame);
      if (!event) return;
      finished = isStreamEndEventType(event.type);
      listener.event(event);
    },
    onError: (error) => console.warn('Skipped an unreadable assistant stream line', error),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // Not every fetch ties its body to the signal (test interceptors do not): cancel the read here.
  const cancel = () => void reader.cancel().catch(() => undefined);
  conn.signal.addEventListener('abort', cancel, { once: true });
  try {
    while (!finished) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }) as const);
      if (signal?.aborted) return { type: 'stopped' };
      if (conn.signal.aborted) return { type: 'dropped' };
      conn.touch();
      parser.feed(chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      if (chunk.done) break;
    }
    return { type: finished ? 'finished' : 'dropped' };
  } finally {
    conn.signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/** Opens one connection and reads it to its end; it never retries. */
export async function readStreamConnection(
  request: AssistantStreamRequest,
  cursor: StreamCursor,
  listener: ConnectionListener,
  options: ConnectionOptions = {},
): Promise<ConnectionEnd> {
  const { signal, idleTimeoutMs = API_TIMEOUT_MS, baseUrl = defaultBaseUrl() } = options;
  const conn = watchdog(signal, idleTimeoutMs);
  try {
    let response: Response;
    try {
      response = await open(request, cursor.lastEventId, conn.signal, baseUrl);
    } catch {
      return { type: signal?.aborted ? 'stopped' : 'dropped' };
    }
    if (response.status === 401) return { type: 'unauthorized', error: await requestFailed(response) };
    if (!response.ok) return { type: 'failed', error: await requestFailed(response) };
    if (!response.body)
      return { type: 'failed', error: new ApiError(ASSISTANT_MESSAGES.noResponseBody, response.status) };
    listener.opened();
    return await readBody(response.body, cursor, listener, conn, signal);
  } finally {
    conn.close();
  }
}

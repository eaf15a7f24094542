// The assistant's streamed answer: POST …/stream read as Server-Sent Events (eventsource-parser).
// Outside openapi-fetch (decision 001), so the bearer is read from storage here on every attempt.
// A connection that drops before `completed` or `error` is resumed with Last-Event-ID: the server
// replays what was missed, and sequence numbers drop anything seen twice. A user's abort is final.
import { createParser } from 'eventsource-parser';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { isStreamEndEventType, parseEventId } from '../domain/stream-event-id';
import { decodeStreamEvent } from './assistant-stream-events';
import type { AssistantStreamEvent, AssistantStreamRequest } from './assistant-types';
import { defaultBaseUrl } from './client';
import { ApiError, getErrorCode, TRANSPORT_ERROR_CODES } from './errors';
import { getAssistantSession } from './queries/assistant';
import { retryDelay } from './query-config';
import { API_TIMEOUT_MS } from './timeouts';
import { getAccessToken } from './token-store';

export const MAX_STREAM_RECONNECTS = 3;
export const STREAM_RECONNECT_CAP_MS = 5_000;

export interface StreamOptions {
  signal?: AbortSignal;
  maxReconnects?: number;
  /** Wait before reconnect number `attempt` (0-based): 1 s, 2 s, 4 s by default. */
  reconnectDelay?: (attempt: number) => number;
  /** No byte for this long counts as a dropped connection (the server sends heartbeats every 15 s). */
  idleTimeoutMs?: number;
  baseUrl?: string;
}

interface Cursor {
  lastEventId?: string;
  lastSeq: number;
}

const stopped = () => new ApiError('The stream was stopped', 0, TRANSPORT_ERROR_CODES.aborted);
const streamError = () => new ApiError(ASSISTANT_MESSAGES.streamError, 0, TRANSPORT_ERROR_CODES.network);

/** One connection's signal: aborted by the caller, or by silence longer than the idle timeout. */
function connection(signal: AbortSignal | undefined, idleMs: number) {
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

function open(
  request: AssistantStreamRequest,
  lastEventId: string | undefined,
  signal: AbortSignal,
  baseUrl: string,
): Promise<Response> {
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

/** A 401 may only mean an expired access token: a client call refreshes it (once) if it can. */
async function tokenRefreshed(sessionId: string, signal?: AbortSignal): Promise<boolean> {
  const before = getAccessToken();
  await getAssistantSession(sessionId, signal).catch(() => undefined);
  const after = getAccessToken();
  return after !== null && after !== before;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(stopped());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(stopped())), { once: true });
  });
}

/** Yields one connection's events; returns whether the answer finished or the connection dropped. */
async function* readConnection(
  body: ReadableStream<Uint8Array>,
  cursor: Cursor,
  conn: ReturnType<typeof connection>,
  signal?: AbortSignal,
): AsyncGenerator<AssistantStreamEvent, 'finished' | 'dropped'> {
  const queue: AssistantStreamEvent[] = [];
  let finished = false;
  const parser = createParser({
    onEvent(frame) {
      const position = parseEventId(frame.id);
      if (finished || (position && position.seq <= cursor.lastSeq)) return;
      if (frame.id) cursor.lastEventId = frame.id;
      if (position) cursor.lastSeq = position.seq;
      const event = decodeStreamEvent(frame);
      if (!event) return;
      queue.push(event);
      finished = isStreamEndEventType(event.type);
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
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        chunk = { done: true, value: undefined };
      }
      if (signal?.aborted) throw stopped();
      if (conn.signal.aborted) return 'dropped';
      conn.touch();
      parser.feed(chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
      if (chunk.done) break;
    }
    return finished ? 'finished' : 'dropped';
  } finally {
    conn.signal.removeEventListener('abort', cancel);
    cancel();
  }
}

export async function* streamAssistantQuery(
  request: AssistantStreamRequest,
  options: StreamOptions = {},
): AsyncGenerator<AssistantStreamEvent, void> {
  const {
    signal,
    maxReconnects = MAX_STREAM_RECONNECTS,
    idleTimeoutMs = API_TIMEOUT_MS,
    baseUrl = defaultBaseUrl(),
  } = options;
  const reconnectDelay = options.reconnectDelay ?? ((attempt: number) => retryDelay(attempt, STREAM_RECONNECT_CAP_MS));
  const cursor: Cursor = { lastSeq: -1 };
  let drops = 0;
  let refreshed = false;
  for (;;) {
    const conn = connection(signal, idleTimeoutMs);
    try {
      let response: Response | null = null;
      try {
        response = await open(request, cursor.lastEventId, conn.signal, baseUrl);
      } catch {
        if (signal?.aborted) throw stopped();
        // Nothing arrived yet: resending would start a second answer, so this attempt has failed.
        if (!cursor.lastEventId)
          throw new ApiError(ASSISTANT_MESSAGES.streamQueryFailed, 0, TRANSPORT_ERROR_CODES.network);
      }
      if (response) {
        if (response.status === 401 && !refreshed) {
          refreshed = true;
          if (await tokenRefreshed(request.sessionId, signal)) continue;
        }
        if (!response.ok) throw await requestFailed(response);
        if (!response.body) throw new ApiError(ASSISTANT_MESSAGES.noResponseBody, response.status);
        const seqBefore = cursor.lastSeq;
        if ((yield* readConnection(response.body, cursor, conn, signal)) === 'finished') return;
        if (cursor.lastSeq > seqBefore) drops = 0;
      }
    } finally {
      conn.close();
    }
    if (!cursor.lastEventId || drops >= maxReconnects) throw streamError();
    await sleep(reconnectDelay(drops), signal);
    drops += 1;
  }
}

// One connection of the tab's live stream: GET /v1/events read as Server-Sent Events
// (eventsource-parser), with the bearer from storage and Last-Event-ID, outside openapi-fetch as
// the assistant's stream is (decision 001). Reconnecting, backing off and falling back to polling
// are the live-stream machine's (src/machines/live-stream.machine.ts).
import { createParser } from 'eventsource-parser';
import { defaultBaseUrl } from './client';
import { getAccessToken } from './token-store';

/** No byte for this long (the server sends a heartbeat every 15 s) counts as a dropped stream. */
export const LIVE_IDLE_TIMEOUT_MS = 45_000;

/** This tab's own id: its presence rows, and the stream that takes them away when it closes. */
export const TAB_ID: string = globalThis.crypto.randomUUID();

/** One frame: `change`, `presence`, `resync`, `membership` or `notification`, its id when it has one. */
export interface LiveFrame {
  name: string;
  id: string | null;
  data: Record<string, unknown>;
}

export interface LiveListener {
  opened(): void;
  frame(frame: LiveFrame): void;
}

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function read(body: ReadableStream<Uint8Array>, listener: LiveListener, touch: () => void): Promise<void> {
  const parser = createParser({
    onEvent: (message) =>
      listener.frame({ name: message.event ?? 'message', id: message.id ?? null, data: parse(message.data) }),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    touch();
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
}

/**
 * Opens the stream and reads it until it ends, breaks, goes quiet or `signal` stops it; it never
 * retries. Resolves when the connection is over, whatever the reason.
 */
export async function readLiveConnection(
  lastEventId: string | null,
  listener: LiveListener,
  signal: AbortSignal,
  baseUrl: string = defaultBaseUrl(),
): Promise<void> {
  const quiet = new AbortController();
  const stop = () => quiet.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(stop, LIVE_IDLE_TIMEOUT_MS);
  };
  try {
    touch();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const url = `${baseUrl}/v1/events?tabId=${encodeURIComponent(TAB_ID)}`;
    const response = await globalThis.fetch(url, { headers, signal: quiet.signal });
    if (!response.ok || !response.body) return;
    listener.opened();
    await read(response.body, listener, touch);
  } catch {
    /* a broken or stopped connection ends like a closed one */
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

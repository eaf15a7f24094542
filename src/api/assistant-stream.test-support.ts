// SSE bodies for msw handlers: the server's framing (`id`, `event`, JSON `data`) written by hand
// so tests can also send what a real server never should.
export const QUERY_ID = '00000000-0000-4000-8000-00000000b001';
export const SESSION_ID = '00000000-0000-4000-8000-00000000a001';

export interface Frame {
  seq?: number;
  event?: string;
  data: unknown;
}

/** One event as the server frames it; `data` objects become the StreamEvent envelope. */
export function frame({ seq, event, data }: Frame): string {
  const body =
    typeof data === 'string'
      ? data
      : JSON.stringify({
          eventType: event,
          data,
          sessionId: SESSION_ID,
          queryId: QUERY_ID,
          timestamp: '2026-11-22T10:00:00Z',
        });
  return [seq !== undefined && `id: ${QUERY_ID}:${seq}`, event && `event: ${event}`, `data: ${body}`, '', '']
    .filter((l) => l !== false)
    .join('\n');
}

export const content = (seq: number, text: string): Frame => ({ seq, event: 'content', data: { content: text } });
export const completed = (seq: number): Frame => ({ seq, event: 'completed', data: {} });

export interface BodyOptions {
  /** After the frames: end cleanly, break the connection, or stay open (a hung or live stream). */
  end?: 'close' | 'error' | 'hang';
}

/** A streamed body sending each frame as its own chunk. */
export function sseBody(frames: Frame[], { end = 'close' }: BodyOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const f of frames) {
        controller.enqueue(encoder.encode(frame(f)));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (end === 'close') controller.close();
      if (end === 'error') controller.error(new TypeError('network connection was lost'));
    },
  });
}

export const SSE_HEADERS = { 'Content-Type': 'text/event-stream' };

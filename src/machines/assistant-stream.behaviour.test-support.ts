// The assistant stream's server for behaviour tests: msw answers each stream request in turn from a
// script (frames then an end, a status, or a broken network) and records what the browser sent.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { createActor, type SnapshotFrom } from 'xstate';
import { QUERY_ID, SESSION_ID, SSE_HEADERS, sseBody, type Frame } from '../api/assistant-stream.test-support';
import { apiUrl } from '../../tests/support/ui/api-server';
import { assistantStreamMachine, type AssistantStreamInput } from './assistant-stream.machine';

export const STREAM_PATH = `/v1/maxwell/sessions/${SESSION_ID}/stream`;
export const REQUEST = { sessionId: SESSION_ID, query: 'What is CRISPR?' };
/** The event id of the answer's event number `seq`. */
export const at = (seq: number) => `${QUERY_ID}:${seq}`;

/** One answer of the server: frames and how the body ends, an HTTP status, or no response at all. */
export type Reply = { frames: Frame[]; end?: 'close' | 'error' | 'hang' } | { status: number } | 'network';

/** Answers the n-th stream request with the n-th reply (the last one again after that). */
export function scriptStream(server: SetupServer, ...replies: Reply[]) {
  const requests: Request[] = [];
  const cancelled: string[] = [];
  server.use(
    http.post(apiUrl(STREAM_PATH), ({ request }) => {
      requests.push(request.clone());
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      if (reply === 'network') return HttpResponse.error();
      if ('status' in reply) return new HttpResponse(null, { status: reply.status });
      return new HttpResponse(sseBody(reply.frames, { end: reply.end }), { headers: SSE_HEADERS });
    }),
    http.post(apiUrl('/v1/maxwell/sessions/:id/queries/:queryId/cancel'), ({ params }) => {
      cancelled.push(String(params.queryId));
      return HttpResponse.json({ success: true });
    }),
  );
  return {
    requests,
    cancelled,
    lastEventIds: () => requests.map((r) => r.headers.get('Last-Event-ID')),
    bearers: () => requests.map((r) => r.headers.get('Authorization')),
  };
}

type Snapshot = SnapshotFrom<typeof assistantStreamMachine>;

/** The real machine with its real connection actor, asking the question at once. */
export function askQuestion(input: AssistantStreamInput = {}) {
  const actor = createActor(assistantStreamMachine, { input: { request: REQUEST, ...input } }).start();
  /** Lets the network and the body's frames move on, 1 ms of fake time at a time, until `done` holds. */
  const until = async (done: (s: Snapshot) => boolean) => {
    for (let i = 0; i < 500 && !done(actor.getSnapshot()); i++) await vi.advanceTimersByTimeAsync(1);
    if (!done(actor.getSnapshot())) throw new Error(`still ${JSON.stringify(actor.getSnapshot().value)}`);
    return actor.getSnapshot();
  };
  return { actor, until };
}

/** Waiting to reconnect: the connection has ended and no request is in flight. */
export const isWaiting = (s: Snapshot) => s.matches({ live: 'reconnecting' });
export const isOver = (s: Snapshot) => s.status === 'done';

// The assistant stream's oracle, written from what the chat shows while an answer streams (the text,
// the status line, the notes, the error) and what the panel and the server see (the connections
// opened with their Last-Event-ID and cursor, the refresh and cancel calls, the wait before a
// reconnect), not from the chart.
import type { AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import { REQUEST, STREAM_FAILURE, UNAUTHORIZED, WITH_REQUEST } from './assistant-stream.events';
import { assistantStreamMachine, type AssistantStreamSnapshot } from './assistant-stream.machine';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';

export interface StreamSeen {
  streaming: boolean;
  text: string;
  statusMessage: string | null;
  notes: number;
  fieldUpdates: FieldUpdate[];
  error: string | null;
  /** How the answer ended, once it has. */
  outcome: string | null;
  calls: ActorCall[];
  running: string[];
  emitted: string[];
  /** The wait before the next reconnect, while one is due. */
  timers: number[];
}

/** Where the answer is: asked (no response yet), being read, waiting to resume, refreshing, … */
type Phase = 'idle' | 'asking' | 'reading' | 'waiting' | 'refreshing' | 'cancelling' | 'ended';

interface StreamModel {
  seen: StreamSeen;
  phase: Phase;
  request: AssistantStreamRequest | null;
  queryId: string | null;
  /** The last event read: a reconnect sends it as Last-Event-ID and skips what came before it. */
  lastEventId: string | null;
  lastSeq: number;
  /** Reconnects since the answer last moved on. */
  retries: number;
  refreshTried: boolean;
}

/** docs/product.md, "Assistant session and chat": a dropped answer is resumed 3 times in a row at most, after 1 s, 2 s and 4 s. */
const RECONNECT_WAITS_MS = [1_000, 2_000, 4_000];
/** The words the chat shows for each sample failure. */
const WORDS = new Map<unknown, string>([
  [STREAM_FAILURE, ASSISTANT_ERROR_MESSAGES.unavailable],
  [UNAUTHORIZED, ASSISTANT_ERROR_MESSAGES.unauthorized],
]);

const BLANK: StreamSeen = {
  streaming: false,
  text: '',
  statusMessage: null,
  notes: 0,
  fieldUpdates: [],
  error: null,
  outcome: null,
  calls: [],
  running: [],
  emitted: [],
  timers: [],
};
const IDLE: StreamModel = {
  seen: BLANK,
  phase: 'idle',
  request: null,
  queryId: null,
  lastEventId: null,
  lastSeq: -1,
  retries: 0,
  refreshTried: false,
};

const show = (m: StreamModel, change: Partial<StreamSeen>): StreamModel => ({ ...m, seen: { ...m.seen, ...change } });
const call = (m: StreamModel, actor: string, input: unknown, phase: Phase): StreamModel => ({
  ...show(m, { calls: [...m.seen.calls, { actor, input }], running: [actor], timers: [], streaming: true }),
  phase,
});
/** A connection is opened from where the answer is. */
const connect = (m: StreamModel) =>
  call(m, 'readStream', { request: m.request, lastEventId: m.lastEventId, lastSeq: m.lastSeq }, 'asking');
const end = (m: StreamModel, outcome: string, change: Partial<StreamSeen> = {}): StreamModel => ({
  ...show(m, { ...change, outcome, streaming: false, statusMessage: null, running: [], timers: [] }),
  phase: 'ended',
});
const fail = (m: StreamModel, error: string) => end(m, 'failed', { error });

function dropped(m: StreamModel): StreamModel {
  if (m.lastEventId !== null && m.retries < RECONNECT_WAITS_MS.length)
    return { ...show(m, { running: [], timers: [RECONNECT_WAITS_MS[m.retries]] }), phase: 'waiting' };
  // Never resent before anything was read: that would ask the question twice.
  return fail(
    m,
    m.phase === 'asking' && m.lastEventId === null
      ? ASSISTANT_MESSAGES.streamQueryFailed
      : ASSISTANT_MESSAGES.streamError,
  );
}

function unauthorized(m: StreamModel): StreamModel {
  if (m.refreshTried) return fail(m, ASSISTANT_ERROR_MESSAGES.unauthorized);
  return { ...call(m, 'refreshToken', { sessionId: m.request!.sessionId }, 'refreshing'), refreshTried: true };
}

/** While a connection is open, each reported event shows as: */
function connected(m: StreamModel, event: PlanEvent): StreamModel {
  const { seen } = m;
  switch (event.type) {
    case 'stream.opened':
      return { ...m, phase: 'reading' };
    case 'stream.position': {
      const seq = event.seq as number;
      return seq > m.lastSeq ? { ...m, lastEventId: event.eventId as string, lastSeq: seq, retries: 0 } : m;
    }
    case 'stream.query':
      return { ...m, queryId: event.queryId as string };
    case 'stream.content':
      return show(m, { text: seen.text + (event.content as string) });
    case 'stream.final':
      return show(m, { text: event.response as string });
    case 'stream.status':
      return show(m, { statusMessage: (event.message as string) || (event.status as string) || null });
    case 'stream.fieldUpdates':
      return show(m, {
        fieldUpdates: [...seen.fieldUpdates, ...(event.updates as FieldUpdate[])],
        emitted: [...seen.emitted, 'field.updates'],
      });
    case 'stream.partial':
      return show(m, { notes: seen.notes + 1, emitted: [...seen.emitted, 'partial.response'] });
    case 'stream.completed':
      return end(m, 'completed');
    case 'stream.serverError':
      return fail(m, (event.message as string) || ASSISTANT_MESSAGES.streamError);
    case 'stream.failed':
      return fail(m, WORDS.get(event.error) ?? ASSISTANT_MESSAGES.streamQueryFailed);
    case 'stream.dropped':
      return dropped(m);
    case 'stream.unauthorized':
      return unauthorized(m);
    default:
      return m;
  }
}

/** The user's stop: silent; the server is told only once it has named the query. */
function stop(m: StreamModel): StreamModel {
  if (m.queryId === null) return end(m, 'aborted');
  const cancel = call(m, 'cancelQuery', { sessionId: m.request!.sessionId, queryId: m.queryId }, 'cancelling');
  return show(cancel, { streaming: false });
}

/** After this event, the chat shows: */
function next(m: StreamModel, event: PlanEvent): StreamModel {
  const settled = event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
  if (m.phase === 'idle')
    return event.type === 'stream.start' ? connect({ ...m, request: event.request as AssistantStreamRequest }) : m;
  if (m.phase === 'ended') return m;
  if (m.phase === 'cancelling') return event.type.endsWith('.actor.cancelQuery') ? end(m, 'aborted') : m; // stopped either way
  if (event.type === 'stream.abort') return stop(m);
  if (m.phase === 'waiting')
    return event.type.startsWith('xstate.after.') ? connect({ ...m, retries: m.retries + 1 }) : m;
  if (m.phase === 'refreshing') {
    if (!event.type.endsWith('.actor.refreshToken')) return m;
    return event.output === true ? connect(m) : fail(m, ASSISTANT_ERROR_MESSAGES.unauthorized);
  }
  return settled ? m : connected(m, event);
}

function observe({ snapshot, calls, running, emitted, timers }: World): StreamSeen {
  const s = snapshot as AssistantStreamSnapshot;
  const { context: c } = s;
  return {
    streaming: s.hasTag('streaming'),
    text: c.text,
    statusMessage: c.statusMessage,
    notes: c.notes.length,
    fieldUpdates: c.fieldUpdates,
    error: c.error,
    outcome: s.status === 'done' ? (s.output?.outcome ?? null) : null,
    calls,
    running,
    emitted: emitted.map((e) => e.type),
    timers,
  };
}

const start = (given: string | undefined): StreamModel =>
  given === WITH_REQUEST ? connect({ ...IDLE, request: REQUEST }) : IDLE;

export const modelHarness: MachineHarness<StreamModel, StreamSeen> = {
  machine: assistantStreamMachine,
  oracle: { start, next, expected: (m) => m.seen, observe },
};

// The assistant stream's oracle, written from what the chat shows while an answer streams (the text,
// the status line, the notes, the error) and what the panel and the server see, not from the chart.
import type { AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import { REQUEST, STREAM_FAILURE, WITH_REQUEST } from './assistant-stream.events';
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
}

interface StreamModel {
  seen: StreamSeen;
  request: AssistantStreamRequest | null;
  queryId: string | null;
}

/** The words the chat shows for each sample failure. */
const WORDS = new Map<unknown, string>([[STREAM_FAILURE, ASSISTANT_ERROR_MESSAGES.unavailable]]);

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
};

const open = (m: StreamModel, request: AssistantStreamRequest): StreamModel => ({
  request,
  queryId: null,
  seen: {
    ...BLANK,
    calls: [...m.seen.calls, { actor: 'readStream', input: request }],
    running: ['readStream'],
    streaming: true,
  },
});
const end = (m: StreamModel, outcome: string, change: Partial<StreamSeen> = {}): StreamModel => ({
  ...m,
  seen: { ...m.seen, ...change, outcome, streaming: false, statusMessage: null, running: [] },
});
const show = (m: StreamModel, change: Partial<StreamSeen>): StreamModel => ({ ...m, seen: { ...m.seen, ...change } });

/** While the answer streams, each reported event shows as: */
function streaming(m: StreamModel, event: PlanEvent): StreamModel {
  const { seen } = m;
  switch (event.type) {
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
      return end(m, 'failed', { error: (event.message as string) || ASSISTANT_MESSAGES.streamError });
    case 'stream.failed':
      return end(m, 'failed', { error: WORDS.get(event.error) ?? ASSISTANT_MESSAGES.streamQueryFailed });
    case 'stream.abort': {
      if (m.queryId === null) return end(m, 'aborted');
      const input = { sessionId: m.request!.sessionId, queryId: m.queryId };
      const calls = [...seen.calls, { actor: 'cancelQuery', input }];
      return show(m, { streaming: false, statusMessage: seen.statusMessage, calls, running: ['cancelQuery'] });
    }
    default:
      return m;
  }
}

/** After this event, the chat shows: */
function next(m: StreamModel, event: PlanEvent): StreamModel {
  if (m.seen.outcome !== null) return m;
  if (m.seen.running.includes('cancelQuery')) return event.type.endsWith('.actor.cancelQuery') ? end(m, 'aborted') : m; // stopped either way
  if (m.seen.streaming) return streaming(m, event);
  return event.type === 'stream.start' ? open(m, event.request as AssistantStreamRequest) : m;
}

function observe({ snapshot, calls, running, emitted }: World): StreamSeen {
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
  };
}

function start(given: string | undefined): StreamModel {
  const idle: StreamModel = { seen: BLANK, request: null, queryId: null };
  return given === WITH_REQUEST ? open(idle, REQUEST) : idle;
}

export const modelHarness: MachineHarness<StreamModel, StreamSeen> = {
  machine: assistantStreamMachine,
  oracle: { start, next, expected: (m) => m.seen, observe },
};

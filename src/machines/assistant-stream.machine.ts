// States:
//   idle        waits for stream.start; a machine created with a request starts streaming at once
//   streaming   readStream reads the SSE answer: content accumulates, final_response replaces it,
//               field updates and partial responses are emitted to listeners
//   cancelling  the user stopped it: the local stream is already closed, the server is told
//   completed | failed | aborted   final; the output keeps the text so far and the error's words
// A failure keeps the partial text; a user's stop never shows an error.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { assistantStreamErrorMessage } from '../api/assistant-errors';
import type { AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import { cancelAssistantQuery } from '../api/queries/assistant';
import { partialResponseText, type PartialResponse } from '../domain/assistant-chat';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { readStreamActor, type StreamActorEvent } from './assistant-stream.reader';

export type { StreamActorEvent };

export type StreamOutcome = 'completed' | 'failed' | 'aborted';

export interface AssistantStreamContext {
  request: AssistantStreamRequest | null;
  queryId: string | null;
  text: string;
  /** The server's latest status line ('Searching datasets…'), shown beside the typing indicator. */
  statusMessage: string | null;
  /** Partial responses, as system messages' markdown. */
  notes: string[];
  fieldUpdates: FieldUpdate[];
  error: string | null;
  outcome: StreamOutcome | null;
}

export type AssistantStreamOutput = Pick<
  AssistantStreamContext,
  'queryId' | 'text' | 'notes' | 'fieldUpdates' | 'error'
> & { outcome: StreamOutcome };

export type AssistantStreamEventIn =
  { type: 'stream.start'; request: AssistantStreamRequest } | { type: 'stream.abort' } | StreamActorEvent;

export type AssistantStreamEmitted =
  | { type: 'field.updates'; updates: FieldUpdate[]; reasoning?: string }
  | { type: 'partial.response'; partial: PartialResponse };

const INITIAL: Omit<AssistantStreamContext, 'request'> = {
  queryId: null,
  text: '',
  statusMessage: null,
  notes: [],
  fieldUpdates: [],
  error: null,
  outcome: null,
};

export const assistantStreamMachine = setup({
  types: {
    context: {} as AssistantStreamContext,
    events: {} as AssistantStreamEventIn,
    emitted: {} as AssistantStreamEmitted,
    input: {} as { request?: AssistantStreamRequest },
    output: {} as AssistantStreamOutput,
    tags: {} as 'streaming',
  },
  actors: {
    readStream: readStreamActor,
    cancelQuery: fromPromise<void, { sessionId: string; queryId: string }>(({ input, signal }) =>
      cancelAssistantQuery(input.sessionId, input.queryId, signal),
    ),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    hasQueryId: ({ context }) => context.queryId !== null,
  },
  actions: {
    setRequest: assign((_, params: { request: AssistantStreamRequest }) => ({ ...INITIAL, request: params.request })),
    setQueryId: assign((_, params: { queryId: string }) => ({ queryId: params.queryId })),
    appendContent: assign({ text: ({ context }, params: { content: string }) => context.text + params.content }),
    replaceText: assign((_, params: { response: string }) => ({ text: params.response })),
    setStatus: assign((_, params: { message: string | null }) => ({ statusMessage: params.message })),
    recordFieldUpdates: assign({
      fieldUpdates: ({ context }, params: { updates: FieldUpdate[] }) => [...context.fieldUpdates, ...params.updates],
    }),
    emitFieldUpdates: emit((_, params: { updates: FieldUpdate[]; reasoning?: string }) => ({
      type: 'field.updates' as const,
      ...params,
    })),
    recordNote: assign({
      notes: ({ context }, params: { partial: PartialResponse }) => [
        ...context.notes,
        partialResponseText(params.partial),
      ],
    }),
    emitPartial: emit((_, params: { partial: PartialResponse }) => ({
      type: 'partial.response' as const,
      partial: params.partial,
    })),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    setOutcome: assign((_, params: { outcome: StreamOutcome }) => ({ outcome: params.outcome, statusMessage: null })),
  },
}).createMachine({
  id: 'assistantStream',
  initial: 'idle',
  context: ({ input }) => ({ ...INITIAL, request: input?.request ?? null }),
  output: ({ context }) => ({
    outcome: context.outcome ?? 'failed',
    queryId: context.queryId,
    text: context.text,
    notes: context.notes,
    fieldUpdates: context.fieldUpdates,
    error: context.error,
  }),
  states: {
    idle: {
      always: { guard: 'hasRequest', target: 'streaming' },
      on: {
        'stream.start': {
          target: 'streaming',
          actions: { type: 'setRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    streaming: {
      tags: 'streaming',
      invoke: { id: 'readStream', src: 'readStream', input: ({ context }) => context.request! },
      on: {
        'stream.query': { actions: { type: 'setQueryId', params: ({ event }) => ({ queryId: event.queryId }) } },
        'stream.content': { actions: { type: 'appendContent', params: ({ event }) => ({ content: event.content }) } },
        'stream.final': { actions: { type: 'replaceText', params: ({ event }) => ({ response: event.response }) } },
        'stream.status': {
          actions: { type: 'setStatus', params: ({ event }) => ({ message: event.message || event.status || null }) },
        },
        'stream.fieldUpdates': {
          actions: [
            { type: 'recordFieldUpdates', params: ({ event }) => ({ updates: event.updates }) },
            {
              type: 'emitFieldUpdates',
              params: ({ event }) => ({ updates: event.updates, reasoning: event.reasoning }),
            },
          ],
        },
        'stream.partial': {
          actions: [
            { type: 'recordNote', params: ({ event }) => ({ partial: event.partial }) },
            { type: 'emitPartial', params: ({ event }) => ({ partial: event.partial }) },
          ],
        },
        'stream.completed': 'completed',
        'stream.serverError': {
          target: 'failed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: event.message || ASSISTANT_MESSAGES.streamError }),
          },
        },
        'stream.failed': {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: assistantStreamErrorMessage(event.error) }) },
        },
        'stream.abort': [{ guard: 'hasQueryId', target: 'cancelling' }, { target: 'aborted' }],
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelQuery',
        src: 'cancelQuery',
        input: ({ context }) => ({ sessionId: context.request!.sessionId, queryId: context.queryId! }),
        // Either way the answer has stopped here; a refused cancel only means it had already ended.
        onDone: 'aborted',
        onError: 'aborted',
      },
    },
    completed: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'completed' } } },
    failed: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'failed' } } },
    aborted: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'aborted' } } },
  },
});

export type AssistantStreamMachine = typeof assistantStreamMachine;
export type AssistantStreamActorRef = ActorRefFrom<AssistantStreamMachine>;
export type AssistantStreamSnapshot = SnapshotFrom<AssistantStreamMachine>;

// States:
//   idle                          waits for stream.start; created with a request, it goes live at once
//   live.connection.connecting    readStream opens one connection (Last-Event-ID from the cursor)
//   live.connection.streaming     the server answered: content accumulates, final_response replaces
//                                 it, field updates and partial responses are emitted, each new
//                                 position moves the cursor (and resets the attempts)
//   live.reconnecting             a drop with a cursor waits 1 s, 2 s, 4 s… (at most 3 in a row)
//   live.refreshing               a 401 tries the token refresh once, then connects again
//   cancelling                    the user stopped it: the connection is closed, the server is told
//   completed | failed | aborted  final; the output keeps the text so far and the error's words
// A failure keeps the partial text; a user's stop never shows an error.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { assistantStreamErrorMessage } from '../api/assistant-errors';
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { assistantStreamSetup } from './assistant-stream.setup';
import { initialStreamContext } from './assistant-stream.types';

export type * from './assistant-stream.types';

const FAILED = '#assistantStream.failed';
const RECONNECTING = '#assistantStream.live.reconnecting';
const failWith = (error: string) => ({ target: FAILED, actions: { type: 'setError' as const, params: { error } } });

export const assistantStreamMachine = assistantStreamSetup.createMachine({
  id: 'assistantStream',
  initial: 'idle',
  context: ({ input }) => initialStreamContext(input),
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
      always: { guard: 'hasRequest', target: 'live' },
      on: {
        'stream.start': {
          target: 'live',
          actions: { type: 'setRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    live: {
      tags: 'streaming',
      initial: 'connection',
      on: { 'stream.abort': [{ guard: 'hasQueryId', target: 'cancelling' }, { target: 'aborted' }] },
      states: {
        connection: {
          initial: 'connecting',
          invoke: {
            id: 'readStream',
            src: 'readStream',
            input: ({ context }) => ({
              request: context.request!,
              lastEventId: context.lastEventId,
              lastSeq: context.lastSeq,
            }),
          },
          on: {
            'stream.position': {
              guard: { type: 'isNewPosition', params: ({ event }) => ({ seq: event.seq }) },
              actions: { type: 'setPosition', params: ({ event }) => ({ eventId: event.eventId, seq: event.seq }) },
            },
            'stream.query': { actions: { type: 'setQueryId', params: ({ event }) => ({ queryId: event.queryId }) } },
            'stream.content': {
              actions: { type: 'appendContent', params: ({ event }) => ({ content: event.content }) },
            },
            'stream.final': { actions: { type: 'replaceText', params: ({ event }) => ({ response: event.response }) } },
            'stream.status': {
              actions: {
                type: 'setStatus',
                params: ({ event }) => ({ message: event.message || event.status || null }),
              },
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
            'stream.completed': '#assistantStream.completed',
            'stream.serverError': {
              target: FAILED,
              actions: {
                type: 'setError',
                params: ({ event }) => ({ error: event.message || ASSISTANT_MESSAGES.streamError }),
              },
            },
            'stream.failed': {
              target: FAILED,
              actions: {
                type: 'setError',
                params: ({ event }) => ({ error: assistantStreamErrorMessage(event.error) }),
              },
            },
            'stream.unauthorized': [
              {
                guard: 'hasTriedRefresh',
                target: FAILED,
                actions: {
                  type: 'setError',
                  params: ({ event }) => ({ error: assistantStreamErrorMessage(event.error) }),
                },
              },
              {
                target: 'refreshing',
                actions: {
                  type: 'noteRefusal',
                  params: ({ event }) => ({ refusal: assistantStreamErrorMessage(event.error) }),
                },
              },
            ],
          },
          states: {
            connecting: {
              on: {
                'stream.opened': 'streaming',
                'stream.dropped': [
                  { guard: 'isResumable', target: RECONNECTING },
                  { guard: 'hasCursor', ...failWith(ASSISTANT_MESSAGES.streamError) },
                  // No response and nothing read: the question may never have reached the server.
                  failWith(ASSISTANT_MESSAGES.streamQueryFailed),
                ],
              },
            },
            streaming: {
              on: {
                'stream.dropped': [
                  { guard: 'isResumable', target: RECONNECTING },
                  failWith(ASSISTANT_MESSAGES.streamError),
                ],
              },
            },
          },
        },
        reconnecting: {
          after: { reconnectDelay: { target: 'connection', actions: 'countAttempt' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ sessionId: context.request!.sessionId }),
            onDone: [
              {
                guard: { type: 'isTokenRefreshed', params: ({ event }) => ({ refreshed: event.output }) },
                target: 'connection',
              },
              { target: FAILED, actions: 'showRefusal' },
            ],
            onError: { target: FAILED, actions: 'showRefusal' },
          },
        },
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

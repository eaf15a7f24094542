// The assistant stream machine's implementations: its actors, delays, guards and actions; the
// chart that names them is assistant-stream.machine.ts.
import { assign, emit, fromPromise, setup } from 'xstate';
import { refreshStreamToken, STREAM_RECONNECT_CAP_MS } from '../api/assistant-stream';
import type { AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import { cancelAssistantQuery } from '../api/queries/assistant';
import { retryDelay } from '../api/query-config';
import { partialResponseText, type PartialResponse } from '../domain/assistant-chat';
import { ASSISTANT_ERROR_MESSAGES } from '../domain/messages';
import { readStreamActor } from './assistant-stream.reader';
import {
  INITIAL_ANSWER,
  type AssistantStreamContext,
  type AssistantStreamEmitted,
  type AssistantStreamEventIn,
  type AssistantStreamInput,
  type AssistantStreamOutput,
  type StreamOutcome,
} from './assistant-stream.types';

export const assistantStreamSetup = setup({
  types: {
    context: {} as AssistantStreamContext,
    events: {} as AssistantStreamEventIn,
    emitted: {} as AssistantStreamEmitted,
    input: {} as AssistantStreamInput,
    output: {} as AssistantStreamOutput,
    tags: {} as 'streaming',
  },
  actors: {
    readStream: readStreamActor,
    refreshToken: fromPromise<boolean, { sessionId: string }>(({ input, signal }) =>
      refreshStreamToken(input.sessionId, signal),
    ),
    cancelQuery: fromPromise<void, { sessionId: string; queryId: string }>(({ input, signal }) =>
      cancelAssistantQuery(input.sessionId, input.queryId, signal),
    ),
  },
  delays: {
    reconnectDelay: ({ context }) => retryDelay(context.attempts, STREAM_RECONNECT_CAP_MS),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    hasQueryId: ({ context }) => context.queryId !== null,
    hasCursor: ({ context }) => context.lastEventId !== null,
    // Resending without a cursor would start a second answer.
    isResumable: ({ context }) => context.lastEventId !== null && context.attempts < context.maxReconnects,
    isNewPosition: ({ context }, params: { seq: number }) => params.seq > context.lastSeq,
    hasTriedRefresh: ({ context }) => context.refreshed,
    isTokenRefreshed: (_, params: { refreshed: boolean }) => params.refreshed,
  },
  actions: {
    setRequest: assign((_, params: { request: AssistantStreamRequest }) => ({
      ...INITIAL_ANSWER,
      request: params.request,
    })),
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
    // The answer moved on: the next drop starts counting again.
    setPosition: assign((_, params: { eventId: string; seq: number }) => ({
      lastEventId: params.eventId,
      lastSeq: params.seq,
      attempts: 0,
    })),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    noteRefusal: assign((_, params: { refusal: string }) => ({ refreshed: true, refusal: params.refusal })),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    showRefusal: assign({ error: ({ context }) => context.refusal ?? ASSISTANT_ERROR_MESSAGES.unauthorized }),
    setOutcome: assign((_, params: { outcome: StreamOutcome }) => ({ outcome: params.outcome, statusMessage: null })),
  },
});

// States:
//   idle         no session. assistant.open → connecting; a send queues its message and connects
//                (failing with 'Failed to create session'); an upgrade fails ('No active session…')
//   connecting   resume the stored session or create one (deferred without a workspace), read history
//   ready.chat   idle ⇄ streaming: one answer at a time, read by the invoked stream machine
//   ready.link   steady ⇄ upgrading: a deferred session bound to a workspace; sends wait meanwhile
//   terminating  assistant.terminate: session and messages are cleared whatever the server says
import { and, assign, not, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ConnectOutput } from '../api/assistant-connect';
import { assistantCallErrorMessage } from '../api/assistant-errors';
import type { AssistantSession } from '../api/assistant-types';
import { refuseMessage } from '../domain/assistant-chat';
import { ASSISTANT_MESSAGES, DEFAULT_ERROR_MESSAGE } from '../domain/messages';
import { assistantSessionActors } from './assistant-session.actors';
import {
  beginExchange,
  connectFailed,
  initialAssistantSessionContext,
  settleExchange,
  userMessage,
  type AssistantSessionContext,
  type AssistantSessionEvent,
} from './assistant-session.types';

const UPGRADING = { ready: { link: 'upgrading' } } as const;

export const assistantSessionMachine = setup({
  types: {
    context: {} as AssistantSessionContext,
    events: {} as AssistantSessionEvent,
    tags: {} as 'busy' | 'streaming',
  },
  actors: assistantSessionActors(),
  guards: {
    isSendable: (_, params: { text: string }) => refuseMessage(params.text, false) === null,
    isDeferred: ({ context }) => context.session?.isDeferred === true,
    hasQueue: ({ context }) => context.queue.length > 0,
  },
  actions: {
    rememberWorkspace: assign((_, params: { workspaceId?: string | null }) => ({
      workspaceId: params.workspaceId ?? null,
    })),
    enqueue: assign({
      queue: ({ context }, params: { text: string; context?: Record<string, unknown> }) => [
        ...context.queue,
        { message: userMessage(params.text), context: params.context },
      ],
    }),
    setConnected: assign((_, params: { output: ConnectOutput }) => ({
      session: params.output.session,
      messages: params.output.messages,
      error: null,
    })),
    failConnect: assign(({ context }, params: { error: unknown }) => connectFailed(context, params.error)),
    startExchange: assign(({ context }) => beginExchange(context)),
    finishExchange: assign(({ context }, params: { output: Parameters<typeof settleExchange>[1] }) => ({
      messages: settleExchange(context, params.output),
      current: null,
    })),
    setSession: assign((_, params: { session: AssistantSession }) => ({ session: params.session, error: null })),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    clearAll: assign(({ context }) => ({ ...initialAssistantSessionContext, workspaceId: context.workspaceId })),
    abortStream: sendTo('streamQuery', { type: 'stream.abort' }),
  },
}).createMachine({
  id: 'assistantSession',
  initial: 'idle',
  context: initialAssistantSessionContext,
  on: { 'assistant.dismissError': { actions: 'clearError' } },
  states: {
    idle: {
      on: {
        'assistant.open': {
          target: 'connecting',
          actions: [{ type: 'rememberWorkspace', params: ({ event }) => event }, 'clearError'],
        },
        'assistant.send': {
          guard: { type: 'isSendable', params: ({ event }) => event },
          target: 'connecting',
          actions: ['clearError', { type: 'enqueue', params: ({ event }) => event }],
        },
        'assistant.upgrade': {
          actions: { type: 'setError', params: { error: ASSISTANT_MESSAGES.noSessionToUpgrade } },
        },
        'assistant.terminate': { actions: 'clearAll' },
      },
    },
    connecting: {
      tags: 'busy',
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ workspaceId: context.workspaceId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setConnected', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'idle', actions: { type: 'failConnect', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'assistant.send': {
          guard: { type: 'isSendable', params: ({ event }) => event },
          actions: { type: 'enqueue', params: ({ event }) => event },
        },
      },
    },
    ready: {
      type: 'parallel',
      on: { 'assistant.terminate': 'terminating' },
      states: {
        chat: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: and(['hasQueue', not(stateIn(UPGRADING))]), target: 'streaming' },
              // Only here: a send while an answer streams is refused.
              on: {
                'assistant.send': {
                  guard: { type: 'isSendable', params: ({ event }) => event },
                  actions: { type: 'enqueue', params: ({ event }) => event },
                },
              },
            },
            streaming: {
              tags: 'streaming',
              entry: 'startExchange',
              invoke: {
                id: 'streamQuery',
                src: 'streamQuery',
                input: ({ context }) => ({
                  request: {
                    sessionId: context.session!.sessionId,
                    query: context.current!.query,
                    context: context.current!.context,
                  },
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'finishExchange', params: ({ event }) => ({ output: event.output }) },
                },
              },
              on: { 'assistant.stop': { actions: 'abortStream' } },
            },
          },
        },
        link: {
          initial: 'steady',
          states: {
            steady: {
              on: {
                'assistant.upgrade': [
                  {
                    guard: 'isDeferred',
                    target: 'upgrading',
                    actions: { type: 'rememberWorkspace', params: ({ event }) => event },
                  },
                  { actions: { type: 'setError', params: { error: ASSISTANT_MESSAGES.notDeferred } } },
                ],
              },
            },
            upgrading: {
              tags: 'busy',
              invoke: {
                id: 'upgrade',
                src: 'upgrade',
                input: ({ context }) => ({ sessionId: context.session!.sessionId, workspaceId: context.workspaceId! }),
                onDone: {
                  target: 'steady',
                  actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
                },
                onError: {
                  target: 'steady',
                  actions: {
                    type: 'setError',
                    params: ({ event }) => ({ error: assistantCallErrorMessage(event.error, DEFAULT_ERROR_MESSAGE) }),
                  },
                },
              },
            },
          },
        },
      },
    },
    terminating: {
      tags: 'busy',
      invoke: {
        id: 'terminate',
        src: 'terminate',
        input: ({ context }) => ({ sessionId: context.session!.sessionId }),
        onDone: { target: 'idle', actions: 'clearAll' },
        onError: {
          target: 'idle',
          actions: ['clearAll', { type: 'setError', params: { error: ASSISTANT_MESSAGES.terminateSession } }],
        },
      },
    },
  },
});

export type AssistantSessionMachine = typeof assistantSessionMachine;
export type AssistantSessionActorRef = ActorRefFrom<AssistantSessionMachine>;
export type AssistantSessionSnapshot = SnapshotFrom<AssistantSessionMachine>;

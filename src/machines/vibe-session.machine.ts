// States:
//   polling.fetching  one status call; until a session is known, the idea's session list is asked
//                     first, so "none" is an empty page rather than a 404; the answer picks the next state
//   polling.waiting   after pollInterval (2 s) → fetching; vibe.poll fetches at once
//                     (vibe.cancel, in either, cancels a known session)
//   idle              the idea has no session: shown as queued, the fallback status; vibe.trigger starts one
//   triggering        the trigger call; its answer (or its failure, with the message) picks the next state
//   cancelling        the cancel call; refused → fetching again, with the error
//   completed, failed, cancelled   polling stops; vibe.trigger starts a new session
// A failed poll keeps the last status, shows the error and is retried on the next tick.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getErrorMessage } from '../api/errors';
import {
  cancelVibeSession,
  findVibeStatus,
  getVibeStatus,
  triggerVibe,
  type VibeSession,
  type VibeSessionStatus,
  type VibeStatus,
} from '../api/queries/vibe';
import { VIBE_POLL_INTERVAL_MS } from '../domain/vibe-status';

export interface VibeSessionInput {
  ideaId: string;
}

export interface VibeSessionContext {
  ideaId: string;
  /** The last answer; null before the first one and when the idea has no session. */
  vibe: VibeStatus | null;
  /** The last poll's failure, cleared by the next success. */
  error: string | null;
  triggerError: string | null;
  cancelError: string | null;
}

export type VibeSessionEvent =
  { type: 'vibe.trigger'; instructions?: string } | { type: 'vibe.cancel' } | { type: 'vibe.poll' };
export type VibeSessionTag = 'live' | 'busy';

/** The status answer with its session replaced (a cancel answers the session alone). */
const withSession = (vibe: VibeStatus, session: VibeSession): VibeStatus => ({
  ...vibe,
  session,
  julesSession: { ...vibe.julesSession, status: session.status },
});

const statusOf = (context: VibeSessionContext) => context.vibe?.session.status;

export const vibeSessionMachine = setup({
  types: {
    context: {} as VibeSessionContext,
    events: {} as VibeSessionEvent,
    input: {} as VibeSessionInput,
    tags: {} as VibeSessionTag,
  },
  delays: { pollInterval: VIBE_POLL_INTERVAL_MS },
  actors: {
    fetchStatus: fromPromise<VibeStatus | null, { ideaId: string; known: boolean }>(({ input, signal }) =>
      input.known ? getVibeStatus(input.ideaId, signal) : findVibeStatus(input.ideaId, signal),
    ),
    trigger: fromPromise<VibeStatus, { ideaId: string; instructions?: string }>(({ input, signal }) =>
      triggerVibe(input.ideaId, input.instructions, signal),
    ),
    cancel: fromPromise<VibeSession, { sessionId: string }>(({ input, signal }) =>
      cancelVibeSession(input.sessionId, signal),
    ),
  },
  guards: {
    hasNoSession: ({ context }) => context.vibe === null,
    hasSession: ({ context }) => context.vibe !== null,
    hasStatus: ({ context }, params: { status: VibeSessionStatus }) => statusOf(context) === params.status,
  },
  actions: {
    setVibe: assign((_, params: { vibe: VibeStatus | null }) => ({ vibe: params.vibe, error: null })),
    setSession: assign(({ context }, params: { session: VibeSession }) => ({
      vibe: context.vibe && withSession(context.vibe, params.session),
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: getErrorMessage(params.error) })),
    setTriggerError: assign((_, params: { error: unknown }) => ({ triggerError: getErrorMessage(params.error) })),
    setCancelError: assign((_, params: { error: unknown }) => ({ cancelError: getErrorMessage(params.error) })),
    clearTriggerError: assign({ triggerError: null }),
    clearCancelError: assign({ cancelError: null }),
  },
}).createMachine({
  id: 'vibeSession',
  context: ({ input }) => ({ ideaId: input.ideaId, vibe: null, error: null, triggerError: null, cancelError: null }),
  initial: 'polling',
  states: {
    // Where an answer leads: no session, a terminal status, or one still running.
    settling: {
      always: [
        { guard: 'hasNoSession', target: 'idle' },
        { guard: { type: 'hasStatus', params: { status: 'completed' } }, target: 'completed' },
        { guard: { type: 'hasStatus', params: { status: 'failed' } }, target: 'failed' },
        { guard: { type: 'hasStatus', params: { status: 'cancelled' } }, target: 'cancelled' },
        { target: 'polling.waiting' },
      ],
    },
    polling: {
      tags: 'live',
      initial: 'fetching',
      on: { 'vibe.cancel': { guard: 'hasSession', target: 'cancelling' } },
      states: {
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ ideaId: context.ideaId, known: context.vibe !== null }),
            onDone: {
              target: '#vibeSession.settling',
              actions: { type: 'setVibe', params: ({ event }) => ({ vibe: event.output }) },
            },
            onError: {
              target: 'waiting',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
          on: { 'vibe.poll': 'fetching' },
        },
      },
    },
    idle: { on: { 'vibe.trigger': 'triggering' } },
    triggering: {
      tags: 'busy',
      entry: 'clearTriggerError',
      invoke: {
        id: 'trigger',
        src: 'trigger',
        input: ({ context, event }) => ({
          ideaId: context.ideaId,
          instructions: event.type === 'vibe.trigger' ? event.instructions : undefined,
        }),
        onDone: { target: 'settling', actions: { type: 'setVibe', params: ({ event }) => ({ vibe: event.output }) } },
        onError: {
          target: 'settling',
          actions: { type: 'setTriggerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    cancelling: {
      tags: ['live', 'busy'],
      entry: 'clearCancelError',
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ sessionId: context.vibe?.session.id ?? '' }),
        onDone: {
          target: 'settling',
          actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
        },
        // Refused (it finished meanwhile, say): ask again what it is now.
        onError: {
          target: 'polling.fetching',
          actions: { type: 'setCancelError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completed: { on: { 'vibe.trigger': 'triggering' } },
    failed: { on: { 'vibe.trigger': 'triggering' } },
    cancelled: { on: { 'vibe.trigger': 'triggering' } },
  },
});

export type VibeSessionMachine = typeof vibeSessionMachine;
export type VibeSessionSnapshot = SnapshotFrom<VibeSessionMachine>;
export type VibeSessionActorRef = ActorRefFrom<VibeSessionMachine>;

// States:
//   starting          transient: a session already terminal goes straight to its final state
//   polling.fetching  one progress call; a terminal status ends polling, anything else waits
//   polling.waiting   after pollInterval (5 s) → fetching; session.poll fetches at once
//   cancelling        the cancel call; done → cancelled, refused → back to waiting with the error
//   completed, failed, cancelled   final. Reaching completed from a poll runs onCompleted once.
// A failed poll keeps the last progress, shows the error and is retried on the next tick.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getErrorMessage } from '../api/errors';
import { cancelSession, pollSessionProgress, type PollIds } from '../api/queries/sessions';
import type { Session, SessionProgress, SessionStatus } from '../api/types';
import { SESSION_POLL_INTERVAL_MS } from '../domain/session-status';

export interface SessionPollingInput extends PollIds {
  /** The status the page already knows; a terminal one means there is nothing to poll. */
  status?: SessionStatus;
}

export interface SessionPollingContext {
  ids: PollIds;
  initialStatus?: SessionStatus;
  progress: SessionProgress | null;
  /** The last poll's failure, cleared by the next success. */
  error: string | null;
  cancelError: string | null;
}

export type SessionPollingEvent = { type: 'session.poll' } | { type: 'session.cancel' };
export type SessionPollingTag = 'live' | 'busy';

export const sessionPollingMachine = setup({
  types: {
    context: {} as SessionPollingContext,
    events: {} as SessionPollingEvent,
    input: {} as SessionPollingInput,
    tags: {} as SessionPollingTag,
  },
  delays: { pollInterval: SESSION_POLL_INTERVAL_MS },
  actors: {
    fetchProgress: fromPromise<SessionProgress, PollIds>(({ input, signal }) => pollSessionProgress(input, signal)),
    cancelSession: fromPromise<Session, PollIds>(({ input, signal }) => cancelSession(input.sessionId, signal)),
  },
  guards: {
    wasCompleted: ({ context }) => context.initialStatus === 'completed',
    wasFailed: ({ context }) => context.initialStatus === 'failed',
    wasCancelled: ({ context }) => context.initialStatus === 'cancelled',
    hasStatus: (_, params: { progress: SessionProgress; status: SessionStatus }) =>
      params.progress.status === params.status,
  },
  actions: {
    setProgress: assign((_, params: { progress: SessionProgress }) => ({ progress: params.progress, error: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: getErrorMessage(params.error) })),
    setCancelError: assign((_, params: { error: unknown }) => ({ cancelError: getErrorMessage(params.error) })),
    clearCancelError: assign({ cancelError: null }),
    markCancelled: assign(({ context }) => ({
      progress: context.progress && { ...context.progress, status: 'cancelled' as const },
    })),
    // Supplied by the page (refetch the ideas); a no-op until then.
    onCompleted: () => {},
  },
}).createMachine({
  id: 'sessionPolling',
  context: ({ input }) => {
    const { status, ...ids } = input;
    return { ids, initialStatus: status, progress: null, error: null, cancelError: null };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'wasCompleted', target: 'completed' },
        { guard: 'wasFailed', target: 'failed' },
        { guard: 'wasCancelled', target: 'cancelled' },
        { target: 'polling' },
      ],
    },
    polling: {
      tags: 'live',
      initial: 'fetching',
      on: { 'session.cancel': { target: 'cancelling' } },
      states: {
        fetching: {
          invoke: {
            id: 'fetchProgress',
            src: 'fetchProgress',
            input: ({ context }) => context.ids,
            onDone: [
              {
                guard: { type: 'hasStatus', params: ({ event }) => ({ progress: event.output, status: 'completed' }) },
                target: '#sessionPolling.completed',
                actions: [{ type: 'setProgress', params: ({ event }) => ({ progress: event.output }) }, 'onCompleted'],
              },
              {
                guard: { type: 'hasStatus', params: ({ event }) => ({ progress: event.output, status: 'failed' }) },
                target: '#sessionPolling.failed',
                actions: { type: 'setProgress', params: ({ event }) => ({ progress: event.output }) },
              },
              {
                guard: { type: 'hasStatus', params: ({ event }) => ({ progress: event.output, status: 'cancelled' }) },
                target: '#sessionPolling.cancelled',
                actions: { type: 'setProgress', params: ({ event }) => ({ progress: event.output }) },
              },
              {
                target: 'waiting',
                actions: { type: 'setProgress', params: ({ event }) => ({ progress: event.output }) },
              },
            ],
            onError: {
              target: 'waiting',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
          on: { 'session.poll': 'fetching' },
        },
      },
    },
    cancelling: {
      tags: ['live', 'busy'],
      entry: 'clearCancelError',
      invoke: {
        id: 'cancelSession',
        src: 'cancelSession',
        input: ({ context }) => context.ids,
        onDone: { target: 'cancelled', actions: 'markCancelled' },
        onError: {
          target: 'polling.waiting',
          actions: { type: 'setCancelError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type SessionPollingMachine = typeof sessionPollingMachine;
export type SessionPollingSnapshot = SnapshotFrom<SessionPollingMachine>;
export type SessionPollingActorRef = ActorRefFrom<SessionPollingMachine>;

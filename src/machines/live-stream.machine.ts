// The tab's live stream (issue 31, part 5; docs/architecture.md, "Live events").
// States:
//   online.opening    the connection is asked for; live.opened → open
//   online.open       events arrive (tag live); each frame's id is the cursor a reconnect sends
//   reconnecting      after a connection ended: a short wait, then online again
//   polling           after MAX_FAILURES ends in a row with no open between (tag polling): pages
//                     refetch every 30 s, the top bar says so; live.reconnect or a minute → online
// live.reconnect (the Reconnect button) tries at once from reconnecting or polling.
import { assign, fromCallback, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { readLiveConnection, type LiveFrame } from '../api/live-stream';

/** Ends in a row, with no open between, before the tab falls back to polling. */
export const MAX_FAILURES = 3;
export const RECONNECT_DELAY_MS = 2_000;
export const RETRY_LIVE_MS = 60_000;

export interface LiveStreamContext {
  /** The last event id received: sent as Last-Event-ID, so a reconnect replays what it missed. */
  lastEventId: string | null;
  /** Connections that ended since the last one opened. */
  failures: number;
}

export type LiveStreamEvent =
  | { type: 'live.opened' }
  | { type: 'live.frame'; frame: LiveFrame }
  | { type: 'live.ended' }
  | { type: 'live.reconnect' };

export type LiveStreamTag = 'live' | 'polling';

/** Opens one connection from the cursor and reports it; stopping the actor closes it. */
export const connectActor = fromCallback<EventObject, { lastEventId: string | null }>(({ input, sendBack }) => {
  const controller = new AbortController();
  void readLiveConnection(
    input.lastEventId,
    {
      opened: () => sendBack({ type: 'live.opened' }),
      frame: (frame) => sendBack({ type: 'live.frame', frame }),
    },
    controller.signal,
  ).then(() => {
    if (!controller.signal.aborted) sendBack({ type: 'live.ended' });
  });
  return () => controller.abort();
});

export const liveStreamMachine = setup({
  types: {
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
    tags: {} as LiveStreamTag,
  },
  delays: { reconnectDelay: RECONNECT_DELAY_MS, retryLive: RETRY_LIVE_MS },
  actors: { connect: connectActor },
  guards: {
    tooManyFailures: ({ context }) => context.failures + 1 >= MAX_FAILURES,
    hasId: (_, params: { frame: LiveFrame }) => params.frame.id !== null,
  },
  actions: {
    setCursor: assign((_, params: { frame: LiveFrame }) => ({ lastEventId: params.frame.id })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0 }),
    // Supplied by the app: refetch what the frame says changed; a no-op until then.
    onFrame: (_, _params: { frame: LiveFrame }) => {},
  },
}).createMachine({
  id: 'liveStream',
  context: { lastEventId: null, failures: 0 },
  initial: 'online',
  states: {
    online: {
      invoke: { id: 'connect', src: 'connect', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      initial: 'opening',
      states: {
        opening: { on: { 'live.opened': { target: 'open', actions: 'resetFailures' } } },
        open: {
          tags: 'live',
          on: {
            'live.frame': [
              {
                guard: { type: 'hasId', params: ({ event }) => ({ frame: event.frame }) },
                actions: [
                  { type: 'setCursor', params: ({ event }) => ({ frame: event.frame }) },
                  { type: 'onFrame', params: ({ event }) => ({ frame: event.frame }) },
                ],
              },
              { actions: { type: 'onFrame', params: ({ event }) => ({ frame: event.frame }) } },
            ],
          },
        },
      },
      on: {
        'live.ended': [
          { guard: 'tooManyFailures', target: 'polling', actions: 'countFailure' },
          { target: 'reconnecting', actions: 'countFailure' },
        ],
      },
    },
    reconnecting: {
      after: { reconnectDelay: 'online' },
      on: { 'live.reconnect': 'online' },
    },
    polling: {
      tags: 'polling',
      after: { retryLive: 'online' },
      on: { 'live.reconnect': { target: 'online', actions: 'resetFailures' } },
    },
  },
});

export type LiveStreamMachine = typeof liveStreamMachine;
export type LiveStreamSnapshot = SnapshotFrom<LiveStreamMachine>;
export type LiveStreamActorRef = ActorRefFrom<LiveStreamMachine>;

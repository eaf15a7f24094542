// The live stream model's oracle, written from what the tab shows (live, or the "Live updates
// paused" line while it polls) and what it asks the server (a connection from its last event id),
// not from the chart.
import type { AnyStateMachine } from 'xstate';
import type { LiveFrame } from '../api/live-stream';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';
import {
  liveStreamMachine,
  MAX_FAILURES,
  RECONNECT_DELAY_MS,
  RETRY_LIVE_MS,
  type LiveStreamSnapshot,
} from './live-stream.machine';

export interface LiveSeen {
  mode: 'connecting' | 'live' | 'reconnecting' | 'polling';
  lastEventId: string | null;
  failures: number;
  /** Frames handed to the app (which refetches what they name). */
  frames: number;
  calls: ActorCall[];
  running: string[];
  timers: number[];
}

const connect = (seen: LiveSeen): LiveSeen => ({
  ...seen,
  mode: 'connecting',
  calls: [...seen.calls, { actor: 'connect', input: { lastEventId: seen.lastEventId } }],
  running: ['connect'],
  timers: [],
});

function ended(seen: LiveSeen): LiveSeen {
  const failures = seen.failures + 1;
  const polling = failures >= MAX_FAILURES;
  return {
    ...seen,
    failures,
    mode: polling ? 'polling' : 'reconnecting',
    running: [],
    timers: [polling ? RETRY_LIVE_MS : RECONNECT_DELAY_MS],
  };
}

/** After this event, the tab shows and asks: */
function next(seen: LiveSeen, event: PlanEvent): LiveSeen {
  const connected = seen.mode === 'connecting' || seen.mode === 'live';
  if (event.type.startsWith('xstate.after.')) return connected ? seen : connect(seen);
  switch (event.type) {
    case 'live.opened':
      return seen.mode === 'connecting' ? { ...seen, mode: 'live', failures: 0 } : seen;
    case 'live.frame': {
      if (seen.mode !== 'live') return seen;
      const frame = event.frame as LiveFrame;
      return { ...seen, frames: seen.frames + 1, lastEventId: frame.id ?? seen.lastEventId };
    }
    case 'live.ended':
      return connected ? ended(seen) : seen;
    case 'live.reconnect':
      if (seen.mode === 'polling') return connect({ ...seen, failures: 0 });
      return seen.mode === 'reconnecting' ? connect(seen) : seen;
    default:
      throw new Error(`the live stream oracle has no rule for ${event.type}`);
  }
}

const start = (): LiveSeen =>
  connect({ mode: 'connecting', lastEventId: null, failures: 0, frames: 0, calls: [], running: [], timers: [] });

let frames = 0;

function observe({ snapshot, calls, running, timers }: World): LiveSeen {
  const s = snapshot as LiveStreamSnapshot;
  const mode = s.matches({ online: 'opening' })
    ? 'connecting'
    : s.hasTag('live')
      ? 'live'
      : s.hasTag('polling')
        ? 'polling'
        : 'reconnecting';
  return { mode, lastEventId: s.context.lastEventId, failures: s.context.failures, frames, calls, running, timers };
}

export const modelHarness: MachineHarness<LiveSeen, LiveSeen> = {
  machine: liveStreamMachine,
  arrange: () => void (frames = 0),
  // The app's callback, counted: each frame it is handed refetches what the frame names.
  implement: (machine: AnyStateMachine) => machine.provide({ actions: { onFrame: () => void (frames += 1) } }),
  oracle: { start, next, expected: (seen) => seen, observe },
};

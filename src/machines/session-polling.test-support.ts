// The session polling model's oracle, written from what the session page shows (the status, the
// progress, the errors, the live badge) and what it asks the server, not from the chart.
import type { AnyStateMachine } from 'xstate';
import type { SessionProgress, SessionStatus } from '../api/types';
import { SESSION_POLL_INTERVAL_MS } from '../domain/session-status';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';
import { IDS, variants } from './session-polling.events';
import { sessionPollingMachine, type SessionPollingSnapshot } from './session-polling.machine';

export interface SessionSeen {
  /** The status the page shows (undefined: the one it loaded with). */
  status: SessionStatus | null;
  over: boolean;
  live: boolean;
  cancelling: boolean;
  progress: { status: SessionStatus; percent: number } | null;
  error: string | null;
  cancelError: string | null;
  calls: ActorCall[];
  running: string[];
  /** How often the page was told to refetch the ideas of a completed session. */
  refetches: number;
  /** The next poll is due in (ms), while one is. */
  timers: number[];
}

const TERMINAL: SessionStatus[] = ['completed', 'failed', 'cancelled'];
const message = (error: unknown) => (error as Error).message;
const seenProgress = (p: SessionProgress | null) => p && { status: p.status, percent: p.percent };
const fetchNow = (seen: SessionSeen): SessionSeen => ({
  ...seen,
  timers: [],
  calls: [...seen.calls, { actor: 'fetchProgress', input: IDS }],
  running: ['fetchProgress'],
});
/** Waiting for the next tick: nothing in flight, a poll due in 5 s. */
const waiting = (seen: SessionSeen): SessionSeen => ({
  ...seen,
  cancelling: false,
  running: [],
  timers: [SESSION_POLL_INTERVAL_MS],
});

function afterAnswer(seen: SessionSeen, answer: SessionProgress): SessionSeen {
  const shown = { ...waiting(seen), progress: seenProgress(answer), status: answer.status, error: null };
  if (!TERMINAL.includes(answer.status)) return shown;
  return {
    ...shown,
    timers: [],
    over: true,
    live: false,
    refetches: seen.refetches + (answer.status === 'completed' ? 1 : 0),
  };
}

/** After this event, the session page shows: */
function next(seen: SessionSeen, event: PlanEvent): SessionSeen {
  if (seen.over) return seen;
  const fetching = seen.running.includes('fetchProgress');
  if (event.type.startsWith('xstate.after.')) return fetchNow(seen); // the poll timer, the only one
  switch (event.type) {
    case 'session.poll':
      return fetching || seen.cancelling ? seen : fetchNow(seen);
    case 'session.cancel':
      if (seen.cancelling) return seen;
      return {
        ...seen,
        cancelling: true,
        cancelError: null,
        calls: [...seen.calls, { actor: 'cancelSession', input: IDS }],
        running: ['cancelSession'],
        timers: [],
      };
    case 'xstate.done.actor.fetchProgress':
      return afterAnswer(seen, event.output as SessionProgress);
    case 'xstate.error.actor.fetchProgress':
      return { ...waiting(seen), error: message(event.error) };
    case 'xstate.done.actor.cancelSession': {
      const cancelled = seen.progress && { ...seen.progress, status: 'cancelled' as const };
      return { ...waiting(seen), timers: [], over: true, live: false, status: 'cancelled', progress: cancelled };
    }
    case 'xstate.error.actor.cancelSession':
      return { ...waiting(seen), cancelError: message(event.error) };
    default:
      throw new Error(`the session polling oracle has no rule for ${event.type}`);
  }
}

function start(given: string | undefined): SessionSeen {
  const known = (variants.find((v) => v.name === given)?.input as { status?: SessionStatus }).status;
  const blank = { progress: null, error: null, cancelError: null, calls: [], running: [], refetches: 0, timers: [] };
  if (known) return { ...blank, status: known, over: true, live: false, cancelling: false };
  return fetchNow({ ...blank, status: null, over: false, live: true, cancelling: false });
}

let refetches = 0;

function observe({ snapshot, calls, running, timers }: World): SessionSeen {
  const s = snapshot as SessionPollingSnapshot;
  const over = s.status === 'done';
  return {
    status: over ? (s.value as SessionStatus) : (s.context.progress?.status ?? null),
    over,
    live: s.hasTag('live'),
    cancelling: s.matches('cancelling'),
    progress: seenProgress(s.context.progress),
    error: s.context.error,
    cancelError: s.context.cancelError,
    calls,
    running,
    refetches,
    timers,
  };
}

export const modelHarness: MachineHarness<SessionSeen, SessionSeen> = {
  machine: sessionPollingMachine,
  arrange: () => void (refetches = 0),
  // The page's callback, counted: it refetches the ideas when a poll finds the session completed.
  implement: (machine: AnyStateMachine) => machine.provide({ actions: { onCompleted: () => void (refetches += 1) } }),
  oracle: { start, next, expected: (seen) => seen, observe },
};

// Every event the session polling model takes: the page's, each call settling, and the poll timer.
import { toApiError } from '../api/errors';
import type { Session, SessionProgress, SessionStatus } from '../api/types';
import type { PlanVariant, ModelEvent } from './model/types';
import { timerEventsOf } from './model/transitions';
import { sessionPollingMachine, type SessionPollingEvent } from './session-polling.machine';

export const IDS = { workspaceId: 'w1', goalId: 'g1', sessionId: 's1' };
export const progress = (status: SessionStatus, percent = 40): SessionProgress => ({
  sessionId: IDS.sessionId,
  status,
  phase: 'ranking',
  round: 2,
  percent,
  counts: { ideas: 8, reviews: 16, matches: 12 },
  activity: 'Judging matches',
});
export const FAILURE = toApiError(502, { detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } });
const CANCELLED = { id: IDS.sessionId, status: 'cancelled' } as Session;

export const events: readonly ModelEvent<SessionPollingEvent>[] = [
  { type: 'session.poll' },
  { type: 'session.cancel' },
  ...(['running', 'completed', 'failed', 'cancelled'] as const).map((status) => ({
    type: 'xstate.done.actor.fetchProgress' as const,
    output: progress(status, status === 'completed' ? 100 : 40),
  })),
  { type: 'xstate.error.actor.fetchProgress', error: FAILURE },
  { type: 'xstate.done.actor.cancelSession', output: CANCELLED },
  { type: 'xstate.error.actor.cancelSession', error: FAILURE },
  ...timerEventsOf(sessionPollingMachine),
];

export const LIVE = 'a running session';
// The page passes the status it knows: a session already over is never polled.
export const variants: readonly PlanVariant[] = [
  { name: LIVE, input: IDS },
  ...(['completed', 'failed', 'cancelled'] as const).map((status) => ({
    name: `a session already ${status}`,
    input: { ...IDS, status },
  })),
];

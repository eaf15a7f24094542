// Every event the coding agent card's model takes: its buttons, each call settling, the poll timer.
import { toApiError } from '../api/errors';
import type { VibeSession, VibeSessionStatus, VibeStatus } from '../api/queries/vibe';
import { timerEventsOf } from './model/transitions';
import type { ModelEvent, PlanVariant } from './model/types';
import { vibeSessionMachine, type VibeSessionEvent } from './vibe-session.machine';

export const IDEA_ID = '00000000-0000-4000-8000-000000001002';
const SESSION_ID = '0e000000-0000-4000-8000-000000000001';

/** A session as the contract returns it, in a given status. */
export const vibeSession = (status: VibeSessionStatus): VibeSession => ({
  id: SESSION_ID,
  ideaId: IDEA_ID,
  ideaTitle: 'Drought-primed root microbes',
  sessionName: 'vibe/drought-primed-root-microbes-0e00',
  status,
  engine: { kind: 'offline', label: 'Offline engine' },
  language: 'python',
  customInstructions: null,
  baseBranch: 'main',
  featureBranch: 'vibe/drought-primed-root-microbes-0e00',
  activities: [],
  checks: [],
  files: [],
  pullRequest: null,
  remote: { configured: false, pushed: false, url: null, error: null },
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

/** The status answer around a session, as GET /v1/ideas/{id}/vibe/status gives it. */
export const vibeStatus = (status: VibeSessionStatus): VibeStatus => ({
  ideaId: IDEA_ID,
  julesSession: {
    sessionId: SESSION_ID,
    sessionName: 'vibe/drought-primed-root-microbes-0e00',
    title: 'Drought-primed root microbes',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  activitiesCount: 0,
  prFiles: [],
  session: vibeSession(status),
});

export const FAILURE = toApiError(502, { detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } });
const STATUSES: VibeSessionStatus[] = ['queued', 'coding', 'completed', 'failed', 'cancelled'];

export const events: readonly ModelEvent<VibeSessionEvent>[] = [
  { type: 'vibe.trigger', instructions: 'Use R' },
  { type: 'vibe.cancel' },
  { type: 'vibe.poll' },
  // null: the idea has no session
  { type: 'xstate.done.actor.fetchStatus', output: null },
  ...STATUSES.map((status) => ({ type: 'xstate.done.actor.fetchStatus' as const, output: vibeStatus(status) })),
  { type: 'xstate.error.actor.fetchStatus', error: FAILURE },
  { type: 'xstate.done.actor.trigger', output: vibeStatus('queued') },
  { type: 'xstate.error.actor.trigger', error: FAILURE },
  { type: 'xstate.done.actor.cancel', output: vibeSession('cancelled') },
  { type: 'xstate.error.actor.cancel', error: FAILURE },
  ...timerEventsOf(vibeSessionMachine),
];

export const variants: readonly PlanVariant[] = [{ name: 'an idea page opened', input: { ideaId: IDEA_ID } }];

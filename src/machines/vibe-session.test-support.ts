// The coding agent card's oracle, written from what the card shows and asks the server (its flags
// and errors, the calls made, the next poll), not from the chart.
import type { VibeSession, VibeStatus } from '../api/queries/vibe';
import { VIBE_POLL_INTERVAL_MS } from '../domain/vibe-status';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';
import { IDEA_ID } from './vibe-session.events';
import { vibeSessionMachine, type VibeSessionSnapshot } from './vibe-session.machine';

export interface VibeSeen {
  status: string | null;
  loading: boolean;
  noSession: boolean;
  live: boolean;
  canTrigger: boolean;
  triggering: boolean;
  cancelling: boolean;
  pollError: string | null;
  triggerError: string | null;
  cancelError: string | null;
  calls: ActorCall[];
  running: string[];
  timers: number[];
}

type Mode = 'polling' | 'idle' | 'triggering' | 'cancelling' | 'ended';
interface VibeModel {
  mode: Mode;
  vibe: VibeStatus | null;
  seen: Pick<VibeSeen, 'pollError' | 'triggerError' | 'cancelError' | 'calls' | 'running' | 'timers'>;
}

const ENDED = ['completed', 'failed', 'cancelled'];
const message = (error: unknown) => (error as Error).message;

function call(
  m: VibeModel,
  mode: Mode,
  actor: string,
  input: unknown,
  change: Partial<VibeModel['seen']> = {},
): VibeModel {
  const seen = { ...m.seen, ...change, calls: [...m.seen.calls, { actor, input }], running: [actor], timers: [] };
  return { ...m, mode, seen };
}
// Until a session is known the card asks whether one exists; after that it reads that one.
const fetchNow = (m: VibeModel, change: Partial<VibeModel['seen']> = {}) =>
  call(m, 'polling', 'fetchStatus', { ideaId: IDEA_ID, known: m.vibe !== null }, change);
const waitForTick = (m: VibeModel, change: Partial<VibeModel['seen']> = {}): VibeModel => ({
  ...m,
  mode: 'polling',
  seen: { ...m.seen, ...change, running: [], timers: [VIBE_POLL_INTERVAL_MS] },
});

/** An answer (or none) decides: no session, a session that ended, or one to keep polling. */
function settle(m: VibeModel, vibe: VibeStatus | null, change: Partial<VibeModel['seen']> = {}): VibeModel {
  const rest = { ...m, vibe, seen: { ...m.seen, ...change, running: [], timers: [] } };
  if (vibe === null) return { ...rest, mode: 'idle' };
  if (ENDED.includes(vibe.session.status)) return { ...rest, mode: 'ended' };
  return waitForTick(rest);
}

/** After this event, the card shows: */
function next(m: VibeModel, event: PlanEvent): VibeModel {
  const polling = m.mode === 'polling';
  const fetching = polling && m.seen.running.includes('fetchStatus');
  if (event.type.startsWith('xstate.after.')) return fetchNow(m); // the poll timer, the only one
  switch (event.type) {
    case 'vibe.poll':
      return polling && !fetching ? fetchNow(m) : m;
    case 'vibe.cancel':
      if (!polling || m.vibe === null) return m;
      return call(m, 'cancelling', 'cancel', { sessionId: m.vibe.session.id }, { cancelError: null });
    case 'vibe.trigger':
      if (m.mode !== 'idle' && m.mode !== 'ended') return m;
      return call(
        m,
        'triggering',
        'trigger',
        { ideaId: IDEA_ID, instructions: event.instructions },
        { triggerError: null },
      );
    case 'xstate.done.actor.fetchStatus':
    case 'xstate.done.actor.trigger':
      return settle(m, event.output as VibeStatus | null, { pollError: null });
    case 'xstate.error.actor.fetchStatus':
      return waitForTick(m, { pollError: message(event.error) });
    case 'xstate.error.actor.trigger':
      return settle(m, m.vibe, { triggerError: message(event.error) });
    case 'xstate.done.actor.cancel': {
      const session = event.output as VibeSession;
      const vibe = m.vibe && { ...m.vibe, session, julesSession: { ...m.vibe.julesSession, status: session.status } };
      return settle(m, vibe);
    }
    case 'xstate.error.actor.cancel':
      return fetchNow(m, { cancelError: message(event.error) });
    default:
      throw new Error(`the vibe session oracle has no rule for ${event.type}`);
  }
}

function expected({ mode, vibe, seen }: VibeModel): VibeSeen {
  return {
    ...seen,
    status: vibe?.session.status ?? null,
    loading: mode === 'polling' && vibe === null && seen.pollError === null,
    noSession: mode === 'idle' || (mode === 'triggering' && vibe === null),
    live: mode === 'polling' || mode === 'cancelling',
    canTrigger: mode === 'idle' || mode === 'ended' || mode === 'triggering',
    triggering: mode === 'triggering',
    cancelling: mode === 'cancelling',
  };
}

function observe({ snapshot, calls, running, timers }: World): VibeSeen {
  const s = snapshot as VibeSessionSnapshot;
  const { vibe, error, triggerError, cancelError } = s.context;
  return {
    status: vibe?.session.status ?? null,
    loading: s.matches('polling') && vibe === null && !error,
    noSession: s.matches('idle') || (s.matches('triggering') && vibe === null),
    live: s.hasTag('live'),
    canTrigger: s.can({ type: 'vibe.trigger' }) || s.matches('triggering'),
    triggering: s.matches('triggering'),
    cancelling: s.matches('cancelling'),
    pollError: error,
    triggerError,
    cancelError,
    calls,
    running,
    timers,
  };
}

const start = (): VibeModel =>
  fetchNow({
    mode: 'polling',
    vibe: null,
    seen: { pollError: null, triggerError: null, cancelError: null, calls: [], running: [], timers: [] },
  });

export const modelHarness: MachineHarness<VibeModel, VibeSeen> = {
  machine: vibeSessionMachine,
  oracle: { start, next, expected, observe },
};

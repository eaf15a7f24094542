// The idea-status oracle, written from the lifecycle table (src/domain/idea-lifecycle.ts) and what
// the idea page shows (the badge, the buttons, the refusal) and asks the server, not from the chart.
import type { ConversionResult, IdeaStatus } from '../api/types';
import { IDEA_TRANSITIONS, isActionable, moveOf } from '../domain/idea-lifecycle';
import { DEFAULT_ERROR_MESSAGE } from '../domain/messages';
import { IDEA_ID } from './idea-status.events';
import { ideaStatusMachine, type IdeaStatusSnapshot } from './idea-status.machine';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';

export interface IdeaSeen {
  status: IdeaStatus;
  busy: boolean;
  actionable: boolean;
  /** The move buttons on offer. */
  buttons: string[];
  /** The refusal shown (hidden while a call runs). */
  error: string | null;
  calls: ActorCall[];
  running: string[];
}

interface IdeaModel {
  status: IdeaStatus;
  error: string | null;
  calls: ActorCall[];
  running: string[];
}

const ASK: Record<string, IdeaStatus> = {
  'idea.review': 'reviewed',
  'idea.select': 'selected',
  'idea.unselect': 'reviewed',
  'idea.archive': 'archived',
};
const MOVES = ['idea.review', 'idea.select', 'idea.unselect', 'idea.archive', 'idea.convert', 'idea.unarchive'];
/** The moves on offer from a status, as `idea.<move>`; unarchive also says where it may go. */
const allowed = (from: IdeaStatus) => IDEA_TRANSITIONS[from].map((to) => `idea.${moveOf(from, to)}`);
/** What a move asks the server for, or null when the status does not allow it. */
function asked(from: IdeaStatus, event: PlanEvent): IdeaStatus | null {
  if (!allowed(from).includes(event.type)) return null;
  if (event.type !== 'idea.unarchive') return ASK[event.type];
  const to = (event as unknown as { to: IdeaStatus }).to;
  return IDEA_TRANSITIONS.archived.includes(to) ? to : null;
}

const settled = (m: IdeaModel, change: Partial<IdeaModel>): IdeaModel => ({ ...m, ...change, running: [] });

/** After this event, the idea page shows: */
function next(m: IdeaModel, event: PlanEvent): IdeaModel {
  const busy = m.running.length > 0;
  switch (event.type) {
    case 'idea.dismissError':
      return { ...m, error: null };
    case 'idea.refresh':
      return busy ? m : { ...m, status: event.status as IdeaStatus };
    case 'idea.review':
    case 'idea.select':
    case 'idea.unselect':
    case 'idea.archive':
    case 'idea.unarchive': {
      const to = asked(m.status, event);
      if (busy || !to) return m;
      return {
        ...m,
        error: null,
        calls: [...m.calls, { actor: 'changeStatus', input: { ideaId: IDEA_ID, to } }],
        running: ['changeStatus'],
      };
    }
    case 'idea.convert':
      if (busy || !allowed(m.status).includes(event.type)) return m;
      return {
        ...m,
        calls: [...m.calls, { actor: 'convertIdea', input: { ideaId: IDEA_ID } }],
        running: ['convertIdea'],
      };
    case 'xstate.done.actor.changeStatus':
      return settled(m, { status: event.output as IdeaStatus });
    case 'xstate.done.actor.convertIdea': {
      const result = event.output as ConversionResult;
      return settled(m, result.success ? { status: 'converted' } : { error: result.error ?? DEFAULT_ERROR_MESSAGE });
    }
    case 'xstate.error.actor.changeStatus':
    case 'xstate.error.actor.convertIdea':
      return settled(m, { error: (event.error as Error).message });
    default:
      throw new Error(`the idea status oracle has no rule for ${event.type}`);
  }
}

function expected(m: IdeaModel): IdeaSeen {
  const busy = m.running.length > 0;
  return {
    status: m.status,
    busy,
    actionable: !busy && isActionable(m.status),
    buttons: busy ? [] : MOVES.filter((move) => allowed(m.status).includes(move)),
    error: busy ? null : m.error,
    calls: m.calls,
    running: m.running,
  };
}

function observe({ snapshot, calls, running }: World): IdeaSeen {
  const s = snapshot as IdeaStatusSnapshot;
  const busy = s.hasTag('busy');
  return {
    status: s.context.status,
    busy,
    actionable: s.hasTag('actionable'),
    buttons: MOVES.filter((type) => s.can({ type, to: 'generated' } as never)),
    error: busy ? null : s.context.error,
    calls,
    running,
  };
}

export const modelHarness: MachineHarness<IdeaModel, IdeaSeen> = {
  machine: ideaStatusMachine,
  oracle: { start: () => ({ status: 'generated', error: null, calls: [], running: [] }), next, expected, observe },
};

import { createActor, fromPromise, waitFor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { toApiError } from '../api/errors';
import type { ConversionResult, IdeaStatus } from '../api/types';
import { IDEA_TRANSITIONS, isActionable } from '../domain/idea-lifecycle';
import {
  ideaStatusAllows,
  ideaStatusMachine,
  type IdeaStatusEvent,
  type IdeaStatusSnapshot,
} from './idea-status.machine';

// Model-based tests of the idea-status machine: every state is reached and every transition is
// taken, from every status an idea can start in. The expected moves are derived from the
// lifecycle table, not from the chart, and each replayed step checks the calls the page would
// make to the server.

const ID = '0b0e0f00-0000-4000-8000-000000000001';
const STATUSES = Object.keys(IDEA_TRANSITIONS) as IdeaStatus[];
const REFUSED = toApiError(409, { detail: { error: { message: 'An idea cannot move', type: 'conflict' } } });
const converted: ConversionResult = { ideaId: ID, success: true, experimentId: 'e', workflowId: 'w' };
const refusedConversion: ConversionResult = {
  ideaId: ID,
  success: false,
  error: 'Only selected ideas can be converted',
};

/** What each request asks the server for, written apart from the chart. */
const ASKS: Record<string, IdeaStatus> = {
  'idea.review': 'reviewed',
  'idea.select': 'selected',
  'idea.archive': 'archived',
};

const where = (s: IdeaStatusSnapshot) =>
  typeof s.value === 'string' ? s.value : `status.${(s.value as { status: string }).status}`;

/** The events that matter in each state: the user's, and the server's answers to a call in flight. */
function eventsFor(s: IdeaStatusSnapshot): IdeaStatusEvent[] {
  const user: IdeaStatusEvent[] = [
    { type: 'idea.review' },
    { type: 'idea.select' },
    { type: 'idea.archive' },
    { type: 'idea.convert' },
  ];
  if (s.matches('changing'))
    return [
      { type: 'xstate.done.actor.changeStatus', output: s.context.target },
      { type: 'xstate.error.actor.changeStatus', error: REFUSED },
    ] as never;
  if (s.matches('converting'))
    return [
      { type: 'xstate.done.actor.convertIdea', output: converted },
      { type: 'xstate.done.actor.convertIdea', output: refusedConversion },
      { type: 'xstate.error.actor.convertIdea', error: REFUSED },
    ] as never;
  return [...user, { type: 'idea.refresh', status: 'archived' }, { type: 'idea.refresh', status: 'selected' }];
}

const serializeState = (s: IdeaStatusSnapshot) =>
  JSON.stringify([where(s), s.context.status, s.context.target, !!s.context.error]);
const explored = STATUSES.flatMap((status) =>
  getSimplePaths(ideaStatusMachine, { events: eventsFor, input: { ideaId: ID, status }, serializeState }).map(
    (path) => ({ status, path }),
  ),
);

/** Every move the table allows, as the chart should make it: the request, then its answers. */
function expectedTransitions(): string[] {
  // The server's value may arrive in any status (a simple path never repeats a vertex, so a
  // refresh to the status already shown is not a step of one).
  const edges = (['archived', 'selected'] as const).flatMap((to) =>
    STATUSES.filter((s) => s !== to).map((s) => `status.${s} -idea.refresh-> status.${to}`),
  );
  for (const from of STATUSES) {
    for (const to of IDEA_TRANSITIONS[from]) {
      if (to === 'converted') {
        edges.push(`status.${from} -idea.convert-> converting`);
        edges.push(`converting -done:success-> status.converted`, `converting -done:refused-> status.${from}`);
        edges.push(`converting -error-> status.${from}`);
      } else {
        const event = Object.keys(ASKS).find((type) => ASKS[type] === to);
        edges.push(
          `status.${from} -${event}-> changing`,
          `changing -done-> status.${to}`,
          `changing -error-> status.${from}`,
        );
      }
    }
  }
  return [...new Set(edges)].sort();
}

function label(event: { type: string; output?: ConversionResult | IdeaStatus }): string {
  if (event.type === 'xstate.done.actor.convertIdea')
    return (event.output as ConversionResult).success ? 'done:success' : 'done:refused';
  if (event.type.startsWith('xstate.done')) return 'done';
  if (event.type.startsWith('xstate.error')) return 'error';
  return event.type;
}

describe('idea status machine model', () => {
  it('takes every transition the lifecycle table allows, and no other', () => {
    const taken = new Set<string>();
    for (const { path } of explored) {
      for (let i = 1; i < path.steps.length; i++) {
        const [before, step] = [path.steps[i - 1].state, path.steps[i]];
        if (where(before) === where(step.state) && step.event.type !== 'idea.refresh') continue;
        taken.add(`${where(before)} -${label(step.event as never)}-> ${where(step.state)}`);
      }
    }
    expect([...taken].sort()).toEqual(expectedTransitions());
  });

  it('reaches every status as the start and after the moves, tagged actionable only when the table says so', () => {
    const reached = new Set(explored.map(({ path }) => where(path.state)));
    expect([...reached].sort()).toEqual([...STATUSES.map((s) => `status.${s}`), 'changing', 'converting'].sort());
    for (const { path } of explored) {
      if (!path.state.matches('status')) continue;
      expect(path.state.hasTag('actionable')).toBe(isActionable(path.state.context.status));
    }
  });

  it.each(
    explored.map(({ status, path }) => [
      `${status}: ${
        path.steps
          .slice(1)
          .map((s) => label(s.event as never))
          .join(' > ') || 'start'
      }`,
      status,
      path,
    ]),
  )('replays %s against the calls it makes', async (_name, status, path) => {
    const calls: string[] = [];
    const pending: { resolve?: (v: unknown) => void; reject?: (e: unknown) => void } = {};
    const stub = (name: string) =>
      fromPromise<never, { to?: IdeaStatus }>(({ input }) => {
        calls.push(`${name}${input.to ? `(${input.to})` : ''}`);
        return new Promise((resolve, reject) => Object.assign(pending, { resolve, reject }));
      });
    const machine = ideaStatusMachine.provide({
      // Stubs stand in for both actors; their answers come from the replayed path.
      actors: { changeStatus: stub('change'), convertIdea: stub('convert') } as never,
    });
    const actor = createActor(machine, { input: { ideaId: ID, status } }).start();
    const expectedCalls: string[] = [];
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      if (event.type.startsWith('xstate.done')) pending.resolve!(event.output);
      else if (event.type.startsWith('xstate.error')) pending.reject!(event.error);
      else actor.send(step.event);
      if (event.type === 'idea.convert') expectedCalls.push('convert');
      else if (ASKS[event.type] && step.state.matches('changing')) expectedCalls.push(`change(${ASKS[event.type]})`);
      const snapshot = await waitFor(actor, (s) => where(s) === where(step.state));
      expect(snapshot.context.status).toBe(step.state.context.status);
      expect(!!snapshot.context.error).toBe(!!step.state.context.error);
    }
    expect(calls).toEqual(expectedCalls);
    actor.stop();
  });
});

describe('idea status machine', () => {
  it('offers only the moves of the table: a generated idea cannot be selected or converted', () => {
    const actor = createActor(ideaStatusMachine, { input: { ideaId: ID, status: 'generated' } }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'idea.review' })).toBe(true);
    expect(snapshot.can({ type: 'idea.archive' })).toBe(true);
    expect(snapshot.can({ type: 'idea.select' })).toBe(false);
    expect(snapshot.can({ type: 'idea.convert' })).toBe(false);
  });

  it('keeps a selected idea selected and says why when the conversion is refused, until dismissed', async () => {
    const machine = ideaStatusMachine.provide({
      actors: { convertIdea: fromPromise(async () => refusedConversion) },
    });
    const actor = createActor(machine, { input: { ideaId: ID, status: 'selected' } }).start();
    actor.send({ type: 'idea.convert' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const settled = await waitFor(actor, (s) => where(s) === 'status.selected');
    expect(settled.context.error).toBe('Only selected ideas can be converted');
    actor.send({ type: 'idea.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the server refusal of a status change and stays where it was', async () => {
    const machine = ideaStatusMachine.provide({
      actors: { changeStatus: fromPromise(async () => Promise.reject(REFUSED)) },
    });
    const actor = createActor(machine, { input: { ideaId: ID, status: 'reviewed' } }).start();
    actor.send({ type: 'idea.select' });
    const settled = await waitFor(actor, (s) => where(s) === 'status.reviewed' && !!s.context.error);
    expect(settled.context.error).toBe('An idea cannot move');
  });
});

describe('ideaStatusAllows', () => {
  it('answers from the chart what the lifecycle table allows, for every status and move', () => {
    const moves = {
      'idea.review': 'reviewed',
      'idea.select': 'selected',
      'idea.convert': 'converted',
      'idea.archive': 'archived',
    } as const;
    for (const status of STATUSES) {
      for (const [move, to] of Object.entries(moves)) {
        expect(ideaStatusAllows(status, move as keyof typeof moves), `${status} ${move}`).toBe(
          IDEA_TRANSITIONS[status].includes(to),
        );
      }
    }
  });
});

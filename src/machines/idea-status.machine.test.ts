import { createActor, fromPromise, waitFor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { ConversionResult, IdeaStatus } from '../api/types';
import { IDEA_TRANSITIONS, isActionable, moveOf } from '../domain/idea-lifecycle';
import {
  ideaStatusAllows,
  ideaStatusMachine,
  type IdeaStatusEvent,
  type IdeaStatusSnapshot,
} from './idea-status.machine';
import * as ideaModel from './idea-status.events';
import {
  CONVERTED as converted,
  CONVERSION_REFUSED as refusedConversion,
  IDEA_ID as ID,
  REFUSED,
} from './idea-status.events';
import { modelHarness } from './idea-status.test-support';
import { describeModel } from './model/describe-model.test-support';

// The idea-status machine against the lifecycle table: every simple path from every status an idea
// can start in takes exactly the moves the table allows (computed from the table, not the chart).
// The model-based suite (describeModel) replays the generated plan against the idea page's oracle.

const STATUSES = Object.keys(IDEA_TRANSITIONS) as IdeaStatus[];

const where = (s: IdeaStatusSnapshot) =>
  typeof s.value === 'string' ? s.value : `status.${(s.value as { status: string }).status}`;

/** The events that matter in each state: the user's, and the server's answers to a call in flight. */
function eventsFor(s: IdeaStatusSnapshot): IdeaStatusEvent[] {
  const user: IdeaStatusEvent[] = [
    { type: 'idea.review' },
    { type: 'idea.select' },
    { type: 'idea.unselect' },
    { type: 'idea.archive' },
    { type: 'idea.convert' },
    ...STATUSES.map((to) => ({ type: 'idea.unarchive' as const, to })),
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
      if (to === 'converted' && from !== 'archived') {
        edges.push(`status.${from} -idea.convert-> converting`);
        edges.push(`converting -done:success-> status.converted`, `converting -done:refused-> status.${from}`);
        edges.push(`converting -error-> status.${from}`);
      } else {
        const event = `idea.${moveOf(from, to)}`;
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
});

describeModel(ideaStatusMachine, ideaModel, modelHarness);

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

  it('unselects a selected idea back to reviewed, and unarchives only to a status the table allows', () => {
    const selected = createActor(ideaStatusMachine, { input: { ideaId: ID, status: 'selected' } }).start();
    expect(selected.getSnapshot().can({ type: 'idea.unselect' })).toBe(true);
    selected.send({ type: 'idea.unselect' });
    expect(selected.getSnapshot().context.target).toBe('reviewed');
    const archived = createActor(ideaStatusMachine, { input: { ideaId: ID, status: 'archived' } }).getSnapshot();
    expect(archived.can({ type: 'idea.unarchive', to: 'converted' })).toBe(true);
    expect(archived.can({ type: 'idea.unarchive', to: 'archived' })).toBe(false);
    expect(archived.can({ type: 'idea.unselect' })).toBe(false);
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
    const moves = ['review', 'select', 'unselect', 'convert', 'archive'] as const;
    for (const status of STATUSES) {
      for (const move of moves) {
        expect(ideaStatusAllows(status, `idea.${move}`), `${status} ${move}`).toBe(
          IDEA_TRANSITIONS[status].some((to) => moveOf(status, to) === move),
        );
      }
      for (const to of STATUSES)
        expect(ideaStatusAllows(status, { type: 'idea.unarchive', to }), `${status} unarchive to ${to}`).toBe(
          status === 'archived' && IDEA_TRANSITIONS.archived.includes(to),
        );
    }
  });
});

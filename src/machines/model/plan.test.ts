import { assign, fromPromise, setup } from 'xstate';
import { toJson, toMarkdown } from './format';
import { testPlanOf } from './plan';
import { retarget } from './retarget';
import { timerEventsOf, transitionsOf } from './transitions';
import type { PlanEvent } from './types';

// A kettle with each kind of transition: a guarded one, an eventless hop, timers (named and in
// ms), an invoke whose answer is targetless (context only) or moves on, and a context-only event.
const kettle = setup({
  types: { context: {} as { water: number; boils: number } },
  guards: { hasWater: ({ context }) => context.water > 0 },
  delays: { boilTime: 3000 },
  actors: { measure: fromPromise<number>(async () => 1) },
}).createMachine({
  id: 'kettle',
  initial: 'off',
  context: { water: 0, boils: 0 },
  on: { 'kettle.fill': { actions: assign({ water: 1 }) } },
  states: {
    off: { on: { 'kettle.switch': [{ guard: 'hasWater', target: 'heating' }, { target: 'empty' }] } },
    empty: { always: 'off' },
    heating: {
      invoke: {
        id: 'measure',
        src: 'measure',
        onDone: { actions: assign({ boils: ({ context }) => context.boils + 1 }) },
      },
      after: { boilTime: 'boiling' },
    },
    boiling: { after: { 500: 'off' } },
  },
});

const EVENTS: PlanEvent[] = [
  { type: 'kettle.fill' },
  { type: 'kettle.switch' },
  { type: 'xstate.done.actor.measure', output: 80 },
  ...timerEventsOf(kettle),
];

describe('transitionsOf', () => {
  it('reads every transition of the definition, with ids that name source, event, guard and targets', () => {
    expect(transitionsOf(kettle).map((t) => t.id)).toEqual([
      'kettle —kettle.fill→ (none)',
      'kettle.off —kettle.switch[hasWater]→ kettle.heating',
      'kettle.off —kettle.switch→ kettle.empty',
      'kettle.empty —always→ kettle.off',
      'kettle.heating —xstate.done.actor.measure→ (none)',
      'kettle.heating —xstate.after.boilTime.kettle.heating→ kettle.boiling',
      'kettle.boiling —xstate.after.500.kettle.boiling→ kettle.off',
    ]);
    expect(transitionsOf(kettle).find((t) => t.event.startsWith('xstate.after.boilTime'))).toMatchObject({
      delay: 'boilTime',
      source: 'kettle.heating',
      targets: ['kettle.boiling'],
    });
  });

  it('names the timer events as xstate does, from the definition', () => {
    expect(timerEventsOf(kettle)).toEqual([
      { type: 'xstate.after.boilTime.kettle.heating' },
      { type: 'xstate.after.500.kettle.boiling' },
    ]);
  });
});

describe('testPlanOf', () => {
  const plan = testPlanOf(kettle, EVENTS);

  it('takes every transition, the guarded branch after the context that opens it', () => {
    expect(plan.uncovered).toEqual([]);
    const covered = new Set(plan.paths.filter((p) => p.kind === 'transition').flatMap((p) => p.covers));
    expect([...covered].sort()).toEqual(
      transitionsOf(kettle)
        .map((t) => t.id)
        .sort(),
    );
    const guarded = plan.paths.find((p) => p.covers.includes('kettle.off —kettle.switch[hasWater]→ kettle.heating'))!;
    expect(guarded.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'kettle.fill', 'kettle.switch']);
  });

  it('goes the shortest way to every state it can rest in, saying what each step leaves', () => {
    const states = plan.paths.filter((p) => p.kind === 'state');
    expect(states.map((p) => p.title)).toEqual(['To off', 'To heating', 'To boiling']);
    expect(states[2].steps.map((s) => `${s.description} → ${s.expected}`)).toEqual([
      'Start → off',
      'kettle.fill → off',
      'kettle.switch → heating',
      'Wait 3000 ms (boilTime) → boiling',
    ]);
  });

  it('lists what no path can take', () => {
    const partial = testPlanOf(kettle, [{ type: 'kettle.switch' }]);
    expect(partial.uncovered).toContain('kettle.off —kettle.switch[hasWater]→ kettle.heating');
    expect(partial.uncovered).toContain('kettle.boiling —xstate.after.500.kettle.boiling→ kettle.off');
  });

  it('writes Markdown with numbered steps under the two headings, and JSON', () => {
    const markdown = toMarkdown(plan);
    expect(markdown).toMatch(/^# Test plan: kettle\n\n4 states, 7 transitions, all covered\n/);
    expect(markdown).toContain('## Shortest paths to every state\n\n### To off\n\n1. Start → `off`');
    expect(markdown).toContain('## Paths covering every transition');
    expect(JSON.parse(toJson(plan))).toMatchObject({ machineId: 'kettle', uncovered: [] });
  });
});

describe('retarget', () => {
  it('copies the machine with one transition sent elsewhere, and leaves the original alone', () => {
    const broken = retarget(kettle, 'kettle.boiling —xstate.after.500.kettle.boiling→ kettle.off', 'kettle.heating');
    expect(transitionsOf(broken).map((t) => t.id)).toContain(
      'kettle.boiling —xstate.after.500.kettle.boiling→ kettle.heating',
    );
    expect(transitionsOf(kettle).map((t) => t.id)).toContain(
      'kettle.boiling —xstate.after.500.kettle.boiling→ kettle.off',
    );
    expect(broken.implementations.delays).toBe(kettle.implementations.delays);
  });
});

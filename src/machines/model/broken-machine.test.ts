// The model-based tests can fail: a copy of each machine with one transition sent to a sibling of
// its target must fail the steps that pass on the machine itself. Every transition with one
// target is tried, each in a copy of its own.
import { machineSuites } from './machine-suites.test-support';
import { fakeTimers } from './describe-model.test-support';
import { testPlanOf } from './plan';
import { retarget, siblingOf } from './retarget';
import { runPlan, type MachineHarness } from './runner';
import { transitionsOf } from './transitions';
import type { MachineEvents } from './types';

/**
 * Copies nobody can tell from the machine: the coding agent card shows the session's own status, so
 * its three ended states look alike, and ending in another of them changes nothing on screen.
 */
const LOOK_ALIKE = [
  'vibeSession.settling —always[hasStatus]→ vibeSession.completed',
  'vibeSession.settling —always[hasStatus]→ vibeSession.failed',
];

const complete = machineSuites.filter((suite) => suite.model && suite.harness);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

it('every machine has its events file and its oracle', () => {
  expect(machineSuites.filter((suite) => !suite.model || !suite.harness).map((suite) => suite.name)).toEqual([]);
  expect(complete.length).toBeGreaterThanOrEqual(8);
});

describe.each(complete.map((suite) => [suite.machine.id, suite] as const))('%s', (_id, suite) => {
  const model = suite.model as MachineEvents;
  const harness = suite.harness as MachineHarness;
  const plan = testPlanOf(suite.machine, model.events, { variants: model.variants, stateKey: model.stateKey });
  const options = { variants: model.variants, timers: fakeTimers };
  const mutants = transitionsOf(suite.machine).flatMap((t) => {
    const to = t.targets.length === 1 ? siblingOf(suite.machine, t) : undefined;
    return to && !LOOK_ALIKE.includes(t.id) ? [[`${t.id} sent to ${to}`, t.id, to] as const] : [];
  });

  it('passes on the machine itself', async () => {
    expect((await runPlan(plan, harness, options)).failures).toEqual([]);
  });

  const lookAlike = transitionsOf(suite.machine).filter((t) => LOOK_ALIKE.includes(t.id));
  // Only where there are some: the list above stays true, or this fails and it must be updated.
  if (lookAlike.length > 0)
    it('cannot tell the look-alike copies from the machine', async () => {
      for (const t of lookAlike) {
        const broken = retarget(suite.machine, t.id, siblingOf(suite.machine, t)!);
        expect((await runPlan(plan, harness, { ...options, machine: broken })).failures).toEqual([]);
      }
    });

  it.each(mutants)('fails when %s', async (_name, id, to) => {
    const broken = retarget(suite.machine, id, to);
    const { failures } = await runPlan(plan, harness, { ...options, machine: broken });
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0].message).not.toBe('');
  });
});

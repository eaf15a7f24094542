// The model-based suite every machine's test runs: the plan takes every transition, each path
// passes its oracle step by step on a real actor, and the paths together take every transition.
import type { AnyStateMachine } from 'xstate';
import { testPlanOf } from './plan';
import { describeFailure, runPath, runPlan, type MachineHarness, type RunOptions } from './runner';
import { transitionsOf } from './transitions';
import type { MachineEvents, TestPath } from './types';

const pathName = (path: TestPath) =>
  `${path.kind === 'state' ? path.title : path.title.replace('Transitions, ', '')}${path.given ? ` (${path.given})` : ''}: ${
    path.steps
      .slice(1)
      .map((step) => step.description)
      .join(' > ') || 'start'
  }`;

/** Timers are vitest's fake ones, installed before and restored after each test. */
export const fakeTimers: RunOptions['timers'] = () => ({ advance: (ms) => vi.advanceTimersByTime(ms) });

export function describeModel<M, O>(machine: AnyStateMachine, model: MachineEvents, harness: MachineHarness<M, O>) {
  const plan = testPlanOf(machine, model.events, { variants: model.variants, stateKey: model.stateKey });
  const options: RunOptions = { variants: model.variants, timers: fakeTimers };

  describe(`${machine.id} model`, () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('plans paths that take every transition of the definition', () => {
      expect(plan.uncovered).toEqual([]);
    });

    it.each(plan.paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
      const { failures } = await runPath(path, harness, options);
      expect(failures.map(describeFailure)).toEqual([]);
    });

    it('takes every transition of the definition on real actors', async () => {
      const { taken } = await runPlan(plan, harness, options);
      expect([...taken].sort()).toEqual(
        transitionsOf(machine)
          .map((t) => t.id)
          .sort(),
      );
    });
  });
  return plan;
}

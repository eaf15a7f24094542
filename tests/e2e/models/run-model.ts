import { expect, test, type Page } from '@playwright/test';
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { screenshotPath } from '../support/session';

// Runs a small abstract model of a page (one flat machine, written from what the user sees and
// does) against the real app: every path createTestModel generates, each from a fresh start.

type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M>;
type ModelSnapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
type TestModelOf<M extends AnyStateMachine> = ReturnType<typeof createTestModel<M>>;
type ModelPath<M extends AnyStateMachine> = ReturnType<TestModelOf<M>['getShortestPaths']>[number];

/** A page under a model: how to start afresh, what each state looks like, what each event does. */
export interface PageModel<M extends AnyStateMachine> {
  machine: M;
  /** Brings the page to the model's initial state (a fresh sign-in, a reload, a new object). */
  reset: () => Promise<void>;
  /** Per state of the machine: checks the page shows it. */
  states: Record<string, (state: ModelSnapshot<M>) => Promise<void>>;
  /** Per event of the machine: does it on the page. `step.state` is the state it leads to. */
  events: { [T in ModelEvent<M>['type']]: (step: { state: ModelSnapshot<M>; event: ModelEvent<M> }) => Promise<void> };
}

const transitionName = (from: { value: unknown }, event: string, to: { value: unknown }) =>
  `${JSON.stringify(from.value)} —${event}→ ${JSON.stringify(to.value)}`;

/** Every transition of the model, read from its adjacency map. */
export function transitionsOfModel<M extends AnyStateMachine>(model: TestModelOf<M>): string[] {
  const all = new Set<string>();
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const nexts = Object.values(transitions) as { event: ModelEvent<M>; state: ModelSnapshot<M> }[];
    for (const next of nexts) all.add(transitionName(state, next.event.type, next.state));
  }
  return [...all].sort();
}

/** The transitions a path takes; its first step is xstate.init into the initial state. */
export function transitionsOfPath<M extends AnyStateMachine>(path: ModelPath<M>): string[] {
  return path.steps.slice(1).map((step, i) => transitionName(path.steps[i]!.state, step.event.type, step.state));
}

/**
 * Which paths to run: the shortest paths (xstate tells vertices apart by the transition that
 * entered them, so these usually take every transition already), plus a simple path for each
 * transition they leave untaken (a second self-loop on one state, say). Nothing else is added, so
 * the runs stay few and each one is a journey a user could make.
 */
export function pathsToRun<M extends AnyStateMachine>(model: TestModelOf<M>): ModelPath<M>[] {
  const paths = model.getShortestPaths();
  const taken = new Set(paths.flatMap((path) => transitionsOfPath<M>(path)));
  if (transitionsOfModel(model).every((t) => taken.has(t))) return paths;
  for (const path of model.getSimplePaths()) {
    const adds = transitionsOfPath<M>(path).filter((t) => !taken.has(t));
    if (adds.length === 0) continue;
    paths.push(path);
    adds.forEach((t) => taken.add(t));
  }
  return paths;
}

/**
 * Runs every path of the model as a test step, each from `reset`, and then checks the paths took
 * every transition of the model. One screenshot lands in screens/ui-model-<name>.png, taken the
 * first time the page is checked in `screenshotIn`.
 */
export async function runEveryPath<M extends AnyStateMachine>(
  page: Page,
  name: string,
  pageModel: PageModel<M>,
  screenshotIn: string,
): Promise<void> {
  const { machine } = pageModel;
  // A state without a check or an event without an action would pass silently.
  expect(Object.keys(pageModel.states).sort(), 'a check per state').toEqual(Object.keys(machine.root.states).sort());
  expect(Object.keys(pageModel.events).sort(), 'an action per event').toEqual([...machine.events].sort());
  expect(Object.keys(machine.root.states), 'the screenshot state').toContain(screenshotIn);

  const model = createTestModel(machine);
  const paths = pathsToRun<M>(model);
  let screenshotTaken = false;
  const states = Object.fromEntries(
    Object.entries(pageModel.states).map(([key, check]) => [
      key,
      async (state: ModelSnapshot<M>) => {
        await check(state);
        if (key !== screenshotIn || screenshotTaken) return;
        screenshotTaken = true;
        await page.screenshot({ path: screenshotPath(`ui-model-${name}`) });
      },
    ]),
  );
  const taken = new Set<string>();
  for (const [i, path] of paths.entries()) {
    const events = path.steps.slice(1).map((step) => step.event.type);
    await test.step(`${name} path ${i + 1} of ${paths.length}: ${events.join(' → ') || 'the start'}`, async () => {
      await pageModel.reset();
      await path.test({ states, events: pageModel.events as never });
      transitionsOfPath<M>(path).forEach((t) => taken.add(t));
    });
  }
  expect([...taken].sort(), 'the paths together take every transition').toEqual(transitionsOfModel(model));
  expect(screenshotTaken, `a screenshot in ${screenshotIn}`).toBe(true);
}

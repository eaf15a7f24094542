// Runs a plan's paths against real actors of a machine, its actors stubbed (stubs.ts), and checks
// each step against an oracle written apart from the chart: what the user or the server sees.
// The tests, the broken-machine check and `npm run machines` all run paths through here.
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { stubActors, type ActorCall, type StubbedActors } from './stubs';
import { timerDelayOf, transitionIdOf } from './transitions';
import type { PlanEvent, PlanVariant, TestPath, TestPlan } from './types';

/** Everything an oracle may look at after a step. */
export interface World {
  snapshot: AnyMachineSnapshot;
  /** Actors started, in order, with their input: the calls the page made. */
  calls: ActorCall[];
  /** Invoke ids of calls still in flight. */
  running: string[];
  /** Events the machine emitted to its listeners. */
  emitted: EventObject[];
  /** The delays (ms) of the timers waiting to fire, shortest first: a poll due in 5 s, say. */
  timers: number[];
  /** Events the machine sent to its running actors, as 'actor ← event.type'. */
  told: string[];
}

/** A hand-written model of what should be seen: its own state, moved by the plan's events. */
export interface Oracle<M, O> {
  start(given: string | undefined): M;
  next(model: M, event: PlanEvent): M;
  expected(model: M): O;
  observe(world: World): O;
}

export interface MachineHarness<M = unknown, O = unknown> {
  machine: AnyStateMachine;
  oracle: Oracle<M, O>;
  /** Sets up the world a path starts in (storage, say); runs before each path. */
  arrange?(given: string | undefined): void;
  /** Supplies what the page supplies (a callback action), to the machine or to a broken copy. */
  implement?(machine: AnyStateMachine): AnyStateMachine;
}

export interface Timers {
  clock?: SimulatedClock;
  advance(ms: number): void;
}

export interface RunOptions {
  variants?: readonly PlanVariant[];
  /** Run against this machine instead of the harness's (a broken copy, say). */
  machine?: AnyStateMachine;
  /** Fake timers for one path; xstate's SimulatedClock by default. */
  timers?: () => Timers;
}

export interface StepFailure {
  path: string;
  step: number;
  description: string;
  message: string;
}

export interface RunResult {
  failures: StepFailure[];
  /** Ids of every transition the actors took. */
  taken: Set<string>;
}

const simulated = (): Timers => {
  const clock = new SimulatedClock();
  return { clock, advance: (ms) => clock.increment(ms) };
};

/** Stable JSON (sorted keys), so two observations compare by value. */
export function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** What differs between two observations, field by field; '' when nothing does. */
export function differences(want: unknown, seen: unknown): string {
  if (stable(want) === stable(seen)) return '';
  if (!want || !seen || typeof want !== 'object' || typeof seen !== 'object')
    return `expected ${stable(want)}, saw ${stable(seen)}`;
  const keys = [...new Set([...Object.keys(want), ...Object.keys(seen)])];
  const at = (o: object, key: string) => stable((o as Record<string, unknown>)[key]);
  return keys
    .filter((key) => at(want, key) !== at(seen, key))
    .map((key) => `${key}: expected ${at(want, key)}, saw ${at(seen, key)}`)
    .join('; ');
}

type Scheduled = Record<string, { delay: number; event: EventObject }>;
const scheduledOf = (actor: AnyActorRef) =>
  Object.values((actor.system.getSnapshot() as { _scheduledEvents: Scheduled })._scheduledEvents);
const timersOf = (actor: AnyActorRef) =>
  scheduledOf(actor)
    .map((timer) => timer.delay)
    .sort((a, b) => a - b);
/** The wait of a timer as xstate scheduled it (a delay computed from the context included). */
const delayOf = (actor: AnyActorRef, machine: AnyStateMachine, type: string) =>
  scheduledOf(actor).find((timer) => timer.event.type === type)?.delay ?? timerDelayOf(machine, type) ?? 0;

async function settleMicrotasks() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

async function perform(
  actor: AnyActorRef,
  machine: AnyStateMachine,
  stubs: StubbedActors,
  timers: Timers,
  event: PlanEvent,
) {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled)
    stubs.settle(settled[2], settled[1] as 'done' | 'error', settled[1] === 'done' ? event.output : event.error);
  else if (event.type.startsWith('xstate.after.')) timers.advance(delayOf(actor, machine, event.type));
  else actor.send(event);
  await settleMicrotasks();
}

interface Run {
  actor: AnyActorRef;
  tested: AnyStateMachine;
  stubs: StubbedActors;
  timers: Timers;
  taken: Set<string>;
  emitted: EventObject[];
}

/** A real actor of the machine with stubbed actors, its transitions and emitted events recorded. */
function startRun(machine: AnyStateMachine, input: unknown, options: RunOptions): Run {
  const stubs = stubActors(machine);
  const timers = (options.timers ?? simulated)();
  const taken = new Set<string>();
  const emitted: EventObject[] = [];
  const tested = machine.provide({ actors: stubs.actors as never });
  const actor = createActor(tested, {
    input: input as never,
    ...(timers.clock && { clock: timers.clock }),
    inspect: (e) => {
      if (e.type === '@xstate.microstep') for (const t of e._transitions) taken.add(transitionIdOf(tested, t));
    },
  });
  actor.subscribe({ error: () => {} }); // a failing actor is a failed step, not an unhandled error
  actor.on('*', (e) => void emitted.push(e));
  return { actor, tested, stubs, timers, taken, emitted };
}

/** Runs one path; the first step whose observation differs from the oracle's ends it as failed. */
export async function runPath<M, O>(
  path: TestPath,
  harness: MachineHarness<M, O>,
  options: RunOptions = {},
): Promise<RunResult> {
  const variant = options.variants?.find((v) => v.name === path.given);
  harness.arrange?.(path.given);
  const machine = options.machine ?? harness.machine;
  const run = startRun(harness.implement?.(machine) ?? machine, variant?.input, options);
  const { actor, stubs } = run;
  const failures: StepFailure[] = [];
  let model = harness.oracle.start(path.given);
  let index = 0;
  try {
    for (const [i, step] of path.steps.entries()) {
      index = i;
      if (step.event.type === 'xstate.init') actor.start();
      else await perform(actor, run.tested, stubs, run.timers, step.event);
      if (i > 0) model = harness.oracle.next(model, step.event);
      const world = {
        snapshot: actor.getSnapshot(),
        calls: stubs.calls,
        running: stubs.running(),
        emitted: run.emitted,
        timers: timersOf(actor),
        told: stubs.told,
      };
      if (world.snapshot.status === 'error') throw new Error(`the actor failed: ${String(world.snapshot.error)}`);
      const mismatch = differences(harness.oracle.expected(model), harness.oracle.observe(world));
      if (mismatch) throw new Error(mismatch);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push({ path: path.title, step: index + 1, description: path.steps[index].description, message });
  } finally {
    actor.stop();
  }
  return { failures, taken: run.taken };
}

/** Runs every path of the plan, one after another, and gathers failures and transitions taken. */
export async function runPlan<M, O>(
  plan: TestPlan,
  harness: MachineHarness<M, O>,
  options: RunOptions = {},
): Promise<RunResult> {
  const total: RunResult = { failures: [], taken: new Set() };
  for (const path of plan.paths) {
    const { failures, taken } = await runPath(path, harness, options);
    total.failures.push(...failures);
    for (const id of taken) total.taken.add(id);
  }
  return total;
}

export const describeFailure = (f: StepFailure) => `${f.path}, step ${f.step} (${f.description}):\n  ${f.message}`;

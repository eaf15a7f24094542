// Stepping a machine purely (nothing runs: no actors start, no actions execute) while listening to
// xstate's inspection, whose '@xstate.microstep' events name the transitions each microstep took.
import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition } from 'xstate';
import { stateValueText, timerSourceOf, transitionIdOf } from './transitions';
import type { PlanEvent } from './types';

export interface Stepped {
  snapshot: AnyMachineSnapshot;
  /** Ids of the transitions taken, in order. */
  taken: string[];
}

export interface Stepper {
  start(input?: unknown): Stepped;
  step(snapshot: AnyMachineSnapshot, event: PlanEvent): Stepped;
}

/** A stepper for one machine: an inert actor scope whose system reports microsteps to us. */
export function stepperOf(machine: AnyStateMachine): Stepper {
  let taken: AnyTransitionDefinition[] = [];
  const self = createEmptyActor();
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') taken.push(...event._transitions);
  });
  const scope = {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
  const collect = (run: () => AnyMachineSnapshot): Stepped => {
    taken = [];
    const snapshot = run();
    return { snapshot, taken: taken.map((t) => transitionIdOf(machine, t)) };
  };
  return {
    start: (input) => collect(() => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot),
    step: (snapshot, event) => collect(() => machine.transition(snapshot, event as never, scope) as AnyMachineSnapshot),
  };
}

/** The state value as its leaves, 'a.b' joined by ', '. */
export const stateLabel = (snapshot: { value: unknown }) => stateValueText(snapshot.value);

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * Whether the world could send this event now: an actor settles only while it runs, a timer fires
 * only while its state is active, and a stopped machine takes nothing.
 */
export function canHappen(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: PlanEvent): boolean {
  if (snapshot.status !== 'active') return false;
  const actor = ACTOR_EVENT.exec(event.type);
  if (actor) return actor[2] in snapshot.children;
  if (!event.type.startsWith('xstate.after.')) return true;
  const source = timerSourceOf(machine, event.type);
  return (snapshot as unknown as { _nodes: { id: string }[] })._nodes.some((node) => node.id === source);
}

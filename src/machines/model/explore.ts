// Breadth-first search over a machine's snapshots (state and context), trying every sample event
// the world could send at each, and noting the shortest way to take each transition and to reach
// each state. It stops once every transition is taken, or after `limit` snapshots.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { canHappen, stateLabel, stepperOf } from './step';
import type { PlanEvent, PlanVariant } from './types';

/** A way from a variant's start: the events in order, and what each left behind. */
export interface Route {
  given?: string;
  variant: PlanVariant | undefined;
  events: PlanEvent[];
  labels: string[];
  taken: string[][];
}

export interface Exploration {
  /** Transition id → the shortest route that takes it. */
  byTransition: Map<string, Route>;
  /** State label → the shortest route that reaches it. */
  byState: Map<string, Route>;
}

export interface ExploreOptions {
  variants?: readonly PlanVariant[];
  stateKey?: (snapshot: AnyMachineSnapshot) => string;
  limit?: number;
}

const defaultKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);

export const machineForVariant = (machine: AnyStateMachine, variant?: PlanVariant) =>
  variant?.guards ? machine.provide({ guards: variant.guards }) : machine;

function extend(route: Route, event: PlanEvent, label: string, taken: string[]): Route {
  return {
    ...route,
    events: [...route.events, event],
    labels: [...route.labels, label],
    taken: [...route.taken, taken],
  };
}

export function explore(
  machine: AnyStateMachine,
  events: readonly PlanEvent[],
  allIds: readonly string[],
  options: ExploreOptions = {},
): Exploration {
  const { variants = [undefined], stateKey = defaultKey, limit = 5_000 } = options;
  const found: Exploration = { byTransition: new Map(), byState: new Map() };
  const note = (route: Route, snapshot: AnyMachineSnapshot, taken: string[]) => {
    for (const id of taken) if (!found.byTransition.has(id)) found.byTransition.set(id, route);
    if (!found.byState.has(stateLabel(snapshot))) found.byState.set(stateLabel(snapshot), route);
  };
  for (const variant of variants.length ? variants : [undefined]) {
    const model = machineForVariant(machine, variant);
    const stepper = stepperOf(model);
    const start = stepper.start(variant?.input);
    const first: Route = {
      given: variant?.name,
      variant,
      events: [],
      labels: [stateLabel(start.snapshot)],
      taken: [start.taken],
    };
    note(first, start.snapshot, start.taken);
    const seen = new Set([stateKey(start.snapshot)]);
    const queue: Array<[AnyMachineSnapshot, Route]> = [[start.snapshot, first]];
    while (queue.length > 0 && seen.size < limit && found.byTransition.size < allIds.length) {
      const [snapshot, route] = queue.shift()!;
      for (const event of events) {
        if (!canHappen(model, snapshot, event)) continue;
        let next;
        try {
          next = stepper.step(snapshot, event);
        } catch {
          continue; // a sample the guard or action cannot read is no way forward
        }
        if (next.taken.length === 0) continue;
        const nextRoute = extend(route, event, stateLabel(next.snapshot), next.taken);
        note(nextRoute, next.snapshot, next.taken);
        const key = stateKey(next.snapshot);
        if (seen.has(key) || next.snapshot.status === 'error') continue;
        seen.add(key);
        queue.push([next.snapshot, nextRoute]);
      }
    }
  }
  return found;
}

/** The route a list of events makes from a variant's start (for paths found elsewhere). */
export function replayRoute(machine: AnyStateMachine, variant: PlanVariant | undefined, events: PlanEvent[]): Route {
  const stepper = stepperOf(machineForVariant(machine, variant));
  let { snapshot, taken } = stepper.start(variant?.input);
  const route: Route = { given: variant?.name, variant, events: [], labels: [stateLabel(snapshot)], taken: [taken] };
  return events.reduce((so_far, event) => {
    ({ snapshot, taken } = stepper.step(snapshot, event));
    return extend(so_far, event, stateLabel(snapshot), taken);
  }, route);
}

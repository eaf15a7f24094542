// The test plan of a machine: shortest paths to every state (xstate/graph), and paths that together
// take every transition of the definition (from the exploration), each step with the state it leaves.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describeEvent } from './describe';
import { explore, machineForVariant, replayRoute, type ExploreOptions, type Route } from './explore';
import { canHappen, stateLabel } from './step';
import { stateNodesOf, transitionsOf } from './transitions';
import type { PlanEvent, PlanVariant, TestPath, TestPlan } from './types';

const INIT: PlanEvent = { type: 'xstate.init' };

function toPath(machine: AnyStateMachine, route: Route, kind: TestPath['kind'], title: string): TestPath {
  const events = [INIT, ...route.events];
  return {
    kind,
    title,
    ...(route.given !== undefined && { given: route.given }),
    steps: events.map((event, i) => ({
      event,
      description: describeEvent(machine, event),
      expected: route.labels[i],
    })),
    covers: [...new Set(route.taken.flat())],
  };
}

const routeKey = (route: Route) => JSON.stringify([route.given, route.events]);

/** Fewest routes that take every transition they can: the one taking most new ones first. */
function cover(routes: Route[]): Route[] {
  const left = new Set(routes.flatMap((route) => route.taken.flat()));
  const chosen: Route[] = [];
  const candidates = [...new Map(routes.map((route) => [routeKey(route), route])).values()];
  while (left.size > 0) {
    const gain = (route: Route) => new Set(route.taken.flat().filter((id) => left.has(id))).size;
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    for (const id of best.taken.flat()) left.delete(id);
    chosen.push(best);
  }
  return chosen.sort((a, b) => a.events.length - b.events.length);
}

/** Shortest paths to every state, from xstate/graph, with the world's events only. */
function statePaths(
  machine: AnyStateMachine,
  events: readonly PlanEvent[],
  variants: readonly (PlanVariant | undefined)[],
) {
  const byState = new Map<
    string,
    { variant?: PlanVariant; steps: { event: PlanEvent; state: AnyMachineSnapshot }[] }
  >();
  for (const variant of variants) {
    const model = machineForVariant(machine, variant);
    const paths = getShortestPaths(model, {
      events: events as never,
      input: variant?.input as never,
      serializeState: (snapshot) => stateLabel(snapshot),
      filterEvents: (snapshot, event) =>
        events.includes(event as PlanEvent) && canHappen(model, snapshot as AnyMachineSnapshot, event as PlanEvent),
    });
    for (const path of paths)
      if (!byState.has(stateLabel(path.state)))
        byState.set(stateLabel(path.state), { variant, steps: path.steps as never });
  }
  return byState;
}

export type PlanOptions = ExploreOptions;

export function testPlanOf(
  machine: AnyStateMachine,
  events: readonly PlanEvent[],
  options: PlanOptions = {},
): TestPlan {
  const transitions = transitionsOf(machine);
  const ids = transitions.map((t) => t.id);
  const variants = options.variants?.length ? options.variants : [undefined];
  const found = explore(machine, events, ids, options);
  const shortest = statePaths(machine, events, variants);
  const stateRoutes = [...found.byState.keys()].map((label) => {
    const graphPath = shortest.get(label);
    const route = found.byState.get(label)!;
    return graphPath
      ? replayRoute(
          machine,
          graphPath.variant,
          graphPath.steps.slice(1).map((s) => s.event),
        )
      : route;
  });
  return {
    machineId: machine.id,
    states: stateNodesOf(machine.root)
      .slice(1)
      .map((node) => node.id),
    transitions,
    paths: [
      ...stateRoutes.map((route) => toPath(machine, route, 'state', `To ${route.labels.at(-1)}`)),
      ...cover([...found.byTransition.values()]).map((route, i) =>
        toPath(machine, route, 'transition', `Transitions, path ${i + 1}`),
      ),
    ],
    uncovered: ids.filter((id) => !found.byTransition.has(id)),
  };
}

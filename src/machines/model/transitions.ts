// Every transition of a machine, read from its definition (machine.root): `on`, `always`, `after`,
// invoke onDone/onError and state onDone, each with an id that stays the same across copies of the
// machine (machine.provide), so a transition taken by a test actor is matched to the definition.
import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import type { MachineTransition, TimerEvent } from './types';

/** Every state node under (and including) `node`, in document order. */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodesOf(child as AnyStateNode))];
}

/** A state value as its leaves: { ready: { chat: 'idle', link: 'steady' } } → 'ready.chat.idle, ready.link.steady'. */
export function stateValueText(value: unknown): string {
  const leaves = (v: unknown, prefix: string): string[] =>
    typeof v === 'object' && v !== null && Object.keys(v).length > 0
      ? Object.entries(v).flatMap(([key, inner]) => leaves(inner, `${prefix}${key}.`))
      : [typeof v === 'string' ? `${prefix}${v}` : prefix.slice(0, -1)];
  return leaves(value, '').join(', ');
}

/** A guard as written in the chart: 'isX', 'and(hasQueue, not(stateIn(ready.link.upgrading)))'. */
// Known by their check, not their function name: a production build renames functions.
const COMBINATORS = new Map<unknown, string>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('x') as unknown as { check: unknown }).check, 'not'],
]);

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; check?: unknown; guards?: unknown[]; stateValue?: unknown };
    if (fn.guards) return `${COMBINATORS.get(fn.check) ?? fn.name}(${fn.guards.map(guardName).join(', ')})`;
    if (fn.stateValue !== undefined)
      return `stateIn(${typeof fn.stateValue === 'string' ? fn.stateValue : stateValueText(fn.stateValue)})`;
    return fn.name || 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

/** The definitions a state node holds, in the order xstate tries them (always first). */
function definitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.always ?? []), ...[...node.transitions.values()].flat()];
}

function baseId(t: AnyTransitionDefinition): string {
  const guard = guardName(t.guard);
  const targets = (t.target ?? []).map((target) => target.id).join(', ') || '(none)';
  return `${t.source.id} —${t.eventType || 'always'}${guard ? `[${guard}]` : ''}→ ${targets}`;
}

/** Ids by definition for one machine; two identical definitions in one state get '#2', '#3'. */
function idsOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  const seen = new Map<string, number>();
  for (const node of stateNodesOf(machine.root))
    for (const t of definitionsOf(node)) {
      const base = baseId(t);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      ids.set(t, count === 1 ? base : `${base} #${count}`);
    }
  return ids;
}

const cache = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, string>>();

/** The id of a definition of `machine` (as found in an inspection's microstep). */
export function transitionIdOf(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  let ids = cache.get(machine);
  if (!ids) cache.set(machine, (ids = idsOf(machine)));
  return ids.get(t) ?? baseId(t);
}

export function transitionsOf(machine: AnyStateMachine): MachineTransition[] {
  return stateNodesOf(machine.root).flatMap((node) =>
    definitionsOf(node).map((t) => ({
      id: transitionIdOf(machine, t),
      source: node.id,
      event: t.eventType,
      targets: (t.target ?? []).map((target) => target.id),
      guard: guardName(t.guard),
      delay: (t as { delay?: string | number }).delay ?? null,
      reenter: t.reenter,
    })),
  );
}

/** The events of the machine's timers, as xstate names them: one per delayed transition's source and delay. */
export function timerEventsOf(machine: AnyStateMachine): TimerEvent[] {
  const types = stateNodesOf(machine.root).flatMap((node) => node.after.map((t) => t.eventType));
  return [...new Set(types)].map((type) => ({ type }) as TimerEvent);
}

/**
 * How long a timer event waits, in ms: a number, or a named delay of the machine's `delays`; null
 * for a named delay computed from the context (a backoff), known only once the timer starts.
 */
export function timerDelayOf(machine: AnyStateMachine, eventType: string): number | null {
  const delayed = stateNodesOf(machine.root)
    .flatMap((node) => node.after)
    .find((t) => t.eventType === eventType);
  if (!delayed) throw new Error(`${eventType} is no timer of ${machine.id}`);
  const delay = (delayed as { delay: string | number }).delay;
  if (typeof delay === 'number') return delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'function') return null;
  if (typeof named !== 'number') throw new Error(`the delay ${delay} of ${machine.id} is not a number`);
  return named;
}

/** The state node a timer event belongs to (its `after` is declared there). */
export function timerSourceOf(machine: AnyStateMachine, eventType: string): string | undefined {
  return stateNodesOf(machine.root).find((node) => node.after.some((t) => t.eventType === eventType))?.id;
}

// What the sandbox reads from a machine's definition: the events a tester may send, why one is
// refused now, and the timers waiting in the current state.
import {
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import { guardName, transitionsOf } from '../../machines/model/transitions';
import type { PlanEvent } from '../../machines/model/types';

/** The event types the chart handles, in definition order; xstate's own (actors settling, timers) are left out. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = transitionsOf(machine)
    .map((t) => t.event)
    .filter((type) => type !== '' && type !== '*' && !type.startsWith('xstate.'));
  return [...new Set(types)];
}

const handles = (descriptor: string, type: string) =>
  descriptor === type || descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

export type Availability = { enabled: true } | { enabled: false; reason: string };

/** Whether the actor takes the event now (`snapshot.can`), and if not, in words, why. */
export function availabilityOf(snapshot: AnyMachineSnapshot, event: PlanEvent): Availability {
  if (snapshot.status !== 'active') return { enabled: false, reason: `The actor is ${snapshot.status}` };
  try {
    if (snapshot.can(event)) return { enabled: true };
  } catch (error) {
    // A guard that reads the payload throws on a bare { type } (no events file gives a sample).
    const guard = /guard '([^']+)'/.exec(error instanceof Error ? error.message : String(error))?.[1];
    return { enabled: false, reason: `${guard ? `Guard ${guard}` : 'A guard'} failed on the sample event` };
  }
  const candidates = getNextTransitions(snapshot).filter((t) => handles(t.eventType, event.type));
  const guards = [...new Set(candidates.map((t) => guardName(t.guard)).filter((name) => name !== null))];
  return guards.length > 0
    ? { enabled: false, reason: `Refused by guard ${guards.join(' or ')}` }
    : { enabled: false, reason: 'Not handled in this state' };
}

export interface PendingTimer {
  /** The event xstate sends when it fires, e.g. 'xstate.after.pollInterval.logsDrawer.open.list.idle'. */
  eventType: string;
  /** The state node that set it. */
  source: string;
  /** 'pollInterval (5000 ms)' or '300 ms'. */
  delay: string;
}

function delayText(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === 'number' ? `${delay} (${named} ms)` : delay;
}

/** The delayed transitions of the active states: their timers are running. */
export function pendingTimersOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): PendingTimer[] {
  if (snapshot.status !== 'active') return [];
  const delayed = getNextTransitions(snapshot).filter(
    (t): t is AnyTransitionDefinition & { delay: string | number } => (t as { delay?: unknown }).delay !== undefined,
  );
  const byEvent = new Map(delayed.map((t) => [t.eventType, t]));
  return [...byEvent.values()].map((t) => ({
    eventType: t.eventType,
    source: t.source.id,
    delay: delayText(machine, t.delay),
  }));
}

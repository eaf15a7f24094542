// Every actor of a machine swapped for a stub that records its start (the call the page would
// make, with its input) and settles only when a test step says so.
import { fromPromise, type AnyStateMachine } from 'xstate';

export interface ActorCall {
  actor: string;
  input: unknown;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

export interface StubbedActors {
  actors: Record<string, ReturnType<typeof fromPromise>>;
  calls: ActorCall[];
  /** Events the machine sent to its running actors, as 'actor ← event.type'. */
  told: string[];
  /** Invoke ids of the actors started and neither settled nor stopped. */
  running(): string[];
  /** Settles a running actor the way `xstate.done.actor.<id>` / `xstate.error.actor.<id>` says. */
  settle(id: string, outcome: 'done' | 'error', value: unknown): void;
}

export function stubActors(machine: AnyStateMachine): StubbedActors {
  const pending = new Map<string, Pending>();
  const calls: ActorCall[] = [];
  const told: string[] = [];
  const promise = fromPromise<unknown, unknown>(({ input, signal, self }) => {
    calls.push({ actor: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject, signal }));
  });
  // A promise actor ignores what it is sent; the stub notes it first (a stop, say), then does the same.
  const stub: typeof promise = {
    ...promise,
    transition: (state, event, scope) => {
      if (!event.type.startsWith('xstate.')) told.push(`${scope.self.id} ← ${event.type}`);
      return promise.transition(state, event, scope);
    },
  };
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, stub]));
  const live = (id: string) => {
    const entry = pending.get(id);
    return entry !== undefined && !entry.signal.aborted;
  };
  return {
    actors,
    calls,
    told,
    running: () => [...pending.keys()].filter(live).sort(),
    settle(id, outcome, value) {
      const entry = pending.get(id);
      if (!entry || !live(id)) throw new Error(`${id} is not running`);
      pending.delete(id);
      if (outcome === 'done') entry.resolve(value);
      else entry.reject(value);
    },
  };
}

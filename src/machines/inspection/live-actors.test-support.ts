// Every actor of a machine swapped for one that waits until the test settles it, so an actor
// under inspection moves only when the test says (and never reaches the network).
import { fromPromise, type AnyStateMachine } from 'xstate';

export function waitingActors(machine: AnyStateMachine) {
  const waiting = new Map<string, (value: unknown) => void>();
  const stub = fromPromise<unknown, unknown>(({ self }) => new Promise((resolve) => waiting.set(self.id, resolve)));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, stub]));
  return {
    actors,
    resolve(id: string, value: unknown) {
      const resolve = waiting.get(id);
      if (!resolve) throw new Error(`${id} is not running`);
      waiting.delete(id);
      resolve(value);
    },
  };
}

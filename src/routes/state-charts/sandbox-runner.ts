// One sandbox run: a fresh actor of a machine whose invoked actors wait for the tester (Resolve or
// Reject), whose timers wait on a clock that never moves by itself (Fire timer), and whose own
// side effects (auth's clearTokens would sign the tester out) are skipped and noted instead.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { stateNodesOf } from '../../machines/model/transitions';
import type { PlanEvent } from '../../machines/model/types';

export interface PendingActor {
  /** The invoke id, e.g. 'loadLogs'. */
  id: string;
  src: string;
  settle: (outcome: 'resolve' | 'reject') => void;
}

export interface SandboxView {
  snapshot: AnyMachineSnapshot;
  pending: PendingActor[];
  /** What happened, newest first: events sent, actors settled, side effects skipped. */
  log: string[];
  /** The actor failed (an action threw): the run is over until Restart. */
  error: string | null;
}

const LOG_LIMIT = 12;

/** Every actor source the machine may start: its named actors and every invoke's src. */
export function actorSourcesOf(machine: AnyStateMachine): string[] {
  const invoked = stateNodesOf(machine.root).flatMap((node) => node.invoke.map((def) => String(def.src)));
  return [...new Set([...Object.keys(machine.implementations.actors), ...invoked])];
}

/** Actions written as plain functions are the machine's side effects; xstate's own (assign, emit…) carry a type. */
function sideEffectsOf(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions)
    .filter(([, action]) => typeof action === 'function' && !('type' in action))
    .map(([name]) => name);
}

const sampleOf = (samples: readonly PlanEvent[], type: string) => samples.find((event) => event.type === type);

export class SandboxRun {
  private readonly pending = new Map<AnyActorRef, PendingActor>();
  private readonly listeners = new Set<() => void>();
  private readonly actor;
  private log: string[] = [];
  private error: string | null = null;
  private view: SandboxView;

  constructor(
    machine: AnyStateMachine,
    private readonly options: { input: unknown; samples: readonly PlanEvent[] },
  ) {
    const actors = Object.fromEntries(actorSourcesOf(machine).map((src) => [src, this.stub(src)]));
    const skipped = (name: string) => () => this.note(`Skipped side effect ${name}`);
    const actions = Object.fromEntries(sideEffectsOf(machine).map((name) => [name, skipped(name)]));
    this.actor = createActor(machine.provide({ actors, actions }), {
      input: options.input,
      clock: new SimulatedClock(),
    });
    this.view = this.makeView();
    this.actor.subscribe({
      next: () => this.changed(),
      error: (err) => {
        this.error = err instanceof Error ? err.message : String(err);
        this.changed();
      },
    });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getView = () => this.view;

  start() {
    this.actor.start();
    this.changed();
  }

  stop() {
    this.actor.stop();
  }

  send(event: PlanEvent, label = `Sent ${event.type}`) {
    this.note(label);
    this.actor.send(event);
  }

  private stub(src: string) {
    return fromPromise<unknown, unknown>(({ self, signal }) => {
      const ref = self as AnyActorRef;
      return new Promise((resolve, reject) => {
        const settle = (outcome: 'resolve' | 'reject') => {
          this.forget(ref);
          this.note(`${outcome === 'resolve' ? 'Resolved' : 'Rejected'} ${ref.id}`);
          if (outcome === 'resolve') resolve(sampleOf(this.options.samples, `xstate.done.actor.${ref.id}`)?.output);
          else
            reject(
              sampleOf(this.options.samples, `xstate.error.actor.${ref.id}`)?.error ??
                new Error(`${ref.id} was rejected in the sandbox`),
            );
        };
        this.pending.set(ref, { id: ref.id, src, settle });
        signal.addEventListener('abort', () => this.forget(ref));
        this.changed();
      });
    });
  }

  private forget(ref: AnyActorRef) {
    if (this.pending.delete(ref)) this.changed();
  }

  private note(line: string) {
    this.log = [line, ...this.log].slice(0, LOG_LIMIT);
    this.changed();
  }

  private makeView(): SandboxView {
    const snapshot = this.actor.getSnapshot() as AnyMachineSnapshot;
    return { snapshot, pending: [...this.pending.values()], log: this.log, error: this.error };
  }

  private changed() {
    this.view = this.makeView();
    this.listeners.forEach((listener) => listener());
  }
}

// The shapes the test-plan generator hands to the tests, the state-charts page and `npm run machines`.

/** One transition of a machine's definition. */
export interface MachineTransition {
  /** Stable and readable: `<source> —<event>[guard]→ <targets>`. */
  id: string;
  /** The state node id the transition leaves. */
  source: string;
  /** The event type; '' for an eventless (`always`) transition. */
  event: string;
  /** State node ids; [] for a targetless (context-only) transition. */
  targets: string[];
  guard: string | null;
  /** A delay in ms or a named delay, for an `after` transition. */
  delay: string | number | null;
  reenter: boolean;
}

export interface PlanEvent {
  type: string;
  [key: string]: unknown;
}

export interface TestStep {
  event: PlanEvent;
  description: string;
  /** The state value after the step, as 'a.b' leaves joined by ', '. */
  expected: string;
}

export interface TestPath {
  kind: 'state' | 'transition';
  title: string;
  /** The starting condition this path runs under (a variant's name), when the machine has several. */
  given?: string;
  steps: TestStep[];
  /** Ids of the transitions the path takes, the initial ones included. */
  covers: string[];
}

export interface TestPlan {
  machineId: string;
  /** Every state node id of the definition but the root's. */
  states: string[];
  transitions: MachineTransition[];
  paths: TestPath[];
  uncovered: string[];
}

/**
 * A starting condition: the machine's input, and for a guard that reads the world (storage) the
 * answer it gives in that world. Runners arrange the world itself; only the generator uses `guards`.
 */
export interface PlanVariant {
  name: string;
  input?: unknown;
  guards?: Record<string, () => boolean>;
}

/** What a machine's `<name>.events.ts` exports. */
export interface MachineEvents {
  events: readonly PlanEvent[];
  variants?: readonly PlanVariant[];
  /**
   * What tells two snapshots apart for the search, when the context holds what never repeats
   * (generated ids, timestamps); the state value and the whole context by default.
   */
  stateKey?: (snapshot: { value: unknown; context: unknown }) => string;
}

/** An invoked actor settling, as the parent machine receives it. */
export type ActorSettledEvent =
  { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
/** A delayed transition's timer firing; built from the definition by `timerEventsOf`, never typed by hand. */
export type TimerEvent = { type: `xstate.after.${string}` };
/** Every event a machine's model may take: its own, its actors settling, its timers. */
export type ModelEvent<TEvent extends { type: string }> = TEvent | ActorSettledEvent | TimerEvent;

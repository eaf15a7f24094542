// The registry of running machine actors, fed by XState's inspection events, plus the actors
// other tabs report. Bookkeeping stays small (a push per event, a lookup per snapshot); copies
// for the UI are made only when someone reads, and listeners hear once per microtask.
import { getStateNodes, type AnyActorRef, type AnyStateMachine, type InspectionEvent, type StateValue } from 'xstate';
import {
  LIVE_EVENT_LIMIT,
  type LiveActor,
  type LiveActorRecord,
  type LiveActorState,
  type LiveDelta,
  type LiveEvent,
} from './live-types';

type MachineActor = AnyActorRef & { logic: AnyStateMachine };
type Entries = Map<string, LiveActorRecord>;

const LOCAL_TAB = 'local';

function isMachineActor(ref: unknown): ref is MachineActor {
  const logic = (ref as { logic?: { root?: unknown } } | undefined)?.logic;
  return !!logic && typeof logic === 'object' && !!logic.root;
}

/** Every active state node id but the root's, in document order, without repeats. */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids = getStateNodes(machine.root, value).map((node) => node.id);
  return [...new Set(ids)].filter((id) => id !== machine.root.id);
}

/** A root actor's id is its session id; the machine's name says more. */
function sourceName(ref: unknown): string | null {
  if (!ref) return null;
  const actor = ref as AnyActorRef;
  return isMachineActor(actor) && actor.id === actor.sessionId ? actor.logic.id : actor.id;
}

function pushCapped(events: LiveEvent[], event: LiveEvent) {
  events.push(event);
  if (events.length > LIVE_EVENT_LIMIT) events.splice(0, events.length - LIVE_EVENT_LIMIT);
}

const sameState = (entry: LiveActorState, next: LiveActorState) =>
  entry.status === next.status && entry.stateIds.join('|') === next.stateIds.join('|');

const copy = (entry: LiveActorRecord): LiveActorRecord => ({
  ...entry,
  stateIds: [...entry.stateIds],
  events: entry.events.map((event) => ({ ...event })),
});

export class LiveRegistry {
  private readonly local: Entries = new Map();
  // Events an actor receives before its first snapshot (its init), kept with the actor itself.
  private readonly early = new WeakMap<object, LiveEvent[]>();
  private readonly remote = new Map<string, Entries>();
  private readonly listeners = new Set<() => void>();
  private sink: ((delta: LiveDelta) => void) | null = null;
  private cached: LiveActor[] | null = null;
  private notifying = false;

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** The `inspect` option of createActor / useActorRef. */
  readonly inspect = (event: InspectionEvent): void => {
    // Only these two matter (most inspection events are actions and microsteps), of machines only.
    if (event.type !== '@xstate.event' && event.type !== '@xstate.snapshot') return;
    const ref = event.actorRef;
    if (!isMachineActor(ref)) return;
    if (event.type === '@xstate.event') {
      this.record(ref, { at: this.now().toISOString(), type: event.event.type, source: sourceName(event.sourceRef) });
    } else {
      this.onSnapshot(ref, event.snapshot as { status: string; value?: StateValue });
    }
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Every actor known, this tab's first; the same array until something changes. */
  readonly getSnapshot = (): LiveActor[] => {
    if (this.cached) return this.cached;
    const tabs: [string, Entries][] = [[LOCAL_TAB, this.local], ...this.remote];
    this.cached = tabs.flatMap(([tab, entries]) =>
      [...entries.values()].map((entry) => ({
        ...copy(entry),
        key: `${tab}/${entry.sessionId}`,
        local: tab === LOCAL_TAB,
      })),
    );
    return this.cached;
  };

  /** This tab's actors, for a tab that has just said hello. */
  localActors(): LiveActorRecord[] {
    return [...this.local.values()].map(copy);
  }

  /** Where this tab's changes go once some page listens; null stops them. */
  setSink(sink: ((delta: LiveDelta) => void) | null) {
    this.sink = sink;
  }

  applyDelta(tab: string, delta: LiveDelta) {
    const entries = this.remote.get(tab) ?? new Map<string, LiveActorRecord>();
    this.remote.set(tab, entries);
    if (delta.kind === 'remove') entries.delete(delta.sessionId);
    else if (delta.kind === 'upsert') {
      const events = entries.get(delta.actor.sessionId)?.events ?? [];
      entries.set(delta.actor.sessionId, { ...delta.actor, events });
    } else {
      const entry = entries.get(delta.sessionId);
      if (entry) pushCapped(entry.events, delta.event);
    }
    this.changed();
  }

  replaceTab(tab: string, actors: LiveActorRecord[]) {
    const entries = actors.map((actor) => [
      actor.sessionId,
      { ...actor, events: actor.events.slice(-LIVE_EVENT_LIMIT) },
    ]);
    this.remote.set(tab, new Map(entries as [string, LiveActorRecord][]));
    this.changed();
  }

  dropTab(tab: string) {
    if (this.remote.delete(tab)) this.changed();
  }

  clearRemote() {
    this.remote.clear();
    this.changed();
  }

  private record(ref: MachineActor, event: LiveEvent) {
    const entry = this.local.get(ref.sessionId);
    if (entry) {
      pushCapped(entry.events, event);
      this.changed({ kind: 'event', sessionId: ref.sessionId, event });
      return;
    }
    const events = this.early.get(ref) ?? [];
    pushCapped(events, event);
    this.early.set(ref, events);
  }

  // A stopped actor (or one done or failed: it runs no more) leaves the registry.
  private onSnapshot(ref: MachineActor, snapshot: { status: string; value?: StateValue }) {
    const { sessionId } = ref;
    if (snapshot.status !== 'active') {
      if (this.local.delete(sessionId)) this.changed({ kind: 'remove', sessionId });
      return;
    }
    const next = {
      sessionId,
      machineId: ref.logic.id,
      stateIds: activeStateIds(ref.logic, snapshot.value ?? {}),
      status: snapshot.status,
    };
    const entry = this.local.get(sessionId);
    if (entry && sameState(entry, next)) return;
    this.local.set(sessionId, { ...next, events: entry?.events ?? this.early.get(ref) ?? [] });
    this.early.delete(ref);
    this.changed({ kind: 'upsert', actor: next });
  }

  private changed(delta?: LiveDelta) {
    if (delta) this.sink?.(delta);
    this.cached = null;
    if (this.notifying) return;
    this.notifying = true;
    // Inspection events fire inside React renders (useActorRef creates its actor there).
    queueMicrotask(() => {
      this.notifying = false;
      this.listeners.forEach((listener) => listener());
    });
  }
}

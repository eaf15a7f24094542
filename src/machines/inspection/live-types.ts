// What the inspector keeps of a running actor, and what tabs tell each other about it. Only
// names travel: event payloads (tokens ride in auth events) and context never leave the actor.

/** One event an actor received: when, its type, and which actor sent it (null: the app). */
export interface LiveEvent {
  at: string;
  type: string;
  source: string | null;
}

export interface LiveActorState {
  /** The actor's session id, unique within its tab ('x:0'). */
  sessionId: string;
  /** The id of the machine it runs (the root state node's id, e.g. 'logsDrawer'). */
  machineId: string;
  /** Every active state node id but the root's, e.g. ['logsDrawer.open', 'logsDrawer.open.list', …]. */
  stateIds: string[];
  status: string;
}

export interface LiveActorRecord extends LiveActorState {
  /** Oldest first, at most LIVE_EVENT_LIMIT. */
  events: LiveEvent[];
}

export interface LiveActor extends LiveActorRecord {
  /** Unique across tabs: the tab's id and the session id. */
  key: string;
  /** Whether the actor runs in this tab. */
  local: boolean;
}

export const LIVE_EVENT_LIMIT = 50;
export const LIVE_CHANNEL_NAME = 'labforge-state-charts';

/** A change to one tab's actors, sent to listening tabs. */
export type LiveDelta =
  | { kind: 'upsert'; actor: LiveActorState }
  | { kind: 'event'; sessionId: string; event: LiveEvent }
  | { kind: 'remove'; sessionId: string };

/**
 * join: a tab opened its channel (a listener answers hello); hello: a page in that tab listens, so
 * every tab sends its actors and then its changes; unlisten: it stopped; bye: the tab is closing.
 */
export type LiveMessage = { from: string } & (
  | LiveDelta
  | { kind: 'join' }
  | { kind: 'hello' }
  | { kind: 'unlisten' }
  | { kind: 'bye' }
  | { kind: 'snapshot'; actors: LiveActorRecord[] }
);

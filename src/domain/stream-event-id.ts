// The id of an assistant stream event, `<queryId>:<seq>`: the query's UUID and the event's
// sequence number within that answer. The server writes it on every event and reads it back
// from Last-Event-ID; the client reads it to drop what a reconnect replays.
const EVENT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,9})$/i;

export interface EventPosition {
  queryId: string;
  seq: number;
}

export const formatEventId = (queryId: string, seq: number) => `${queryId}:${seq}`;

/** Anything but a UUID, a colon and up to nine digits is not an event id: null. */
export function parseEventId(text: string | undefined): EventPosition | null {
  const match = text === undefined ? null : EVENT_ID.exec(text.trim());
  return match ? { queryId: match[1].toLowerCase(), seq: Number(match[2]) } : null;
}

/** The events that end an answer: nothing follows them. */
export const STREAM_END_EVENT_TYPES = ['completed', 'error'] as const;
export const isStreamEndEventType = (type: string): boolean =>
  (STREAM_END_EVENT_TYPES as readonly string[]).includes(type);

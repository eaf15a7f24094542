import { and, asc, eq, gt } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { assistantEvents } from '../db/schema';

// An answer's stream events as stored (query id, seq) and as sent: `id: <queryId>:<seq>`, the
// event type, and a JSON StreamEvent. The id is what a reconnecting client hands back.

export type StreamEventType = components['schemas']['StreamEventType'];
export type StreamEvent = components['schemas']['StreamEvent'];
export type EventData = StreamEvent['data'];

export interface StoredEvent {
  queryId: string;
  seq: number;
  eventType: StreamEventType;
  data: EventData;
  createdAt: Date;
}

/** An event before it is numbered and stored. */
export interface EventDraft {
  eventType: StreamEventType;
  data: EventData;
}

export const isTerminal = (eventType: StreamEventType) => eventType === 'completed' || eventType === 'error';

export const eventId = (queryId: string, seq: number) => `${queryId}:${seq}`;

const EVENT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,9})$/i;

export function parseEventId(text: string): { queryId: string; seq: number } | null {
  const match = EVENT_ID.exec(text.trim());
  return match ? { queryId: match[1].toLowerCase(), seq: Number(match[2]) } : null;
}

export function toStreamEvent(sessionId: string, event: StoredEvent): StreamEvent {
  return { eventType: event.eventType, data: event.data, sessionId, queryId: event.queryId, timestamp: event.createdAt.toISOString() };
}

/** One SSE frame. JSON has no raw newlines, so the data fits on one `data:` line. */
export function formatSse(sessionId: string, event: StoredEvent): string {
  const json = JSON.stringify(toStreamEvent(sessionId, event));
  return `id: ${eventId(event.queryId, event.seq)}\nevent: ${event.eventType}\ndata: ${json}\n\n`;
}

export async function insertEvent(db: Executor, event: Omit<StoredEvent, 'createdAt'>): Promise<StoredEvent> {
  const [row] = await db.insert(assistantEvents).values(event).returning();
  return { ...row, eventType: row.eventType as StreamEventType };
}

export async function readEvents(db: Executor, queryId: string, afterSeq: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(assistantEvents)
    .where(and(eq(assistantEvents.queryId, queryId), gt(assistantEvents.seq, afterSeq)))
    .orderBy(asc(assistantEvents.seq));
  return rows.map((row) => ({ ...row, eventType: row.eventType as StreamEventType }));
}

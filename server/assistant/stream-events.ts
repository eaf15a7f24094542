import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { components } from '../../src/api/schema';
import { formatEventId, isStreamEndEventType, STREAM_END_EVENT_TYPES } from '../../src/domain/stream-event-id';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { assistantEvents } from '../db/schema/assistant';

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

// Written from a typed draft; read back, the data must still be a JSON object (else CorruptRowError).
const eventDataSchema = z.custom<EventData>((value) => jsonObjectSchema.safeParse(value).success);

const TERMINAL: StreamEventType[] = [...STREAM_END_EVENT_TYPES];
export const isTerminal = (eventType: StreamEventType) => isStreamEndEventType(eventType);

export function toStreamEvent(sessionId: string, event: StoredEvent): StreamEvent {
  return {
    eventType: event.eventType,
    data: event.data,
    sessionId,
    queryId: event.queryId,
    timestamp: event.createdAt.toISOString(),
  };
}

/** One SSE frame. JSON has no raw newlines, so the data fits on one `data:` line. */
export function formatSse(sessionId: string, event: StoredEvent): string {
  const json = JSON.stringify(toStreamEvent(sessionId, event));
  return `id: ${formatEventId(event.queryId, event.seq)}\nevent: ${event.eventType}\ndata: ${json}\n\n`;
}

export async function insertEvent(db: Executor, event: Omit<StoredEvent, 'createdAt'>): Promise<StoredEvent> {
  const [row] = await db.insert(assistantEvents).values(event).returning();
  return { ...row, data: event.data, eventType: row.eventType as StreamEventType };
}

export async function readEvents(db: Executor, queryId: string, afterSeq: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(assistantEvents)
    .where(and(eq(assistantEvents.queryId, queryId), gt(assistantEvents.seq, afterSeq)))
    .orderBy(asc(assistantEvents.seq));
  return rows.map((row) => ({
    ...row,
    data: readJsonColumn(eventDataSchema, row.data, {
      table: 'assistant_events',
      id: `${row.queryId}:${row.seq}`,
      column: 'data',
    }),
    eventType: row.eventType as StreamEventType,
  }));
}

/** Whether the answer's last event (completed or error) is stored at or before `seq`: nothing follows it. */
export async function endedBy(db: Executor, queryId: string, seq: number): Promise<boolean> {
  const rows = await db
    .select({ seq: assistantEvents.seq })
    .from(assistantEvents)
    .where(
      and(
        eq(assistantEvents.queryId, queryId),
        lte(assistantEvents.seq, seq),
        inArray(assistantEvents.eventType, TERMINAL),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

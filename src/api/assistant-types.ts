// Named aliases for the assistant's contract schemas, and the typed stream events the client
// yields once an SSE frame has been parsed and checked.
import type { Schema } from './types';

export type AssistantSession = Schema<'AssistantSession'>;
export type AssistantQuery = Schema<'AssistantQuery'>;
export type HistoryMessage = Schema<'HistoryMessage'>;
export type FieldUpdate = Schema<'FieldUpdate'>;
export type DatasetVariable = Schema<'DatasetVariable'>;
export type StreamEventType = Schema<'StreamEventType'>;
export type StreamEventBody = Schema<'StreamEvent'>;

export const STREAM_EVENT_TYPES: readonly StreamEventType[] = [
  'content',
  'message',
  'status',
  'final_response',
  'error',
  'field_update',
  'field_updates_batch',
  'partial_response',
  'completed',
];

/** Where an event came from: the SSE id `<queryId>:<seq>` and the body's own fields. */
export interface StreamEventMeta {
  eventId?: string;
  queryId: string;
  sessionId: string;
  timestamp: string;
}

export type AssistantStreamEvent = StreamEventMeta &
  (
    | { type: 'content'; content: string }
    | { type: 'status'; status: string; message?: string }
    | { type: 'final_response'; response: string }
    | { type: 'field_updates'; updates: FieldUpdate[]; reasoning?: string }
    | { type: 'partial_response'; kind: string; topics: string[]; variables: DatasetVariable[] }
    | { type: 'error'; message?: string }
    | { type: 'completed'; aborted?: boolean }
  );

export interface AssistantStreamRequest {
  sessionId: string;
  query: string;
  context?: Record<string, unknown>;
}

// Turns one parsed SSE frame into a typed assistant event. A frame that is not JSON, names an
// unknown type or lacks its payload is logged with console.warn and skipped:
// one bad frame must not end an answer that is otherwise arriving fine.
import { parseEventId } from '../domain/stream-event-id';
import {
  STREAM_EVENT_TYPES,
  type AssistantStreamEvent,
  type DatasetVariable,
  type FieldUpdate,
  type StreamEventMeta,
  type StreamEventType,
} from './assistant-types';

export interface SseFrame {
  id?: string;
  event?: string;
  data: string;
}

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isStreamEventType = (value: unknown): value is StreamEventType =>
  STREAM_EVENT_TYPES.includes(value as StreamEventType);

function isFieldUpdate(value: unknown): value is FieldUpdate {
  return isDict(value) && typeof value.field === 'string' && value.field !== '' && typeof value.value === 'string';
}

function isVariable(value: unknown): value is DatasetVariable {
  return isDict(value) && typeof value.id === 'string' && typeof value.name === 'string';
}

function skip(reason: string, frame: SseFrame): null {
  console.warn(`Skipped a malformed assistant stream event: ${reason}`, frame);
  return null;
}

function payload(type: StreamEventType, data: Dict, meta: StreamEventMeta): AssistantStreamEvent | string {
  switch (type) {
    case 'content':
    case 'message': {
      const content = str(data.content) ?? str(data.message);
      return content === undefined ? 'no content' : { ...meta, type: 'content', content };
    }
    case 'status':
      return { ...meta, type: 'status', status: str(data.status) ?? '', message: str(data.message) };
    case 'final_response': {
      const response = str(data.response) ?? str(data.content);
      return response === undefined ? 'no response' : { ...meta, type: 'final_response', response };
    }
    case 'field_update':
      return isFieldUpdate(data.fieldUpdate)
        ? { ...meta, type: 'field_updates', updates: [data.fieldUpdate], reasoning: str(data.reasoning) }
        : 'no field update';
    case 'field_updates_batch':
      return Array.isArray(data.updates)
        ? {
            ...meta,
            type: 'field_updates',
            updates: data.updates.filter(isFieldUpdate),
            reasoning: str(data.reasoning),
          }
        : 'no updates';
    case 'partial_response':
      return {
        ...meta,
        type: 'partial_response',
        kind: str(data.type) ?? '',
        topics: Array.isArray(data.topics) ? data.topics.filter((t): t is string => typeof t === 'string') : [],
        variables: Array.isArray(data.variables) ? data.variables.filter(isVariable) : [],
      };
    case 'error':
      return { ...meta, type: 'error', message: str(data.message) };
    case 'completed':
      return { ...meta, type: 'completed', aborted: data.aborted === true };
  }
}

export function decodeStreamEvent(frame: SseFrame): AssistantStreamEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(frame.data);
  } catch {
    return skip('data is not JSON', frame);
  }
  if (!isDict(body)) return skip('data is not an object', frame);
  const type = frame.event ?? body.eventType;
  if (!isStreamEventType(type)) return skip(`unknown type ${JSON.stringify(type)}`, frame);
  const meta: StreamEventMeta = {
    eventId: frame.id,
    queryId: str(body.queryId) ?? parseEventId(frame.id)?.queryId ?? '',
    sessionId: str(body.sessionId) ?? '',
    timestamp: str(body.timestamp) ?? new Date().toISOString(),
  };
  const event = payload(type, isDict(body.data) ? body.data : {}, meta);
  return typeof event === 'string' ? skip(`${type} with ${event}`, frame) : event;
}

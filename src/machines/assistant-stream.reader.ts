// The connection actor of the assistant stream machine (invoked as readStream): it opens one
// connection from the cursor it is given, reports each event, each new position and how the
// connection ended. Stopping the actor closes the connection, and a stop reports nothing.
import { fromCallback, type EventObject } from 'xstate';
import { readStreamConnection, type ConnectionEnd, type ConnectionListener } from '../api/assistant-stream';
import type { AssistantStreamEvent, AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import type { PartialResponse } from '../domain/assistant-chat';

export interface ConnectionInput {
  request: AssistantStreamRequest;
  /** Sent as Last-Event-ID: the server replays what came after it. */
  lastEventId: string | null;
  /** Frames at or before this sequence number were already shown. */
  lastSeq: number;
}

/** What the connection actor reports: one event per kind of SSE event, the cursor, the end. */
export type StreamActorEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.position'; eventId: string; seq: number }
  | { type: 'stream.query'; queryId: string }
  | { type: 'stream.content'; content: string }
  | { type: 'stream.final'; response: string }
  | { type: 'stream.status'; status: string; message?: string }
  | { type: 'stream.fieldUpdates'; updates: FieldUpdate[]; reasoning?: string }
  | { type: 'stream.partial'; partial: PartialResponse }
  | { type: 'stream.completed' }
  | { type: 'stream.serverError'; message?: string }
  | { type: 'stream.dropped' }
  | { type: 'stream.unauthorized'; error: unknown }
  | { type: 'stream.failed'; error: unknown };

function toActorEvent(event: AssistantStreamEvent): StreamActorEvent {
  switch (event.type) {
    case 'content':
      return { type: 'stream.content', content: event.content };
    case 'final_response':
      return { type: 'stream.final', response: event.response };
    case 'status':
      return { type: 'stream.status', status: event.status, message: event.message };
    case 'field_updates':
      return { type: 'stream.fieldUpdates', updates: event.updates, reasoning: event.reasoning };
    case 'partial_response':
      return {
        type: 'stream.partial',
        partial: { kind: event.kind, topics: event.topics, variables: event.variables },
      };
    case 'error':
      return { type: 'stream.serverError', message: event.message };
    case 'completed':
      return { type: 'stream.completed' };
  }
}

/** The connection's end as the machine hears it; the answer's own end was already reported. */
function endEvent(end: ConnectionEnd): StreamActorEvent | null {
  switch (end.type) {
    case 'dropped':
      return { type: 'stream.dropped' };
    case 'unauthorized':
      return { type: 'stream.unauthorized', error: end.error };
    case 'failed':
      return { type: 'stream.failed', error: end.error };
    default:
      return null;
  }
}

export const readStreamActor = fromCallback<EventObject, ConnectionInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const report = (event: StreamActorEvent | null) => {
    if (event && !controller.signal.aborted) sendBack(event);
  };
  let queryId: string | null = null;
  const listener: ConnectionListener = {
    opened: () => sendBack({ type: 'stream.opened' }),
    position: (eventId, seq) => sendBack({ type: 'stream.position', eventId, seq }),
    event(event) {
      if (event.queryId && event.queryId !== queryId)
        sendBack({ type: 'stream.query', queryId: (queryId = event.queryId) });
      sendBack(toActorEvent(event));
    },
  };
  readStreamConnection(input.request, input, listener, { signal: controller.signal }).then(
    (end) => report(endEvent(end)),
    (error: unknown) => report({ type: 'stream.failed', error }),
  );
  return () => controller.abort();
});

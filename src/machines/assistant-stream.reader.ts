// The readStream actor of the assistant stream machine: it reads the SSE answer and reports each
// event to the machine as one of its own events; stopping the actor closes the connection.
import { fromCallback, type EventObject } from 'xstate';
import { isUserAbort } from '../api/assistant-errors';
import { streamAssistantQuery } from '../api/assistant-stream';
import type { AssistantStreamEvent, AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import type { PartialResponse } from '../domain/assistant-chat';

/** What the readStream actor reports, one event per kind of SSE event. */
export type StreamActorEvent =
  | { type: 'stream.query'; queryId: string }
  | { type: 'stream.content'; content: string }
  | { type: 'stream.final'; response: string }
  | { type: 'stream.status'; status: string; message?: string }
  | { type: 'stream.fieldUpdates'; updates: FieldUpdate[]; reasoning?: string }
  | { type: 'stream.partial'; partial: PartialResponse }
  | { type: 'stream.completed' }
  | { type: 'stream.serverError'; message?: string }
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

/** Reads the answer and reports each event; stopping the actor closes the connection. */
export const readStreamActor = fromCallback<EventObject, AssistantStreamRequest>(({ input, sendBack }) => {
  const controller = new AbortController();
  (async () => {
    let queryId: string | null = null;
    for await (const event of streamAssistantQuery(input, { signal: controller.signal })) {
      if (event.queryId && event.queryId !== queryId)
        sendBack({ type: 'stream.query', queryId: (queryId = event.queryId) });
      sendBack(toActorEvent(event));
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted && !isUserAbort(error)) sendBack({ type: 'stream.failed', error });
  });
  return () => controller.abort();
});

// Every event the assistant stream's model takes: the panel's start and stop, what the SSE reader
// reports, and the cancel call settling.
import type { AssistantStreamRequest } from '../api/assistant-types';
import { toApiError } from '../api/errors';
import type { AssistantStreamEventIn } from './assistant-stream.machine';
import type { ModelEvent, PlanVariant } from './model/types';

export const REQUEST: AssistantStreamRequest = { sessionId: 's1', query: 'What is CRISPR?' };
export const UPDATE = { field: 'title', value: 'CRISPR screens', reasoning: 'The question names it' };
export const PARTIAL = {
  kind: 'datacommons_search',
  topics: ['Health'],
  variables: [{ id: 'v1', name: 'Life expectancy', description: 'Years' }],
};
/** The stream request failed with a 503: the catalogue has words for it. */
export const STREAM_FAILURE = toApiError(503, undefined);

export const events: readonly ModelEvent<AssistantStreamEventIn>[] = [
  { type: 'stream.start', request: REQUEST },
  { type: 'stream.abort' },
  { type: 'stream.query', queryId: 'q1' },
  { type: 'stream.content', content: 'Hello ' },
  { type: 'stream.final', response: 'The whole answer' },
  { type: 'stream.status', status: 'processing', message: 'Thinking' },
  { type: 'stream.fieldUpdates', updates: [UPDATE] },
  { type: 'stream.partial', partial: PARTIAL },
  { type: 'stream.completed' },
  { type: 'stream.serverError', message: 'The model failed' },
  { type: 'stream.failed', error: STREAM_FAILURE },
  { type: 'xstate.done.actor.cancelQuery', output: undefined },
  { type: 'xstate.error.actor.cancelQuery', error: toApiError(409, undefined) },
];

export const WITH_REQUEST = 'created with a request';
// The session machine invokes it with the request; created without one, it waits for stream.start.
export const variants: readonly PlanVariant[] = [
  { name: 'created idle', input: {} },
  { name: WITH_REQUEST, input: { request: REQUEST } },
];

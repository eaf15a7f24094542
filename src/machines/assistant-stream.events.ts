// Every event the assistant stream's model takes: the panel's start and stop, what the connection
// actor reports (its events, the cursor, how it ended), the token refresh and the cancel call
// settling, and the wait before a reconnect.
import type { AssistantStreamRequest } from '../api/assistant-types';
import { toApiError } from '../api/errors';
import { assistantStreamMachine, type AssistantStreamEventIn } from './assistant-stream.machine';
import { timerEventsOf } from './model/transitions';
import type { MachineEvents, ModelEvent, PlanVariant } from './model/types';

export const REQUEST: AssistantStreamRequest = { sessionId: 's1', query: 'What is CRISPR?' };
export const UPDATE = { field: 'title', value: 'CRISPR screens', reasoning: 'The question names it' };
export const PARTIAL = {
  kind: 'datacommons_search',
  topics: ['Health'],
  variables: [{ id: 'v1', name: 'Life expectancy', description: 'Years' }],
};
/** The id the server gives each event of the answer: `<queryId>:<seq>`. */
export const eventId = (seq: number) => `00000000-0000-4000-8000-00000000b001:${seq}`;
/** The stream request failed with a 503: the catalogue has words for it. */
export const STREAM_FAILURE = toApiError(503, undefined);
export const UNAUTHORIZED = toApiError(401, undefined);

export const events: readonly ModelEvent<AssistantStreamEventIn>[] = [
  { type: 'stream.start', request: REQUEST },
  { type: 'stream.abort' },
  { type: 'stream.opened' },
  { type: 'stream.position', eventId: eventId(1), seq: 1 },
  { type: 'stream.position', eventId: eventId(2), seq: 2 },
  { type: 'stream.query', queryId: 'q1' },
  { type: 'stream.content', content: 'Hello ' },
  { type: 'stream.final', response: 'The whole answer' },
  { type: 'stream.status', status: 'processing', message: 'Thinking' },
  { type: 'stream.fieldUpdates', updates: [UPDATE] },
  { type: 'stream.partial', partial: PARTIAL },
  { type: 'stream.completed' },
  { type: 'stream.serverError', message: 'The model failed' },
  { type: 'stream.dropped' },
  { type: 'stream.unauthorized', error: UNAUTHORIZED },
  { type: 'stream.failed', error: STREAM_FAILURE },
  { type: 'xstate.done.actor.refreshToken', output: true },
  { type: 'xstate.done.actor.refreshToken', output: false },
  { type: 'xstate.error.actor.refreshToken', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.cancelQuery', output: undefined },
  { type: 'xstate.error.actor.cancelQuery', error: toApiError(409, undefined) },
  ...timerEventsOf(assistantStreamMachine),
];

export const WITH_REQUEST = 'created with a request';
// The session machine invokes it with the request; created without one, it waits for stream.start.
export const variants: readonly PlanVariant[] = [
  { name: 'created idle', input: {} },
  { name: WITH_REQUEST, input: { request: REQUEST } },
];

/** The text, notes and updates only grow: the search tells snapshots apart by what decides a move. */
export const stateKey: MachineEvents['stateKey'] = (snapshot) => {
  const c = snapshot.context as { queryId: unknown; lastSeq: number; attempts: number; refreshed: boolean };
  return JSON.stringify([snapshot.value, c.queryId, c.lastSeq, c.attempts, c.refreshed]);
};

import { createActor, fromCallback, fromPromise, waitFor, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { AssistantStreamRequest } from '../api/assistant-types';
import { toApiError } from '../api/errors';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import {
  assistantStreamMachine,
  type AssistantStreamEventIn,
  type AssistantStreamSnapshot,
} from './assistant-stream.machine';

const REQUEST: AssistantStreamRequest = { sessionId: 's1', query: 'What is CRISPR?' };
const UPDATE = { field: 'title', value: 'CRISPR screens', reasoning: 'The question names it' };
const PARTIAL = {
  kind: 'datacommons_search',
  topics: ['Health'],
  variables: [{ id: 'v1', name: 'Life expectancy', description: 'Years' }],
};

// Every event the model may take: the user's, what readStream reports, and the cancel call settling.
const MODEL_EVENTS = [
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
  { type: 'stream.failed', error: toApiError(503, undefined) },
  { type: 'xstate.done.actor.cancelQuery', output: undefined },
  { type: 'xstate.error.actor.cancelQuery', error: toApiError(409, undefined) },
] as unknown as AssistantStreamEventIn[];

const INPUTS = [{}, { request: REQUEST }];

function statePath(value: StateValue): string {
  return typeof value === 'string' ? value : Object.keys(value)[0];
}

const allStates = (node: AnyStateNode = assistantStreamMachine.root) => Object.keys(node.states);

// Vertices: the state, and whether text, a query id and an error are there; not the text itself.
const serializeState = (s: AssistantStreamSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.text !== '',
    s.context.queryId !== null,
    s.context.error,
    s.context.notes.length > 0,
    s.context.fieldUpdates.length > 0,
  ]);

/** readStream does nothing: the replay sends its events. cancelQuery settles when told. */
function stubbed() {
  const pending: { cancel?: { resolve: () => void; reject: (e: unknown) => void } } = {};
  const cancelInputs: unknown[] = [];
  const machine = assistantStreamMachine.provide({
    actors: {
      readStream: fromCallback(() => () => undefined),
      cancelQuery: fromPromise<void, { sessionId: string; queryId: string }>(({ input }) => {
        cancelInputs.push(input);
        return new Promise<void>((resolve, reject) => (pending.cancel = { resolve, reject }));
      }),
    },
  });
  return { machine, pending, cancelInputs };
}

describe('assistant stream machine model', () => {
  const explored = INPUTS.flatMap((input) =>
    getShortestPaths(assistantStreamMachine, { events: MODEL_EVENTS, input, serializeState }).map((path) => ({
      input,
      path,
    })),
  );

  it('reaches every state', () => {
    const reached = new Set(explored.map(({ path }) => statePath(path.state.value)));
    expect([...reached].sort()).toEqual(allStates().sort());
    expect(allStates()).toEqual(['idle', 'streaming', 'cancelling', 'completed', 'failed', 'aborted']);
  });

  it('explores a bounded model', () => {
    expect(explored.length).toBeGreaterThan(20);
    expect(explored.length).toBeLessThan(400);
  });

  it.each(
    explored.map(({ input, path }) => [
      `${'request' in input ? 'with request' : 'idle'}: ${
        path.steps
          .slice(1)
          .map((s) => s.event.type.replace('xstate.', ''))
          .join(' > ') || 'start'
      }`,
      input,
      path,
    ]),
  )('replays %s', async (_name, input, path) => {
    const { machine, pending, cancelInputs } = stubbed();
    const actor = createActor(machine, { input }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string; error?: unknown };
      if (event.type === 'xstate.done.actor.cancelQuery') pending.cancel?.resolve();
      else if (event.type === 'xstate.error.actor.cancelQuery') pending.cancel?.reject(event.error);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => statePath(s.value) === statePath(step.state.value), {
        timeout: 1000,
      });
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      expect(snapshot.hasTag('streaming')).toBe(step.state.hasTag('streaming'));
    }
    // The server is told of a stop only when it named the query being stopped.
    const cancelled =
      statePath(path.state.value) === 'cancelling' ||
      path.steps.some((s) => s.event.type.includes('actor.cancelQuery'));
    expect(cancelInputs).toEqual(cancelled ? [{ sessionId: 's1', queryId: 'q1' }] : []);
    actor.stop();
  });
});

describe('assistant stream machine', () => {
  function started() {
    const control = stubbed();
    const actor = createActor(control.machine, { input: { request: REQUEST } }).start();
    return { actor, ...control };
  }

  it('accumulates content until completed, and final_response replaces the text', () => {
    const { actor } = started();
    actor.send({ type: 'stream.content', content: 'CRISPR is ' });
    actor.send({ type: 'stream.content', content: 'a tool' });
    expect(actor.getSnapshot().context.text).toBe('CRISPR is a tool');
    actor.send({ type: 'stream.final', response: 'CRISPR is a gene-editing tool.' });
    actor.send({ type: 'stream.completed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'completed',
      queryId: null,
      text: 'CRISPR is a gene-editing tool.',
      notes: [],
      fieldUpdates: [],
      error: null,
    });
  });

  it('emits field updates and partial responses to listeners, and keeps them for the message', () => {
    const { actor } = started();
    const updates = vi.fn();
    const partials = vi.fn();
    actor.on('field.updates', updates);
    actor.on('partial.response', partials);
    actor.send({ type: 'stream.fieldUpdates', updates: [UPDATE], reasoning: 'why' });
    actor.send({ type: 'stream.partial', partial: PARTIAL });
    expect(updates).toHaveBeenCalledWith({ type: 'field.updates', updates: [UPDATE], reasoning: 'why' });
    expect(partials).toHaveBeenCalledWith({ type: 'partial.response', partial: PARTIAL });
    actor.send({ type: 'stream.completed' });
    expect(actor.getSnapshot().output?.fieldUpdates).toEqual([UPDATE]);
    expect(actor.getSnapshot().output?.notes[0]).toContain('Searched Data Commons');
    expect(actor.getSnapshot().output?.notes[0]).toContain('Life expectancy: Years');
  });

  it('a user abort ends silently: cancel is called, the partial text stays, no error', async () => {
    const { actor, pending, cancelInputs } = started();
    actor.send({ type: 'stream.query', queryId: 'q1' });
    actor.send({ type: 'stream.content', content: 'Half an ans' });
    actor.send({ type: 'stream.abort' });
    expect(actor.getSnapshot().hasTag('streaming')).toBe(false);
    expect(cancelInputs).toEqual([{ sessionId: 's1', queryId: 'q1' }]);
    pending.cancel?.reject(toApiError(409, undefined));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'aborted', text: 'Half an ans', error: null });
  });

  it('an abort before the server named the query ends at once without a cancel call', () => {
    const { actor, cancelInputs } = started();
    actor.send({ type: 'stream.abort' });
    expect(actor.getSnapshot().value).toBe('aborted');
    expect(cancelInputs).toEqual([]);
  });

  it('an error keeps the partial text and shows the message', () => {
    const { actor } = started();
    actor.send({ type: 'stream.content', content: 'Partial' });
    actor.send({ type: 'stream.serverError' });
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      text: 'Partial',
      error: ASSISTANT_MESSAGES.streamError,
    });
  });

  it.each([
    [toApiError(503, undefined), ASSISTANT_ERROR_MESSAGES.unavailable],
    [toApiError(401, undefined), ASSISTANT_ERROR_MESSAGES.unauthorized],
    [
      Object.assign(toApiError(500, undefined), {
        message: ASSISTANT_MESSAGES.streamRequestFailed('Internal Server Error'),
      }),
      'Stream request failed: Internal Server Error',
    ],
    [new Error('boom'), ASSISTANT_MESSAGES.streamQueryFailed],
  ])('a transport failure shows the catalogue words (%#)', (error, words) => {
    const { actor } = started();
    actor.send({ type: 'stream.failed', error });
    expect(actor.getSnapshot().output?.error).toBe(words);
  });

  it('starts from idle on stream.start', () => {
    const { machine } = stubbed();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'stream.start', request: REQUEST });
    expect(actor.getSnapshot().hasTag('streaming')).toBe(true);
    expect(actor.getSnapshot().context.request).toEqual(REQUEST);
  });
});

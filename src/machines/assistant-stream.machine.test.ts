import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { toApiError } from '../api/errors';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import * as streamModel from './assistant-stream.events';
import { PARTIAL, REQUEST, UPDATE } from './assistant-stream.events';
import { assistantStreamMachine } from './assistant-stream.machine';
import { modelHarness } from './assistant-stream.test-support';
import { describeModel } from './model/describe-model.test-support';

/** readStream does nothing: the story sends its events. cancelQuery settles when told. */
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

describeModel(assistantStreamMachine, streamModel, modelHarness);

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

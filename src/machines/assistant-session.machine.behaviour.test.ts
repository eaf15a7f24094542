import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { toApiError } from '../api/errors';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '../domain/assistant-chat';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES } from '../domain/messages';
import { assistantSessionMachine } from './assistant-session.machine';
import { BOUND, DEFERRED, stubbedSessionMachine, streamOutput } from './assistant-session.test-support';
import { assistantStreamMachine } from './assistant-stream.machine';

async function connected(session = DEFERRED) {
  const control = stubbedSessionMachine();
  const actor = createActor(control.machine).start();
  actor.send({ type: 'assistant.open' });
  control.pending.connect?.resolve({ session, messages: [] });
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, ...control };
}

const rows = (actor: {
  getSnapshot: () => { context: { messages: Array<{ role: string; content: string; status: string }> } };
}) => actor.getSnapshot().context.messages.map((m) => `${m.role}:${m.content}:${m.status}`);

describe('assistant session rules', () => {
  it('opening creates the session deferred when no workspace is given, with the workspace otherwise', async () => {
    const { inputs } = await connected();
    expect(inputs.connect).toEqual([{ workspaceId: null }]);
    const other = stubbedSessionMachine();
    createActor(other.machine).start().send({ type: 'assistant.open', workspaceId: BOUND.workspaceId });
    expect(other.inputs.connect).toEqual([{ workspaceId: BOUND.workspaceId }]);
  });

  it('sending without a session first creates one, then streams the trimmed message', async () => {
    const { machine, pending, inputs } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'assistant.send', text: '  What is CRISPR?  ', context: { form: { id: 'goal' } } });
    expect(actor.getSnapshot().matches('connecting')).toBe(true);
    pending.connect?.resolve({ session: DEFERRED, messages: [] });
    await waitFor(actor, (s) => s.hasTag('streaming'));
    expect(inputs.streamQuery).toEqual([
      { request: { sessionId: DEFERRED.sessionId, query: 'What is CRISPR?', context: { form: { id: 'goal' } } } },
    ]);
    expect(rows(actor)).toEqual(['user:What is CRISPR?:sending', 'assistant::sending']);
    pending.streamQuery?.resolve(streamOutput('completed', 'A gene-editing tool'));
    await waitFor(actor, (s) => !s.hasTag('streaming'));
    expect(rows(actor)).toEqual(['user:What is CRISPR?:sent', 'assistant:A gene-editing tool:sent']);
  });

  it("a send whose session cannot be created fails with 'Failed to create session'", async () => {
    const { machine, pending } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'assistant.send', text: 'Hello' });
    pending.connect?.reject(toApiError(503, undefined));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_MESSAGES.createSession);
    expect(rows(actor)).toEqual(['user:Hello:error']);
  });

  it('opening that fails shows the by-status words', async () => {
    const { machine, pending } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'assistant.open' });
    pending.connect?.reject(toApiError(404, undefined));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_ERROR_MESSAGES.notFound);
  });

  it("upgrading with no session fails with 'No active session to upgrade'", () => {
    const actor = createActor(assistantSessionMachine).start();
    actor.send({ type: 'assistant.upgrade', workspaceId: BOUND.workspaceId! });
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_MESSAGES.noSessionToUpgrade);
  });

  it("upgrading a session that is not deferred fails with 'Session is not in deferred mode'", async () => {
    const { actor, inputs } = await connected(BOUND);
    actor.send({ type: 'assistant.upgrade', workspaceId: BOUND.workspaceId! });
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_MESSAGES.notDeferred);
    expect(inputs.upgrade).toEqual([]);
  });

  it('messages sent while upgrading are queued, then appended and sent', async () => {
    const { actor, pending, inputs } = await connected();
    actor.send({ type: 'assistant.upgrade', workspaceId: BOUND.workspaceId! });
    expect(inputs.upgrade).toEqual([{ sessionId: DEFERRED.sessionId, workspaceId: BOUND.workspaceId }]);
    actor.send({ type: 'assistant.send', text: 'Queued question' });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    expect(rows(actor)).toEqual([]);
    pending.upgrade?.resolve(BOUND);
    await waitFor(actor, (s) => s.hasTag('streaming'));
    expect(actor.getSnapshot().context.session).toEqual(BOUND);
    expect(rows(actor)).toEqual(['user:Queued question:sending', 'assistant::sending']);
  });

  it('terminate clears the session and the messages, even when the server fails', async () => {
    const { actor, pending } = await connected();
    actor.send({ type: 'assistant.send', text: 'Hi' });
    pending.streamQuery?.resolve(streamOutput('completed'));
    await waitFor(actor, (s) => !s.hasTag('streaming'));
    actor.send({ type: 'assistant.terminate' });
    pending.terminate?.reject(toApiError(500, undefined));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      session: null,
      messages: [],
      queue: [],
      error: ASSISTANT_MESSAGES.terminateSession,
    });
  });

  it('refuses empty, whitespace-only, too long and mid-stream sends', async () => {
    const { actor, inputs } = await connected();
    actor.send({ type: 'assistant.send', text: '' });
    actor.send({ type: 'assistant.send', text: ' \n\t ' });
    actor.send({ type: 'assistant.send', text: 'x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH + 1) });
    expect(inputs.streamQuery).toEqual([]);
    actor.send({ type: 'assistant.send', text: 'x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH) });
    actor.send({ type: 'assistant.send', text: 'While streaming' });
    expect(inputs.streamQuery).toHaveLength(1);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('a stop ends the answer silently and keeps the partial text', async () => {
    const cancel = vi.fn(async (): Promise<void> => undefined);
    const stream = assistantStreamMachine.provide({
      actors: {
        readStream: fromCallback(({ sendBack }) => {
          sendBack({ type: 'stream.query', queryId: 'q1' });
          sendBack({ type: 'stream.content', content: 'Half' });
        }),
        cancelQuery: fromPromise<void, { sessionId: string; queryId: string }>(cancel),
      },
    });
    const { machine: base, pending } = stubbedSessionMachine();
    const actor = createActor(base.provide({ actors: { streamQuery: stream } as never })).start();
    actor.send({ type: 'assistant.open' });
    pending.connect?.resolve({ session: DEFERRED, messages: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'assistant.send', text: 'Long question' });
    actor.send({ type: 'assistant.stop' });
    await waitFor(actor, (s) => !s.hasTag('streaming'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(rows(actor)).toEqual(['user:Long question:sent', 'assistant:Half:sent']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed answer keeps its partial text and carries the error words', async () => {
    const { actor, pending } = await connected();
    actor.send({ type: 'assistant.send', text: 'Q' });
    pending.streamQuery?.resolve(streamOutput('failed', 'Partial', ASSISTANT_MESSAGES.streamError));
    await waitFor(actor, (s) => !s.hasTag('streaming'));
    const [, answer] = actor.getSnapshot().context.messages;
    expect(answer).toMatchObject({
      content: 'Partial',
      status: 'error',
      metadata: { error: ASSISTANT_MESSAGES.streamError },
    });
  });
});

import { createActor, waitFor, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { toApiError } from '../api/errors';
import { ASSISTANT_ERROR_MESSAGES } from '../domain/messages';
import { assistantSessionMachine } from './assistant-session.machine';
import { BOUND, DEFERRED, settle, streamOutput, stubbedSessionMachine } from './assistant-session.test-support';
import type { AssistantSessionEvent } from './assistant-session.types';
import type { AssistantSessionSnapshot } from './assistant-session.machine';

const HISTORY = [
  { id: 'h1:query', role: 'user', content: 'Earlier', timestamp: '2026-11-22T09:00:00Z', status: 'sent' },
];

// Every event the model may take: the panel's, and each invoked actor settling.
const MODEL_EVENTS = [
  { type: 'assistant.open' },
  { type: 'assistant.send', text: '  Hello  ' },
  { type: 'assistant.send', text: '   ' },
  { type: 'assistant.stop' },
  { type: 'assistant.upgrade', workspaceId: BOUND.workspaceId },
  { type: 'assistant.terminate' },
  { type: 'assistant.dismissError' },
  { type: 'xstate.done.actor.connect', output: { session: DEFERRED, messages: HISTORY } },
  { type: 'xstate.done.actor.connect', output: { session: BOUND, messages: [] } },
  { type: 'xstate.error.actor.connect', error: toApiError(503, undefined) },
  { type: 'xstate.done.actor.upgrade', output: BOUND },
  { type: 'xstate.error.actor.upgrade', error: toApiError(404, undefined) },
  { type: 'xstate.done.actor.terminate', output: undefined },
  { type: 'xstate.error.actor.terminate', error: toApiError(500, undefined) },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('completed') },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('failed', '', 'Stream error occurred') },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('aborted', '') },
] as unknown as AssistantSessionEvent[];

const key = (value: StateValue) => JSON.stringify(value);

// Vertices: the state and the facts the chart branches on; message text does not multiply them.
const serializeState = (s: AssistantSessionSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.session?.isDeferred ?? null,
    Math.min(s.context.queue.length, 2),
    s.context.current !== null,
    s.context.error,
    s.context.messages.length > 0,
  ]);

const RESTING = [
  'idle',
  'connecting',
  'terminating',
  ...['idle', 'streaming'].flatMap((chat) => ['steady', 'upgrading'].map((link) => key({ ready: { chat, link } }))),
];

describe('assistant session machine model', () => {
  const explored = getShortestPaths(assistantSessionMachine, { events: MODEL_EVENTS, serializeState });

  it('reaches every resting state', () => {
    const reached = new Set(
      explored.map((path) => (typeof path.state.value === 'string' ? path.state.value : key(path.state.value))),
    );
    expect([...reached].sort()).toEqual([...RESTING].sort());
  });

  it('explores a bounded model', () => {
    expect(explored.length).toBeGreaterThan(20);
    expect(explored.length).toBeLessThan(400);
  });

  const name = (event: {
    type: string;
    text?: string;
    output?: { outcome?: string; session?: { isDeferred: boolean } };
  }) =>
    event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace('assistant.', '') +
    (event.text !== undefined ? `(${JSON.stringify(event.text)})` : '') +
    (event.output?.outcome ? `(${event.output.outcome})` : '') +
    (event.output?.session ? `(${event.output.session.isDeferred ? 'deferred' : 'bound'})` : '');

  it.each(
    explored.map((path) => [
      path.steps
        .slice(1)
        .map((s) => name(s.event as never))
        .join(' > ') || 'start',
      path,
    ]),
  )('replays %s', async (_name, path) => {
    const { machine, pending } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (/^xstate\.(done|error)\.actor\./.test(event.type)) settle(pending, event);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => key(s.value) === key(step.state.value), { timeout: 1000 });
      // A vertex stands for every context with the same facts, so the facts are what must match.
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      expect(snapshot.hasTag('streaming')).toBe(step.state.hasTag('streaming'));
    }
    actor.stop();
  });
});

describe('assistant session machine', () => {
  it('errors are in context, in the catalogue words', async () => {
    const { machine, pending } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'assistant.open' });
    pending.connect?.reject(toApiError(503, undefined));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_ERROR_MESSAGES.unavailable);
  });
});

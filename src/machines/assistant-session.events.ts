// Every event the assistant session's model takes: the panel's, and each call settling (the stream
// ending completed, failed or stopped is its stream machine finishing).
import type { ConnectOutput } from '../api/assistant-connect';
import type { AssistantSession } from '../api/assistant-types';
import { toApiError } from '../api/errors';
import type { ChatMessage } from '../domain/assistant-chat';
import type { AssistantStreamOutput } from './assistant-stream.machine';
import type { AssistantSessionEvent } from './assistant-session.types';
import type { ModelEvent } from './model/types';

export const DEFERRED: AssistantSession = {
  sessionId: '00000000-0000-4000-8000-00000000a001',
  isDeferred: true,
  workspaceId: null,
  context: {},
  createdAt: '2026-11-22T10:00:00Z',
};
export const BOUND: AssistantSession = {
  ...DEFERRED,
  isDeferred: false,
  workspaceId: '00000000-0000-4000-8000-000000000001',
};
export const HISTORY: ChatMessage[] = [
  { id: 'h1:query', role: 'user', content: 'Earlier', timestamp: '2026-11-22T09:00:00Z', status: 'sent' },
];

export const streamOutput = (
  outcome: AssistantStreamOutput['outcome'],
  text = 'An answer',
  error: string | null = null,
): AssistantStreamOutput => ({ outcome, text, error, queryId: 'q1', notes: [], fieldUpdates: [] });

export const CONNECT_FAILURE = toApiError(503, undefined);
export const UPGRADE_FAILURE = toApiError(404, undefined);
const RESUMED: ConnectOutput = { session: DEFERRED, messages: HISTORY };
const CREATED: ConnectOutput = { session: BOUND, messages: [] };

export const events: readonly ModelEvent<AssistantSessionEvent>[] = [
  { type: 'assistant.open' },
  { type: 'assistant.send', text: '  Hello  ' },
  { type: 'assistant.send', text: '   ' },
  { type: 'assistant.stop' },
  { type: 'assistant.upgrade', workspaceId: BOUND.workspaceId! },
  { type: 'assistant.terminate' },
  { type: 'assistant.dismissError' },
  { type: 'xstate.done.actor.connect', output: RESUMED },
  { type: 'xstate.done.actor.connect', output: CREATED },
  { type: 'xstate.error.actor.connect', error: CONNECT_FAILURE },
  { type: 'xstate.done.actor.upgrade', output: BOUND },
  { type: 'xstate.error.actor.upgrade', error: UPGRADE_FAILURE },
  { type: 'xstate.done.actor.terminate', output: undefined },
  { type: 'xstate.error.actor.terminate', error: toApiError(500, undefined) },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('completed') },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('failed', '', 'Stream error occurred') },
  { type: 'xstate.done.actor.streamQuery', output: streamOutput('aborted', '') },
];

type Message = { role: string; content: string; status: string };
type Context = {
  messages: Message[];
  queue: { message: Message }[];
  current: unknown;
  session: unknown;
  error: unknown;
  workspaceId: unknown;
};

/** Messages get fresh ids and timestamps each time: the search tells snapshots apart without them. */
export const stateKey = (snapshot: { value: unknown; context: unknown }) => {
  const c = snapshot.context as Context;
  const text = (m: Message) => `${m.role}:${m.status}:${m.content}`;
  return JSON.stringify([
    snapshot.value,
    c.messages.map(text),
    c.queue.map((q) => text(q.message)),
    c.current !== null,
    c.session,
    c.error,
    c.workspaceId,
  ]);
};

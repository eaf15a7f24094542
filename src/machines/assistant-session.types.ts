// Context, events and pure helpers of the assistant session machine, kept apart so the chart
// file reads as a chart.
import type { AssistantSession } from '../api/assistant-types';
import type { ChatMessage } from '../domain/assistant-chat';
import type { AssistantStreamOutput } from './assistant-stream.machine';
import { assistantCallErrorMessage } from '../api/assistant-errors';
import { ASSISTANT_MESSAGES } from '../domain/messages';

export interface QueuedMessage {
  message: ChatMessage;
  /** Sent with the query: the form the assistant may fill, and where the user is. */
  context?: Record<string, unknown>;
}

export interface AssistantSessionContext {
  /** Where a new session is created (deferred when null). */
  workspaceId: string | null;
  session: AssistantSession | null;
  messages: ChatMessage[];
  /** Sent but not yet streamed: while the session is created or upgraded, or behind an answer. */
  queue: QueuedMessage[];
  /** The exchange being answered: its assistant message shows the stream's live text. */
  current: {
    userMessageId: string;
    assistantMessageId: string;
    query: string;
    context?: Record<string, unknown>;
  } | null;
  error: string | null;
}

export type AssistantSessionEvent =
  | { type: 'assistant.open'; workspaceId?: string | null }
  | { type: 'assistant.send'; text: string; context?: Record<string, unknown> }
  | { type: 'assistant.stop' }
  | { type: 'assistant.upgrade'; workspaceId: string }
  | { type: 'assistant.terminate' }
  | { type: 'assistant.dismissError' };

export const initialAssistantSessionContext: AssistantSessionContext = {
  workspaceId: null,
  session: null,
  messages: [],
  queue: [],
  current: null,
  error: null,
};

let counter = 0;
/** Local ids for messages not yet stored: unique within the page, never sent to the server. */
export const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export function userMessage(text: string): ChatMessage {
  return {
    id: localId('user'),
    role: 'user',
    content: text.trim(),
    timestamp: new Date().toISOString(),
    status: 'sending',
  };
}

/** The messages an answer leaves: its system notes, then the answer (dropped if stopped before a word). */
export function settleExchange(context: AssistantSessionContext, output: AssistantStreamOutput): ChatMessage[] {
  const { current } = context;
  if (!current) return context.messages;
  const failed = output.outcome === 'failed';
  const timestamp = new Date().toISOString();
  const notes: ChatMessage[] = output.notes.map((content) => ({
    id: localId('system'),
    role: 'system',
    content,
    timestamp,
    status: 'sent',
    metadata: { eventType: 'partial_response' },
  }));
  return context.messages.flatMap((message): ChatMessage[] => {
    if (message.id === current.userMessageId)
      return [{ ...message, status: failed && output.text === '' ? 'error' : 'sent' }];
    if (message.id !== current.assistantMessageId) return [message];
    if (output.outcome === 'aborted' && output.text === '') return notes;
    const metadata = {
      ...(output.fieldUpdates.length > 0 && { fieldUpdates: output.fieldUpdates }),
      ...(output.error && { error: output.error }),
      ...(output.outcome === 'aborted' && { aborted: true }),
    };
    return [...notes, { ...message, content: output.text, status: failed ? 'error' : 'sent', timestamp, metadata }];
  });
}

/** Messages that never reached a session: shown, marked failed. */
export const failQueued = (queue: QueuedMessage[]): ChatMessage[] =>
  queue.map(({ message }) => ({ ...message, status: 'error' }));

/** The next queued message goes out, with an empty assistant answer to fill as the stream arrives. */
export function beginExchange(context: AssistantSessionContext): Partial<AssistantSessionContext> {
  const [next, ...rest] = context.queue;
  const assistantMessageId = localId('assistant');
  const placeholder: ChatMessage = {
    id: assistantMessageId,
    role: 'assistant',
    content: '',
    timestamp: new Date().toISOString(),
    status: 'sending',
  };
  return {
    queue: rest,
    messages: [...context.messages, next.message, placeholder],
    current: {
      userMessageId: next.message.id,
      assistantMessageId,
      query: next.message.content,
      context: next.context,
    },
  };
}

/** No session could be had: queued messages fail, and a send that needed one says so. */
export function connectFailed(context: AssistantSessionContext, error: unknown): Partial<AssistantSessionContext> {
  return {
    error:
      context.queue.length > 0
        ? ASSISTANT_MESSAGES.createSession
        : assistantCallErrorMessage(error, ASSISTANT_MESSAGES.createMaxwellSession),
    messages: [...context.messages, ...failQueued(context.queue)],
    queue: [],
  };
}

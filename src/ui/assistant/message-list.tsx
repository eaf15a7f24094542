import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { AssistantStreamActorRef } from '../../machines/assistant-stream.machine';
import { Spinner } from '../components/spinner';
import { selectStream, useAssistantSelector } from './assistant-provider';
import { ChatBubble, TypingIndicator } from './chat-bubble';

const keepAtEnd = (el: HTMLElement | null) => {
  if (el) el.scrollTop = el.scrollHeight;
};

/** The answer being streamed, read live from its stream actor. */
function LiveAnswer({ actor, onGrow }: { actor: AssistantStreamActorRef; onGrow: () => void }) {
  const text = useSelector(actor, (s) => s.context.text);
  const notes = useSelector(actor, (s) => s.context.notes);
  const status = useSelector(actor, (s) => s.context.statusMessage);
  const streaming = useSelector(actor, (s) => s.hasTag('streaming'));
  useLayoutEffect(onGrow, [text, notes, onGrow]);
  return (
    <>
      {notes.map((note, i) => (
        <ChatBubble key={i} message={{ role: 'system', content: note, status: 'sent' }} />
      ))}
      {text && <ChatBubble message={{ role: 'assistant', content: text, status: 'sending' }} />}
      {streaming && <TypingIndicator status={status} />}
    </>
  );
}

export function MessageList() {
  const messages = useAssistantSelector((s) => s.context.messages);
  const queue = useAssistantSelector((s) => s.context.queue);
  const current = useAssistantSelector((s) => s.context.current);
  const stream = useAssistantSelector(selectStream);
  const connecting = useAssistantSelector((s) => s.matches('connecting'));
  const list = useRef<HTMLDivElement>(null);
  const grow = useCallback(() => keepAtEnd(list.current), []);
  useLayoutEffect(grow, [messages, queue, grow]);

  return (
    <div ref={list} role="log" aria-label="Conversation" className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-2">
      {connecting && messages.length === 0 && (
        <p className="flex items-center gap-2 text-xs text-fg-muted">
          <Spinner size="sm" decorative /> Loading the conversation…
        </p>
      )}
      {!connecting && messages.length === 0 && queue.length === 0 && (
        <p className="text-xs text-fg-muted">
          Ask about your research: ideas, goals, data. On a form, ask the assistant to fill it in.
        </p>
      )}
      {messages.map((message) =>
        message.id === current?.assistantMessageId && stream ? (
          <LiveAnswer key={message.id} actor={stream} onGrow={grow} />
        ) : (
          <ChatBubble key={message.id} message={message} />
        ),
      )}
      {queue.map(({ message }) => (
        <ChatBubble key={message.id} message={message} />
      ))}
    </div>
  );
}

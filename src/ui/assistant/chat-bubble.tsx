import type { ChatMessage } from '../../domain/assistant-chat';
import { cx } from '../components/cx';
import { Icon } from '../components/icon';
import { SafeMarkdown } from '../components/safe-markdown';

const SPEAKER = { user: 'You', assistant: 'Assistant', system: 'Note' } as const;

/** One message: the user's words as typed, the assistant's and system notes as safe markdown. */
export function ChatBubble({ message }: { message: Pick<ChatMessage, 'role' | 'content' | 'status' | 'metadata'> }) {
  const { role, content, status, metadata } = message;
  const error = metadata?.error;
  return (
    <div className={cx('flex', role === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        className={cx(
          'max-w-[88%] rounded-ui px-3 py-2 text-sm',
          role === 'user' && 'bg-accent text-accent-fg whitespace-pre-wrap break-words',
          role === 'assistant' && 'bg-surface-muted text-fg',
          role === 'system' && 'w-full border border-dashed border-border text-xs text-fg-muted',
          status === 'sending' && role === 'user' && 'opacity-70',
        )}
      >
        <span className="sr-only">{SPEAKER[role]}: </span>
        {role === 'user' ? content : content && <SafeMarkdown>{content}</SafeMarkdown>}
        {role === 'user' && status === 'error' && <span className="mt-1 block text-xs opacity-90">Not sent</span>}
        {error && (
          <p className="mt-1 flex items-start gap-1 text-xs text-danger-text">
            <Icon name="alert" size={14} className="mt-px" />
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** Shown while an answer streams: the words say it, the dots only decorate. */
export function TypingIndicator({ status }: { status: string | null }) {
  return (
    <div role="status" className="flex items-center gap-2 text-xs text-fg-muted">
      <span aria-hidden="true" className="flex gap-0.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-fg-muted"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>Assistant is typing</span>
      {status && <span className="truncate">· {status}</span>}
    </div>
  );
}

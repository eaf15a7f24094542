import { useId, useState, type KeyboardEvent } from 'react';
import { ASSISTANT_MESSAGE_MAX_LENGTH, refuseMessage } from '../../domain/assistant-chat';
import { Button } from '../components/button';
import { AssistantTools } from './assistant-tools';

interface ComposerProps {
  streaming: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

/** The 4-row message box: Enter sends, Shift+Enter adds a line; empty and mid-stream sends are refused. */
export function Composer({ streaming, onSend, onStop }: ComposerProps) {
  // The draft is the text box's own state: nothing else reads it until it is sent.
  const [text, setText] = useState('');
  const id = useId();
  const refused = refuseMessage(text, streaming) !== null;

  const send = () => {
    if (refuseMessage(text, streaming) !== null) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      aria-label="Ask the research assistant"
      className="border-t border-border px-3 pt-2 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={4}
        maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-count`}
        placeholder="Ask a question… (Enter sends, Shift+Enter adds a line)"
        className="block w-full resize-none rounded-ui border border-border bg-surface px-2 py-1.5 text-sm text-fg placeholder:text-fg-muted focus:border-accent focus:outline-none"
      />
      <div className="mt-1.5 flex items-center gap-2">
        <AssistantTools />
        <span id={`${id}-count`} className="ml-auto text-xs text-fg-muted tabular-nums">
          {text.length}/{ASSISTANT_MESSAGE_MAX_LENGTH}
        </span>
        {streaming ? (
          <Button size="sm" variant="secondary" icon="stop" onClick={onStop} aria-label="Stop answering">
            Stop
          </Button>
        ) : (
          <Button size="sm" type="submit" icon="send" disabled={refused} aria-label="Send message">
            Send
          </Button>
        )}
      </div>
    </form>
  );
}

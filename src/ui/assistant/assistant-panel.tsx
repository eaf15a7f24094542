import { Icon } from '../components/icon';
import { IconButton } from '../components/icon-button';
import { useLocation } from 'react-router-dom';
import { useAssistantActor, useAssistantSelector } from './assistant-provider';
import { AssistantModelBadge } from './assistant-model-badge';
import { AssistantStatus } from './assistant-status';
import { Composer } from './composer';
import { useFormBridge } from './form-bridge';
import { MessageList } from './message-list';

/** The chat itself; the launcher owns where it sits and when it closes. */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const actor = useAssistantActor();
  const bridge = useFormBridge();
  const { pathname } = useLocation();
  const streaming = useAssistantSelector((s) => s.hasTag('streaming'));
  const error = useAssistantSelector((s) => s.context.error);
  const hasConversation = useAssistantSelector((s) => s.context.messages.length > 0 || s.context.session !== null);

  const send = (text: string) => {
    const form = bridge?.describe();
    actor.send({ type: 'assistant.send', text, context: { page: pathname, ...(form && { form }) } });
  };

  return (
    <>
      <header className="flex items-start justify-between gap-2 border-b border-border px-3 py-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold">Research assistant</h2>
            <AssistantModelBadge />
          </div>
          <AssistantStatus />
        </div>
        <div className="flex shrink-0">
          <IconButton
            icon="plus"
            size="sm"
            aria-label="Start a new conversation"
            disabled={!hasConversation}
            onClick={() => actor.send({ type: 'assistant.terminate' })}
          />
          <IconButton icon="close" size="sm" aria-label="Close research assistant" onClick={onClose} />
        </div>
      </header>
      <MessageList />
      {error && (
        <div
          role="alert"
          className="mx-3 mb-1 flex items-start gap-2 rounded-ui border border-danger/40 bg-danger-soft px-2 py-1.5 text-xs"
        >
          <Icon name="alert" size={14} className="mt-px text-danger-text" />
          <span className="flex-1">{error}</span>
          <IconButton
            icon="close"
            size="sm"
            aria-label="Dismiss the error"
            className="-my-1.5 size-6"
            onClick={() => actor.send({ type: 'assistant.dismissError' })}
          />
        </div>
      )}
      <Composer streaming={streaming} onSend={send} onStop={() => actor.send({ type: 'assistant.stop' })} />
    </>
  );
}

import { runAppCommand } from '../command-palette/app-commands';
import { IconButton } from '../components/icon-button';

// A phone's way to the assistant: in the top bar, where it covers nothing (decision 011). It only
// asks the launcher to open, so the panel, its session and its focus stay the launcher's.

export const ASSISTANT_TOP_BAR_BUTTON_ID = 'assistant-top-bar-button';

export function AssistantTopBarButton({ className }: { className?: string }) {
  return (
    <IconButton
      id={ASSISTANT_TOP_BAR_BUTTON_ID}
      icon="chat"
      aria-label="Open the research assistant"
      aria-haspopup="dialog"
      onClick={() => runAppCommand('open-assistant')}
      className={className}
    />
  );
}

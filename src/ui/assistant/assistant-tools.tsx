import { useId } from 'react';
import { Icon, type IconName } from '../components/icon';

// Placeholder tool entries with no behaviour yet; they say so.
const TOOLS: Array<{ label: string; icon: IconName }> = [
  { label: 'Upload files', icon: 'paperclip' },
  { label: 'Web link', icon: 'link' },
  { label: 'Code repo', icon: 'code' },
  { label: 'Design file', icon: 'pencil' },
  { label: 'Voice input', icon: 'mic' },
];

export const NOT_AVAILABLE_YET = 'Not available yet';

export function AssistantTools() {
  const noteId = useId();
  return (
    <div role="group" aria-label="Tools" className="flex items-center">
      {TOOLS.map(({ label, icon }) => (
        <button
          key={label}
          type="button"
          disabled
          aria-label={label}
          aria-describedby={noteId}
          title={`${label}: ${NOT_AVAILABLE_YET}`}
          className="inline-flex size-7 items-center justify-center rounded-ui text-fg-muted disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Icon name={icon} size={15} />
        </button>
      ))}
      <span id={noteId} className="sr-only">
        {NOT_AVAILABLE_YET}
      </span>
    </div>
  );
}

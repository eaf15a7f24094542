import type { SessionSummary } from '../../api/types';
import { sessionStatusLabel } from '../../domain/session-status';
import { SelectField } from '../../ui/components/select-field';
import { formatDate } from '../../ui/format/format-date';

export const sessionOptionLabel = (s: SessionSummary) =>
  `${s.sessionName || formatDate(s.createdAt, true)} · ${sessionStatusLabel(s.status)} · ${s.stats.numIdeas} ${s.stats.numIdeas === 1 ? 'idea' : 'ideas'}`;

interface SessionPickerProps {
  sessions: readonly SessionSummary[];
  value: string;
  onChange: (sessionId: string) => void;
  disabled?: boolean;
}

export function SessionPicker({ sessions, value, onChange, disabled }: SessionPickerProps) {
  return (
    <SelectField
      label="Session"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: sessions.length ? 'Choose a session' : 'No sessions yet' },
        ...sessions.map((s) => ({ value: s.id, label: sessionOptionLabel(s) })),
      ]}
    />
  );
}

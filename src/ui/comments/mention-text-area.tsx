import { useId, useRef } from 'react';
import type { MentionCandidate } from '../../domain/mention-draft';
import { cx } from '../components/cx';
import { TextArea } from '../components/text-field';
import { useCommentMembers } from './comment-members';
import { useMentionPicker } from './use-mention-picker';

// A comment's text area with @mention autocomplete over the workspace's members: the text area
// keeps focus and points at the listbox's active option, never focusing it. It stays a text box
// with `aria-autocomplete` rather than a `combobox`: HTML allows a textarea no other role (axe's
// aria-allowed-role), and `aria-expanded` belongs to combobox, so whether the list is open is the
// listbox being shown or hidden.

interface MentionTextAreaProps {
  label: string;
  hint: string;
  value: string;
  onChange: (next: string) => void;
  error?: string;
  maxLength: number;
}

export function MentionTextArea({ label, hint, value, onChange, error, maxLength }: MentionTextAreaProps) {
  const { members, failed } = useCommentMembers();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const picker = useMentionPicker(ref, value, onChange, members);
  const expanded = picker.options.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="relative">
      <TextArea
        ref={ref}
        label={label}
        hint={hint}
        rows={3}
        value={value}
        maxLength={maxLength}
        error={error}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(picker.activeIndex) : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          picker.track(e);
        }}
        onSelect={picker.track}
        onKeyDown={picker.onKeyDown}
        onBlur={picker.close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        hidden={!expanded}
        className="absolute left-0 z-20 mt-1 max-h-60 w-full max-w-sm overflow-auto rounded-ui border border-border bg-surface py-1 shadow-lg"
      >
        {picker.options.map((member, i) => (
          <MemberOption
            key={member.userId}
            id={optionId(i)}
            member={member}
            active={i === picker.activeIndex}
            onPick={() => picker.pick(member)}
          />
        ))}
      </ul>
      {picker.open && !expanded && (
        <p role="status" className="mt-1 text-sm text-fg-muted">
          {failed
            ? 'The members could not be loaded. Type @ and the name yourself.'
            : `No member matches "${picker.query}"`}
        </p>
      )}
    </div>
  );
}

interface MemberOptionProps {
  id: string;
  member: MentionCandidate;
  active: boolean;
  onPick: () => void;
}

function MemberOption({ id, member, active, onPick }: MemberOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // The text area keeps focus, so the caret is where the token goes.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      className={cx('cursor-pointer px-3 py-1.5 text-sm', active && 'bg-accent/15')}
    >
      <span className="font-medium text-fg">{member.name}</span> <span className="text-fg-muted">{member.email}</span>
    </li>
  );
}

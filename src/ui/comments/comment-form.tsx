import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { COMMENT_LIMITS } from '../../domain/comment-messages';
import { Button } from '../components/button';
import { MentionTextArea } from './mention-text-area';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: unknown;
  /** Resolves when the comment is saved; the form then empties. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Markdown in a text area, posted whole; blank is not sent. */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  pending,
  error,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // A refusal shows under the field, from the mutation's error; the draft stays.
        onSubmit(draft).then(
          () => setDraft(''),
          () => {},
        );
      }}
    >
      <MentionTextArea
        label={label}
        hint="Markdown. Type @ and a name to mention a member."
        value={draft}
        maxLength={COMMENT_LIMITS.bodyMax}
        error={error ? getErrorMessage(error) : undefined}
        onChange={setDraft}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={draft.trim() === '' || draft === initial} loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

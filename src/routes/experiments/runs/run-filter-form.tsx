import { useState } from 'react';
import { Button } from '../../../ui/components/button';
import { TextField } from '../../../ui/components/text-field';

interface RunFilterFormProps {
  /** The filter in force (from the address). */
  value: string;
  /** The server's words when it could not read the filter. */
  error?: string;
  onApply: (filter: string | undefined) => void;
}

const EXAMPLE = 'metrics.loss < 0.5 and params.lr = 0.01';

/** The server's filter syntax, applied on Enter; the server's refusal shows under the box. */
export function RunFilterForm({ value, error, onApply }: RunFilterFormProps) {
  const [draft, setDraft] = useState(value);
  // The filter may change from outside (Back, a link): the box follows it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  return (
    <form
      role="search"
      aria-label="Filter runs"
      className="flex min-w-0 flex-1 items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft.trim() || undefined);
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField
          label="Filter"
          value={draft}
          placeholder={EXAMPLE}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          error={error}
          hint={`Clauses joined by "and" on metrics.<key>, params.<key> or tags.<key>, e.g. ${EXAMPLE}`}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <div className="mt-7 flex gap-2">
        <Button type="submit" size="md" variant="secondary">
          Apply filter
        </Button>
        {value && (
          <Button
            size="md"
            variant="ghost"
            onClick={() => {
              setDraft('');
              onApply(undefined);
            }}
          >
            Clear filter
          </Button>
        )}
      </div>
    </form>
  );
}

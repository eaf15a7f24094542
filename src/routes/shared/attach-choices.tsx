import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/components/button';

// The list a picker offers to attach from: an idea for a dataset (the dataset page) or a dataset
// for an idea (the idea page). One row per choice, one button each, named for what it does.

export interface AttachChoice {
  id: string;
  title: string;
  /** What tells choices apart under the title: where an idea lives, a dataset's access and publisher. */
  details?: ReactNode;
  /** Already attached: marked, and not offered again. */
  attached?: boolean;
  /** Why the reader may not attach here (their role in its workspace): the button is shut and says so. */
  refusal?: string;
}

export function AttachChoices({
  label,
  choices,
  busyId,
  attachName,
  onChoose,
}: {
  label: string;
  choices: AttachChoice[];
  /** The choice being attached; every choice waits meanwhile. */
  busyId: string | undefined;
  /** The button's accessible name, e.g. "Attach to {title}". */
  attachName: (title: string) => string;
  onChoose: (id: string) => void;
}) {
  return (
    <ul aria-label={label} className="flex max-h-72 flex-col gap-2 overflow-y-auto">
      {choices.map((choice) => (
        <ChoiceRow key={choice.id} choice={choice} busyId={busyId} attachName={attachName} onChoose={onChoose} />
      ))}
    </ul>
  );
}

interface ChoiceRowProps {
  choice: AttachChoice;
  busyId: string | undefined;
  attachName: (title: string) => string;
  onChoose: (id: string) => void;
}

function ChoiceRow({ choice, busyId, attachName, onChoose }: ChoiceRowProps) {
  const reason = useId();
  return (
    <li className="flex items-center justify-between gap-2 rounded-ui border border-border p-2">
      <span className="min-w-0 text-sm break-words">
        <span className="font-medium">{choice.title}</span>
        {choice.details && <span className="block text-xs text-fg-muted">{choice.details}</span>}
        {choice.refusal && (
          <span id={reason} className="block text-xs text-fg-muted">
            {choice.refusal}
          </span>
        )}
      </span>
      {choice.attached ? (
        // aria-disabled, not disabled: the button keeps the focus it was pressed with.
        <Button
          size="sm"
          variant="ghost"
          icon="check"
          className="cursor-default text-success hover:bg-transparent"
          aria-disabled="true"
          aria-label={`Already attached: ${choice.title}`}
        >
          Attached
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={attachName(choice.title)}
          loading={busyId === choice.id}
          disabled={busyId !== undefined || choice.refusal !== undefined}
          aria-describedby={choice.refusal ? reason : undefined}
          onClick={() => onChoose(choice.id)}
        >
          Attach
        </Button>
      )}
    </li>
  );
}

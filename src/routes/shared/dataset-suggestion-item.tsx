import { Link } from 'react-router-dom';
import type { DatasetSuggestion } from '../../api/queries/idea-datasets';
import { Button } from '../../ui/components/button';
import { DatasetAccessBadge } from './dataset-access-badge';
import { refusedProps, type RoleGate } from './role-gate';

/** How well a dataset fits, as a word and a bar; the bar only repeats the number. */
export function RelevanceBar({ score }: { score: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100);
  return (
    <span className="inline-flex items-center gap-2 text-xs text-fg-muted">
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-muted">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular-nums">{percent}% relevant</span>
    </span>
  );
}

interface SuggestionItemProps {
  suggestion: DatasetSuggestion;
  attached: boolean;
  attaching: boolean;
  onAttach: () => void;
  /** Attaching is an edit (attachIdeaDataset): a viewer's button is shut, with the reason. */
  gate: RoleGate;
}

/** One suggested dataset for one idea: why it fits, on what terms, and a button to attach it. */
export function DatasetSuggestionItem({ suggestion, attached, attaching, onAttach, gate }: SuggestionItemProps) {
  const { dataset } = suggestion;
  const label = attached ? 'Attached' : attaching ? 'Attaching…' : 'Attach to idea';
  return (
    <li className="flex flex-col gap-1.5 rounded-ui border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/datasets/${dataset.id}`}
          className="min-w-0 font-medium break-words text-accent-text hover:underline"
        >
          {dataset.name}
        </Link>
        <DatasetAccessBadge access={dataset.access} />
      </div>
      <RelevanceBar score={suggestion.relevanceScore} />
      <p className="text-sm">{suggestion.reason}</p>
      <div>
        {/* aria-disabled, not disabled: the button keeps the keyboard focus it was pressed with. */}
        <Button
          size="sm"
          variant={attached ? 'ghost' : 'secondary'}
          icon={attached ? 'check' : 'paperclip'}
          className={attached ? 'cursor-default text-success hover:bg-transparent' : undefined}
          aria-disabled={attached || attaching || undefined}
          aria-busy={attaching || undefined}
          aria-label={`${label}: ${dataset.name}`}
          onClick={attached || attaching ? undefined : onAttach}
          {...refusedProps(gate)}
        >
          {label}
        </Button>
      </div>
    </li>
  );
}

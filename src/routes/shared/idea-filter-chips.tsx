import { DEFAULT_IDEA_FILTERS, type IdeaFilters, type Range } from '../../domain/idea-filters';
import { Button } from '../../ui/components/button';
import { SORT_OPTIONS } from './idea-filters-panel';
import { ideaStatusLabel } from './idea-status-badge';

// What narrows or orders the list, as chips above it: each says what it does and removes itself,
// so a researcher sees the filters at work with the panel closed. docs/product.md, "Scoring".

interface Chip {
  label: string;
  reset: Partial<IdeaFilters>;
}

const RANGES = [
  ['Elo', 'eloRange'],
  ['Novelty', 'noveltyRange'],
  ['Correctness', 'correctnessRange'],
  ['Feasibility', 'feasibilityRange'],
] as const;

const differs = (a: Range, b: Range) => a[0] !== b[0] || a[1] !== b[1];

export function filterChips(filters: IdeaFilters): Chip[] {
  const d = DEFAULT_IDEA_FILTERS;
  const chips: Chip[] = [];
  if (filters.search) chips.push({ label: `Search: “${filters.search}”`, reset: { search: '' } });
  for (const status of filters.statuses)
    chips.push({
      label: `Status: ${ideaStatusLabel(status)}`,
      reset: { statuses: filters.statuses.filter((s) => s !== status) },
    });
  for (const [name, field] of RANGES)
    if (differs(filters[field], d[field]))
      chips.push({ label: `${name} ${filters[field][0]}–${filters[field][1]}`, reset: { [field]: d[field] } });
  if (filters.dateFrom) chips.push({ label: `Created from ${filters.dateFrom}`, reset: { dateFrom: '' } });
  if (filters.dateTo) chips.push({ label: `Created to ${filters.dateTo}`, reset: { dateTo: '' } });
  if (filters.sortBy !== d.sortBy || filters.sortOrder !== d.sortOrder) {
    const by = SORT_OPTIONS.find((o) => o.value === filters.sortBy)?.label ?? filters.sortBy;
    chips.push({
      label: `Sorted by ${by}, ${filters.sortOrder === 'asc' ? 'ascending' : 'descending'}`,
      reset: { sortBy: d.sortBy, sortOrder: d.sortOrder },
    });
  }
  return chips;
}

interface IdeaFilterChipsProps {
  filters: IdeaFilters;
  onChange: (patch: Partial<IdeaFilters>) => void;
  onClear: () => void;
}

export function IdeaFilterChips({ filters, onChange, onClear }: IdeaFilterChipsProps) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.label}
            className="flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-1 pl-3 text-xs text-accent-text"
          >
            {chip.label}
            <button
              type="button"
              aria-label={`Remove filter: ${chip.label}`}
              className="rounded-full px-1.5 leading-5 hover:bg-accent/15 focus-visible:outline-2"
              onClick={() => onChange(chip.reset)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Remove all filters
        </Button>
      )}
    </div>
  );
}

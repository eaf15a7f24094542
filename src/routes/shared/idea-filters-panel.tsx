import { useId, useState } from 'react';
import {
  activeFilterCount,
  DEFAULT_IDEA_FILTERS,
  IDEA_STATUSES,
  SCORE_FILTER_MAX,
  type IdeaFilters,
  type IdeaSortField,
} from '../../domain/idea-filters';
import { ELO_MAX, ELO_MIN } from '../../domain/scoring';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';
import { SelectField } from '../../ui/components/select-field';
import { ideaStatusLabel } from './idea-status-badge';
import { RangeFields } from './range-fields';

export const SORT_OPTIONS: Array<{ value: IdeaSortField; label: string }> = [
  { value: 'ranking', label: 'Ranking' },
  { value: 'eloRating', label: 'Elo rating' },
  { value: 'userRating', label: 'Your rating' },
  { value: 'overallScore', label: 'Overall score' },
  { value: 'noveltyScore', label: 'Novelty' },
  { value: 'correctnessScore', label: 'Correctness' },
  { value: 'feasibilityScore', label: 'Feasibility' },
  { value: 'createdAt', label: 'Created' },
  { value: 'title', label: 'Title' },
];

const SCORE_RANGES = [
  ['novelty', 'noveltyRange'],
  ['correctness', 'correctnessRange'],
  ['feasibility', 'feasibilityRange'],
] as const;

interface IdeaFiltersPanelProps {
  filters: IdeaFilters;
  onChange: (patch: Partial<IdeaFilters>) => void;
}

/** Every filter applies as it changes: the list filters 10,000 ideas in a few milliseconds. */
export function IdeaFiltersPanel({ filters, onChange }: IdeaFiltersPanelProps) {
  const active = activeFilterCount(filters);
  // Closed unless a link brought filters that live behind the button.
  const [open, setOpen] = useState(() => activeFilterCount({ ...filters, search: '' }) > 0);
  const moreId = useId();

  return (
    <section
      aria-labelledby="idea-filters-heading"
      className="flex flex-col gap-4 rounded-ui border border-border bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="idea-filters-heading" className="text-sm font-semibold">
          Filter and sort {active > 0 && <span className="font-normal text-fg-muted">({active} active)</span>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide filters' : 'Show filters'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(DEFAULT_IDEA_FILTERS)}
            disabled={active === 0 && filters.sortBy === 'ranking' && filters.sortOrder === 'asc'}
          >
            Reset filters
          </Button>
        </div>
      </div>
      <SearchAndSort filters={filters} onChange={onChange} />
      {/* Search and sort stay in view; the other 22 controls wait behind one button. */}
      <div id={moreId} hidden={!open} className="flex flex-col gap-4">
        <StatusFilter filters={filters} onChange={onChange} />
        <RangeFilters filters={filters} onChange={onChange} />
        <DateFilters filters={filters} onChange={onChange} />
      </div>
    </section>
  );
}

function DateFilters({ filters, onChange }: IdeaFiltersPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <TextField
        label="Created from"
        type="date"
        value={filters.dateFrom}
        onChange={(e) => onChange({ dateFrom: e.target.value })}
      />
      <TextField
        label="Created to"
        type="date"
        value={filters.dateTo}
        onChange={(e) => onChange({ dateTo: e.target.value })}
      />
    </div>
  );
}

function SearchAndSort({ filters, onChange }: IdeaFiltersPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <TextField
        label="Search ideas"
        type="search"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
        placeholder="Title or summary"
      />
      <SelectField
        label="Sort by"
        value={filters.sortBy}
        options={SORT_OPTIONS}
        onChange={(e) => onChange({ sortBy: e.target.value as IdeaSortField })}
      />
      <SelectField
        label="Order"
        value={filters.sortOrder}
        options={[
          { value: 'asc', label: 'Ascending (rank 1 first)' },
          { value: 'desc', label: 'Descending' },
        ]}
        onChange={(e) => onChange({ sortOrder: e.target.value as IdeaFilters['sortOrder'] })}
      />
    </div>
  );
}

function StatusFilter({ filters, onChange }: IdeaFiltersPanelProps) {
  const toggleStatus = (status: (typeof IDEA_STATUSES)[number], on: boolean) =>
    onChange({ statuses: on ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status) });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Status</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {IDEA_STATUSES.map((status) => (
          <label key={status} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={filters.statuses.includes(status)}
              onChange={(e) => toggleStatus(status, e.target.checked)}
            />
            {ideaStatusLabel(status)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RangeFilters({ filters, onChange }: IdeaFiltersPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <RangeFields
        name="Elo rating"
        bounds={[ELO_MIN, ELO_MAX]}
        step={50}
        value={filters.eloRange}
        onChange={(eloRange) => onChange({ eloRange })}
      />
      {SCORE_RANGES.map(([name, key]) => (
        <RangeFields
          key={key}
          name={name}
          bounds={[0, SCORE_FILTER_MAX]}
          step={0.5}
          value={filters[key]}
          onChange={(range) => onChange({ [key]: range })}
        />
      ))}
    </div>
  );
}

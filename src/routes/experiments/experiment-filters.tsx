import type { ExperimentListQuery } from '../../api/queries/experiments';
import type { ExperimentSort, ExperimentStatus, Workspace } from '../../api/types';
import { EXPERIMENT_STATUSES, EXPERIMENT_STATUS_LABELS } from '../../domain/experiment-lifecycle';
import { TextField } from '../../ui/components/text-field';
import { SelectField } from '../../ui/components/select-field';

const SORTS: Array<{ value: ExperimentSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
  { value: 'status', label: 'Status' },
];

interface ExperimentFiltersProps {
  query: ExperimentListQuery;
  onChange: (patch: Partial<ExperimentListQuery>) => void;
  workspaces: Workspace[];
}

export function ExperimentFilters({ query, onChange, workspaces }: ExperimentFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Filter experiments"
      className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label="Search experiments"
        type="search"
        value={query.search ?? ''}
        placeholder="Name or hypothesis"
        onChange={(e) => onChange({ search: e.target.value || undefined })}
      />
      <SelectField
        label="Workspace"
        value={query.workspaceId ?? ''}
        onChange={(e) => onChange({ workspaceId: e.target.value || undefined })}
        options={[{ value: '', label: 'All workspaces' }, ...workspaces.map((w) => ({ value: w.id, label: w.name }))]}
      />
      <SelectField
        label="Status"
        value={query.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as ExperimentStatus | undefined })}
        options={[
          { value: '', label: 'Any status' },
          ...EXPERIMENT_STATUSES.map((s) => ({ value: s, label: EXPERIMENT_STATUS_LABELS[s] })),
        ]}
      />
      <SelectField
        label="Sort by"
        value={query.sort ?? 'newest'}
        onChange={(e) => onChange({ sort: e.target.value as ExperimentSort })}
        options={SORTS}
      />
    </div>
  );
}

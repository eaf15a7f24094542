import type { RunListQuery, RunStatus } from '../../../api/queries/runs';
import { RUN_STATUSES } from '../../../domain/run-lifecycle';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import { ColumnChooser } from './column-chooser';
import type { KeyColumn } from './run-columns';
import { RunFilterForm } from './run-filter-form';
import { RUN_STATUS_LABELS } from '../../shared/run-status-badge';

interface RunsToolbarProps {
  query: RunListQuery;
  onChange: (patch: Partial<RunListQuery>) => void;
  filterError?: string;
  available: { metrics: KeyColumn[]; params: KeyColumn[] };
  shown: readonly KeyColumn[];
  onColumns: (columns: KeyColumn[]) => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...RUN_STATUSES.map((s) => ({ value: s, label: RUN_STATUS_LABELS[s] })),
];

/** Name search, status, the server's filter and the column chooser. */
export function RunsToolbar({ query, onChange, filterError, available, shown, onColumns }: RunsToolbarProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search runs"
          type="search"
          placeholder="Run name"
          value={query.search ?? ''}
          onChange={(e) => onChange({ search: e.target.value || undefined })}
        />
        <SelectField
          label="Status"
          value={query.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as RunStatus | undefined })}
          options={STATUS_OPTIONS}
        />
        <div className="ml-auto">
          <ColumnChooser available={available} shown={shown} onChange={onColumns} />
        </div>
      </div>
      <RunFilterForm value={query.filter ?? ''} error={filterError} onApply={(filter) => onChange({ filter })} />
    </div>
  );
}

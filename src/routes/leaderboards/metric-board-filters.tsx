import type { LeaderboardMetric } from '../../api/queries/leaderboards';
import type { Workspace } from '../../api/types';
import { SelectField } from '../../ui/components/select-field';
import { TextField } from '../../ui/components/text-field';
import { DIRECTION_WORDS } from '../shared/metric-direction-words';
import type { BoardParams } from './board-params';

interface MetricBoardFiltersProps {
  metrics: LeaderboardMetric[];
  /** The board shown: the address's metric, else the server's default key. */
  metric: string;
  params: BoardParams;
  onChange: (patch: Partial<BoardParams>) => void;
  workspaces: Workspace[];
}

function metricOptions(metrics: LeaderboardMetric[], metric: string) {
  const options = metrics.map((m) => ({ value: m.key, label: `${m.key} (${DIRECTION_WORDS[m.direction]})` }));
  // A key from a link that the list lacks stays chosen, so the board can say it was not found.
  return metrics.some((m) => m.key === metric) ? options : [...options, { value: metric, label: metric }];
}

export function MetricBoardFilters({ metrics, metric, params, onChange, workspaces }: MetricBoardFiltersProps) {
  return (
    <div role="search" aria-label="Filter best results" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label="Metric"
        value={metric}
        onChange={(e) => onChange({ metric: e.target.value })}
        options={metricOptions(metrics, metric)}
      />
      <SelectField
        label="Workspace"
        value={params.workspace ?? ''}
        onChange={(e) => onChange({ workspace: e.target.value || undefined })}
        options={[{ value: '', label: 'All workspaces' }, ...workspaces.map((w) => ({ value: w.id, label: w.name }))]}
      />
      <TextField
        label="Dataset"
        type="search"
        value={params.dataset ?? ''}
        hint="Only experiments that list this dataset, as their page names it"
        onChange={(e) => onChange({ dataset: e.target.value || undefined })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Started from"
          type="date"
          value={params.from ?? ''}
          max={params.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
        <TextField
          label="Started to"
          type="date"
          value={params.to ?? ''}
          min={params.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
    </div>
  );
}

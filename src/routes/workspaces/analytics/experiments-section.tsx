import { Link } from 'react-router-dom';
import type { ExperimentBest, WorkspaceAnalytics } from '../../../api/queries/analytics';
import { EXPERIMENT_STATUS_LABELS } from '../../../domain/experiment-lifecycle';
import { BarChart } from '../../../ui/charts/bar-chart';
import { formatValue } from '../../../ui/charts/chart-format';
import { ExperimentStatusBadge } from '../../shared/experiment-status-badge';
import { AnalyticsSection } from './analytics-section';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { DIRECTION_WORDS } from '../../shared/metric-direction-words';

// Experiments by status, and each one's best result: the best run value of its primary metric,
// linked to the experiment and the run that reached it.

export function ExperimentsSection({ data }: { data: WorkspaceAnalytics }) {
  const { byStatus, best } = data.experiments;
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  const empty = total === 0 && 'No experiments yet. Select ideas in a session and convert them to start experiments.';
  return (
    <AnalyticsSection title="Experiments" empty={empty}>
      <BarChart
        label="Experiments by status"
        categoryLabel="Status"
        valueLabel="Experiments"
        bars={byStatus.map((row) => ({ label: EXPERIMENT_STATUS_LABELS[row.status], value: row.count }))}
        showValues
      />
      <h3 className="mt-4 mb-2 text-sm font-semibold">Best results</h3>
      <DataTable
        rows={best}
        columns={BEST_COLUMNS}
        caption="Best result of each experiment"
        density="compact"
        getRowKey={(row) => row.experimentId}
      />
    </AnalyticsSection>
  );
}

const experimentPath = (row: ExperimentBest) => `/workspaces/experiments/${row.experimentId}`;

const BEST_COLUMNS: DataColumn<ExperimentBest>[] = [
  {
    id: 'experiment',
    header: 'Experiment',
    rowHeader: true,
    className: 'max-w-xs',
    cell: (row) => (
      <Link to={experimentPath(row)} className="text-accent-text hover:underline">
        {row.name}
      </Link>
    ),
  },
  { id: 'status', header: 'Status', cell: (row) => <ExperimentStatusBadge status={row.status} /> },
  {
    id: 'metric',
    header: 'Primary metric',
    cell: (row) => (row.metric && row.direction ? `${row.metric} (${DIRECTION_WORDS[row.direction]})` : 'None chosen'),
  },
  {
    id: 'value',
    header: 'Best value',
    className: 'tabular-nums',
    cell: (row) => (row.value === null ? 'No run has logged it yet' : formatValue(row.value)),
  },
  {
    id: 'run',
    header: 'Run',
    card: 'action',
    cell: (row) =>
      row.runId ? (
        <Link
          to={`${experimentPath(row)}/runs/${row.runId}`}
          className="text-accent-text hover:underline"
          aria-label={`Best run of ${row.name}`}
        >
          View run
        </Link>
      ) : (
        '—'
      ),
  },
];

import { Link } from 'react-router-dom';
import type { ExperimentBest, WorkspaceAnalytics } from '../../../api/queries/analytics';
import { EXPERIMENT_STATUS_LABELS } from '../../../domain/experiment-lifecycle';
import { BarChart } from '../../../ui/charts/bar-chart';
import { formatValue } from '../../../ui/charts/chart-format';
import { ExperimentStatusBadge } from '../../shared/experiment-status-badge';
import { AnalyticsSection } from './analytics-section';
import { ScrollRegion } from '../../../ui/components/scroll-region';
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
      <ScrollRegion label="Best result of each experiment, scrollable">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Best result of each experiment</caption>
          <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
            <tr>
              {['Experiment', 'Status', 'Primary metric', 'Best value', 'Run'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {best.map((row) => (
              <BestRow key={row.experimentId} row={row} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </AnalyticsSection>
  );
}

function BestRow({ row }: { row: ExperimentBest }) {
  const experimentPath = `/workspaces/experiments/${row.experimentId}`;
  return (
    <tr>
      <th scope="row" className="max-w-xs px-3 py-2 font-medium">
        <Link to={experimentPath} className="text-accent-text hover:underline">
          {row.name}
        </Link>
      </th>
      <td className="px-3 py-2">
        <ExperimentStatusBadge status={row.status} />
      </td>
      <td className="px-3 py-2">
        {row.metric && row.direction ? `${row.metric} (${DIRECTION_WORDS[row.direction]})` : 'None chosen'}
      </td>
      <td className="px-3 py-2 tabular-nums">
        {row.value === null ? 'No run has logged it yet' : formatValue(row.value)}
      </td>
      <td className="px-3 py-2">
        {row.runId ? (
          <Link
            to={`${experimentPath}/runs/${row.runId}`}
            className="text-accent-text hover:underline"
            aria-label={`Best run of ${row.name}`}
          >
            View run
          </Link>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

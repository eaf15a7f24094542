import { useMemo, useState, type ReactNode } from 'react';
import type { RunSummary } from '../../../api/queries/runs';
import { DEFAULT_SERIES_VIEW, SeriesControls } from '../../../ui/charts/series-controls';
import { MetricChart } from './metric-chart';
import { keysOf } from './run-columns';

interface MetricChartsProps {
  runs: readonly RunSummary[];
  /** Drawn first: the experiment's primary metric. */
  primary?: string;
  caption?: ReactNode;
}

/** The metrics the runs logged, primary first, one chart each with every run overlaid. */
export function metricKeysToChart(runs: readonly RunSummary[], primary?: string): string[] {
  const keys = keysOf(runs, 'metrics');
  return primary && keys.includes(primary) ? [primary, ...keys.filter((k) => k !== primary)] : keys;
}

export function MetricCharts({ runs, primary, caption }: MetricChartsProps) {
  const [view, setView] = useState(DEFAULT_SERIES_VIEW);
  const keys = metricKeysToChart(runs, primary);
  const plotted = useMemo(() => runs.map((run, colorIndex) => ({ run, colorIndex })), [runs]);
  if (keys.length === 0) return <p className="text-sm text-fg-muted">No metrics logged yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <SeriesControls value={view} onChange={setView} />
      {caption && <p className="text-sm text-fg-muted">{caption}</p>}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {keys.map((key) => (
          <MetricChart key={key} metricKey={key} plotted={plotted} view={view} />
        ))}
      </div>
    </div>
  );
}

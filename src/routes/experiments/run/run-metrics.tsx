import { useMemo } from 'react';
import type { Run } from '../../../api/queries/runs';
import { SectionCard } from '../../../ui/components/card';
import { MetricCharts } from '../runs/metric-charts';
import { formatMetric } from '../runs/run-format';

/** The latest value of each metric, then a chart of each. */
export function RunMetrics({ run }: { run: Run }) {
  const keys = run.metricKeys;
  // One run, kept as the same list while its data is unchanged, so the charts do not redraw.
  const runs = useMemo(() => [run], [run]);
  return (
    <SectionCard title="Metrics">
      {keys.length === 0 ? (
        <p className="text-sm text-fg-muted">No metrics logged yet.</p>
      ) : (
        <div className="flex flex-col gap-6">
          <table className="w-full max-w-xl text-left text-sm">
            <caption className="sr-only">Latest metric values</caption>
            <thead className="text-xs text-fg-muted">
              <tr>
                {['Metric', 'Latest', 'Step'].map((h) => (
                  <th key={h} scope="col" className="py-1 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border tabular-nums">
              {keys.map((key) => (
                <tr key={key}>
                  <th scope="row" className="py-1 pr-4 font-normal break-all">
                    {key}
                  </th>
                  <td className="py-1">{formatMetric(run.latestMetrics[key]?.value)}</td>
                  <td className="py-1">{run.latestMetrics[key]?.step ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <MetricCharts runs={runs} />
        </div>
      )}
    </SectionCard>
  );
}

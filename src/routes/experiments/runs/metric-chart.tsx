import { memo, useMemo } from 'react';
import { LineChart } from '../../../ui/charts/line-chart';
import { xAxisLabel, type SeriesView } from '../../../ui/charts/series-controls';
import { useChartWidth } from '../../../ui/charts/use-chart-width';
import { DataState } from '../../../ui/components/data-state';
import { maxPointsFor, useMetricSeries, type PlottedRun } from './use-metric-series';

interface MetricChartProps {
  metricKey: string;
  /** The runs drawn; those that logged this metric are its lines. */
  plotted: readonly PlottedRun[];
  view: SeriesView;
}

/** One metric, each run that logged it a line; the server downsamples to about the chart's width. */
export const MetricChart = memo(function MetricChart({ metricKey, plotted, view }: MetricChartProps) {
  const { ref, width, measured } = useChartWidth(640);
  const logged = useMemo(() => plotted.filter(({ run }) => metricKey in run.latestMetrics), [plotted, metricKey]);
  const history = useMetricSeries(logged, metricKey, measured ? maxPointsFor(width) : null, view.x);
  return (
    <div ref={ref} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold break-all">{metricKey}</h3>
      <DataState
        isLoading={history.isLoading}
        loadingLabel={`Loading ${metricKey}`}
        error={history.error}
        onRetry={history.retry}
      >
        <LineChart
          label={metricKey}
          series={history.series}
          xLabel={xAxisLabel(view.x)}
          yLabel={metricKey}
          yScale={view.yScale}
          smoothing={view.smoothing}
          caption={
            history.downsampled
              ? 'Long histories are downsampled by the server, keeping the first and last points and the spikes.'
              : undefined
          }
        />
      </DataState>
    </div>
  );
});

import { SeriesChart, type SeriesChartProps } from './series-chart';

export type LineChartProps = SeriesChartProps;

/**
 * Series as lines: metric curves of runs overlaid, step or time on x, linear or log y, optional
 * smoothing. Long series are downsampled (LTTB) to about one point per pixel of width.
 */
export function LineChart(props: LineChartProps) {
  return <SeriesChart kind="line" {...props} />;
}

import { SeriesChart, type SeriesChartProps } from './series-chart';

export type AreaChartProps = SeriesChartProps;

/** Series as filled areas from zero (from the bottom on a log scale); otherwise as LineChart. */
export function AreaChart(props: AreaChartProps) {
  return <SeriesChart kind="area" {...props} />;
}

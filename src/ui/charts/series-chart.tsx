import { Group } from '@visx/group';
import type { ReactNode } from 'react';
import { ChartAxes } from './chart-axes';
import { tickValuesOf } from './chart-domain';
import { ChartFigure } from './chart-figure';
import { NO_DATA, NO_POSITIVE_DATA } from './chart-format';
import { ChartLegend } from './chart-legend';
import { ChartPlot } from './chart-plot';
import { pointTarget } from './chart-targets';
import type { ChartSeries, YScaleKind } from './chart-types';
import { clampSmoothing } from './smoothing';
import { SeriesMarks } from './series-marks';
import { seriesScales } from './series-scales';
import { seriesNotes, seriesTable, seriesTargets } from './series-view';
import { useChartWidth } from './use-chart-width';
import { useSeriesData, type DownsampleReport } from './use-series-data';

export interface SeriesChartProps {
  /** The chart's name: the figure's and the picture's accessible name. */
  label: string;
  /** Named series (runs, metrics); x is a number (step, epoch) or a Date, the same kind throughout. */
  series: readonly ChartSeries[];
  xLabel: string;
  yLabel: string;
  yScale?: YScaleKind;
  /** Exponential smoothing weight, 0 (none) to 0.99. */
  smoothing?: number;
  /** Height in pixels; the width is the container's. */
  height?: number;
  caption?: ReactNode;
  /** Hears how long series were downsampled, each time they are. */
  onDownsample?: (report: DownsampleReport) => void;
}

const MARGIN = { top: 12, right: 16, bottom: 40, left: 58 };

/** Lines or areas over a shared x: the core of LineChart and AreaChart. */
export function SeriesChart({ kind, ...props }: SeriesChartProps & { kind: 'line' | 'area' }) {
  const { label, series, xLabel, yLabel, yScale = 'linear', height = 260, caption } = props;
  const smoothing = clampSmoothing(props.smoothing ?? 0);
  const smoothed = smoothing > 0;
  const { ref, width } = useChartWidth(640);
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const data = useSeriesData(series, { yScale, smoothing, innerWidth }, props.onDownsample);
  const scales = { yScale, smoothed, zeroBaseline: kind === 'area', innerWidth, innerHeight };
  const { x, y, xFormat, yFormat, place } = seriesScales(data, scales);
  const view = { xLabel, yLabel, smoothed, margin: MARGIN, place };
  const empty = data.drawn > 0 ? undefined : data.nonPositive > 0 ? NO_POSITIVE_DATA : NO_DATA;
  const legend = series.length > 1 && (
    <ChartLegend items={data.series.map((s) => ({ name: s.name, colorIndex: s.colorIndex }))} />
  );
  return (
    <ChartFigure
      label={label}
      caption={caption}
      notes={seriesNotes(data)}
      legend={legend}
      table={seriesTable(data, view)}
      empty={empty}
    >
      <ChartPlot
        label={label}
        targetsLabel="Points"
        width={width}
        height={height}
        targets={seriesTargets(data, view)}
        renderTarget={pointTarget}
        hoverNearest
        containerRef={ref}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <SeriesMarks series={data.series} kind={kind} smoothed={smoothed} x={(v) => x(v)} y={y} />
          <ChartAxes
            x={x}
            y={y}
            innerWidth={innerWidth}
            innerHeight={innerHeight}
            margin={MARGIN}
            xTicks={Math.max(2, Math.floor(innerWidth / 90))}
            yTicks={5}
            xFormat={xFormat}
            yFormat={yFormat}
            yTickValues={tickValuesOf(yScale, y)}
            xLabel={xLabel}
            yLabel={yLabel}
          />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}

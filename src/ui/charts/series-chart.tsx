import { Group } from '@visx/group';
import { useMemo, type ReactNode } from 'react';
import { ChartAxes } from './chart-axes';
import { tickValuesOf, wholeTicks } from './chart-domain';
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
import { useChartWidth, type ChartWidth } from './use-chart-width';
import type { PreparedData } from './series-data';
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
  /** x counts whole things (matches, epochs): no tick between two of them. */
  wholeX?: boolean;
  /** Hears how long series were downsampled, each time they are. */
  onDownsample?: (report: DownsampleReport) => void;
}

const MARGIN = { top: 12, right: 16, bottom: 40, left: 58 };

/** Lines or areas over a shared x: the core of LineChart and AreaChart. */
export function SeriesChart({ kind, ...props }: SeriesChartProps & { kind: 'line' | 'area' }) {
  const { label, series, yScale = 'linear', height = 260, caption } = props;
  const smoothing = clampSmoothing(props.smoothing ?? 0);
  const { ref, width, measured } = useChartWidth(640);
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  // Nothing is prepared until the width is known: downsampling is for one width.
  const data = useSeriesData(
    series,
    { yScale, smoothing, innerWidth: measured ? innerWidth : undefined },
    props.onDownsample,
  );
  if (!data) {
    return (
      <ChartFigure label={label} caption={caption}>
        <div ref={ref} className="w-full" style={{ height }} />
      </ChartFigure>
    );
  }
  return (
    <SeriesPicture
      kind={kind}
      {...props}
      data={data}
      size={{ width, height, innerWidth, innerHeight: height - MARGIN.top - MARGIN.bottom }}
      containerRef={ref}
    />
  );
}

interface PictureSize {
  width: number;
  height: number;
  innerWidth: number;
  innerHeight: number;
}

interface SeriesPictureProps extends SeriesChartProps {
  kind: 'line' | 'area';
  data: PreparedData;
  size: PictureSize;
  containerRef: ChartWidth['ref'];
}

/** Scales, keyboard targets, table rows and notes: worked out again only when the data or the view changes. */
function useSeriesView(data: PreparedData, kind: 'line' | 'area', props: SeriesChartProps, size: PictureSize) {
  const { xLabel, yLabel, yScale = 'linear' } = props;
  const smoothed = clampSmoothing(props.smoothing ?? 0) > 0;
  const { innerWidth, innerHeight } = size;
  return useMemo(() => {
    const scales = seriesScales(data, { yScale, smoothed, zeroBaseline: kind === 'area', innerWidth, innerHeight });
    const view = { xLabel, yLabel, smoothed, margin: MARGIN, place: scales.place };
    const table = seriesTable(data, view);
    return { ...scales, smoothed, targets: seriesTargets(data, view), table, notes: seriesNotes(data) };
  }, [data, kind, yScale, smoothed, innerWidth, innerHeight, xLabel, yLabel]);
}

function SeriesPicture({ kind, data, size, containerRef, ...props }: SeriesPictureProps) {
  const { label, series, xLabel, yLabel, yScale = 'linear', caption } = props;
  const { width, height, innerWidth, innerHeight } = size;
  const { x, y, xFormat, yFormat, smoothed, targets, table, notes } = useSeriesView(data, kind, props, size);
  const empty = data.drawn > 0 ? undefined : data.nonPositive > 0 ? NO_POSITIVE_DATA : NO_DATA;
  const legend = series.length > 1 && (
    <ChartLegend items={data.series.map((s) => ({ name: s.name, colorIndex: s.colorIndex }))} />
  );
  return (
    <ChartFigure label={label} caption={caption} notes={notes} legend={legend} table={table} empty={empty}>
      <ChartPlot
        label={label}
        targetsLabel="Points"
        width={width}
        height={height}
        targets={targets}
        renderTarget={pointTarget}
        hoverNearest
        containerRef={containerRef}
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
            xTickValues={props.wholeX ? wholeTicks(x, Math.max(2, Math.floor(innerWidth / 90))) : undefined}
            xLabel={xLabel}
            yLabel={yLabel}
          />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}

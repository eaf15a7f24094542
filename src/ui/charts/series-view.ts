import { chartColorVar } from '../theme/chart-palette';
import { formatCount, formatValue, formatX, nonPositiveNote, skippedNote } from './chart-format';
import type { ChartTableData, ChartTarget, Margin } from './chart-types';
import type { DrawnPoint, PreparedData } from './series-data';

export interface SeriesViewOptions {
  xLabel: string;
  yLabel: string;
  smoothed: boolean;
  margin: Margin;
  /** Where a point is drawn, inside the margins. */
  place: (point: DrawnPoint) => { x: number; y: number };
}

/** The keyboard's targets: a row per series, a target per drawn point. */
export function seriesTargets(data: PreparedData, options: SeriesViewOptions): ChartTarget[][] {
  const { xLabel, yLabel, smoothed, margin, place } = options;
  return data.series.map((series, s) =>
    series.points.map((point, i) => {
      const at = place(point);
      return {
        key: `${s}:${i}`,
        x: margin.left + at.x,
        y: margin.top + at.y,
        title: series.name,
        lines: [
          `${xLabel} ${formatX(point.source.x)}`,
          `${yLabel} ${formatValue(point.y)}`,
          ...(smoothed ? [`Smoothed ${formatValue(point.smoothed)}`] : []),
        ],
        color: chartColorVar(series.colorIndex),
      };
    }),
  );
}

/** The drawn points as rows: series, x, value (and smoothed value). */
export function seriesTable(data: PreparedData, { xLabel, yLabel, smoothed }: SeriesViewOptions): ChartTableData {
  return {
    columns: ['Series', xLabel, yLabel, ...(smoothed ? ['Smoothed'] : [])],
    rows: data.series.flatMap((series) =>
      series.points.map((p) => [
        series.name,
        formatX(p.source.x),
        formatValue(p.y),
        ...(smoothed ? [formatValue(p.smoothed)] : []),
      ]),
    ),
  };
}

/** What the caption says about the data as drawn. */
export function seriesNotes(data: PreparedData): string[] {
  const downsampled =
    data.drawn < data.plottable
      ? [`Showing ${formatCount(data.drawn)} of ${formatCount(data.plottable)} points, downsampled to fit the width.`]
      : [];
  return [...skippedNote(data.invalid, 'point'), ...nonPositiveNote(data.nonPositive, 'point'), ...downsampled];
}

import type { ChartSeries, SeriesPoint, YScaleKind } from './chart-types';
import { downsampleIndexes } from './downsample';
import { columnsOf, type SeriesColumns } from './series-columns';
import { emaSmoothAt } from './smoothing';

/** A point as drawn: x as a number (milliseconds for dates), its value and its smoothed value. */
export interface DrawnPoint {
  x: number;
  y: number;
  smoothed: number;
  source: SeriesPoint;
}

export interface PreparedSeries {
  name: string;
  colorIndex: number;
  points: DrawnPoint[];
}

/** What the data says before smoothing: the counts a chart's notes report. */
interface SeriesCounts {
  isTime: boolean;
  /** Points with a missing or infinite x or y. */
  invalid: number;
  /** Points at or below zero, left out of a log scale. */
  nonPositive: number;
  /** Points that could be drawn, before downsampling. */
  plottable: number;
  drawn: number;
}

export interface PreparedData extends SeriesCounts {
  series: PreparedSeries[];
}

/** A series' drawable points and which of them to draw. */
export interface DownsampledSeries extends SeriesColumns {
  name: string;
  colorIndex: number;
  points: readonly SeriesPoint[];
  /** Indexes into the columns, ascending. */
  kept: number[];
}

export interface DownsampledData extends SeriesCounts {
  series: DownsampledSeries[];
}

function downsampleOne(series: ChartSeries, index: number, yScale: YScaleKind, target: number): DownsampledSeries {
  const columns = columnsOf(series.points, yScale === 'log');
  // On a log scale the shape the eye sees is that of the logarithms: keep the points that shape needs.
  const shape = yScale === 'log' ? columns.ys.map(Math.log10) : columns.ys;
  const kept = downsampleIndexes(columns.xs, shape, target);
  return { ...columns, name: series.name, colorIndex: series.colorIndex ?? index, points: series.points, kept };
}

/** Skips what cannot be drawn (counting it) and downsamples each series to at most `target` points. */
export function downsampleSeries(
  series: readonly ChartSeries[],
  { yScale, target }: { yScale: YScaleKind; target: number },
): DownsampledData {
  const downsampled = series.map((s, i) => downsampleOne(s, i, yScale, target));
  const sum = (pick: (s: DownsampledSeries) => number) => downsampled.reduce((total, s) => total + pick(s), 0);
  return {
    series: downsampled,
    isTime: series.some((s) => s.points[0]?.x instanceof Date),
    invalid: sum((s) => s.invalid),
    nonPositive: sum((s) => s.nonPositive),
    plottable: sum((s) => s.xs.length),
    drawn: sum((s) => s.kept.length),
  };
}

/** The kept points as drawn, each with its smoothed value (the average runs over every point). */
export function smoothSeries({ series, ...counts }: DownsampledData, smoothing: number): PreparedData {
  const drawn = series.map((s): PreparedSeries => {
    const smoothed = emaSmoothAt(s.ys, s.kept, smoothing);
    const points = s.kept.map((k, i) => ({
      x: s.xs[k],
      y: s.ys[k],
      smoothed: smoothed[i],
      source: s.points[s.sources[k]],
    }));
    return { name: s.name, colorIndex: s.colorIndex, points };
  });
  return { ...counts, series: drawn };
}

import type { ChartSeries, SeriesPoint, XValue, YScaleKind } from './chart-types';
import { downsampleIndexes } from './downsample';
import { emaSmooth } from './smoothing';

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

export interface PreparedData {
  series: PreparedSeries[];
  isTime: boolean;
  /** Points with a missing or infinite x or y. */
  invalid: number;
  /** Points at or below zero, left out of a log scale. */
  nonPositive: number;
  /** Points that could be drawn, before downsampling. */
  plottable: number;
  drawn: number;
}

export interface PrepareOptions {
  yScale: YScaleKind;
  smoothing: number;
  /** Most points to draw per series. */
  target: number;
}

const xNumber = (x: XValue) => (x instanceof Date ? x.getTime() : x);

const isSorted = (points: readonly SeriesPoint[]) =>
  points.every((p, i) => i === 0 || xNumber(points[i - 1].x) <= xNumber(p.x));

function prepareOne(series: ChartSeries, index: number, options: PrepareOptions) {
  const usable = series.points.filter((p) => Number.isFinite(xNumber(p.x)) && Number.isFinite(p.y));
  const shown = options.yScale === 'log' ? usable.filter((p) => p.y > 0) : usable;
  const sorted = isSorted(shown) ? shown : [...shown].sort((a, b) => xNumber(a.x) - xNumber(b.x));
  const xs = sorted.map((p) => xNumber(p.x));
  const ys = sorted.map((p) => p.y);
  const smoothed = emaSmooth(ys, options.smoothing);
  // On a log scale the shape the eye sees is that of the logarithms: keep the points that shape needs.
  const kept = downsampleIndexes(xs, options.yScale === 'log' ? ys.map(Math.log10) : ys, options.target);
  const prepared: PreparedSeries = {
    name: series.name,
    colorIndex: series.colorIndex ?? index,
    points: kept.map((k) => ({ x: xs[k], y: ys[k], smoothed: smoothed[k], source: sorted[k] })),
  };
  return {
    prepared,
    plottable: sorted.length,
    invalid: series.points.length - usable.length,
    nonPositive: usable.length - shown.length,
  };
}

/** Skips what cannot be drawn (counting it), smooths, and downsamples each series for drawing. */
export function prepareSeries(series: readonly ChartSeries[], options: PrepareOptions): PreparedData {
  const results = series.map((s, i) => prepareOne(s, i, options));
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    series: results.map((r) => r.prepared),
    isTime: series.some((s) => s.points[0]?.x instanceof Date),
    invalid: sum((r) => r.invalid),
    nonPositive: sum((r) => r.nonPositive),
    plottable: sum((r) => r.plottable),
    drawn: sum((r) => r.prepared.points.length),
  };
}

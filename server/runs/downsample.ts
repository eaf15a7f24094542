import { lttbIndexes } from '../../src/domain/lttb';

// Long metric series are thinned for charts with Largest-Triangle-Three-Buckets, which keeps the
// series' shape (its peaks and dips) and always its first and last points. The same function
// thins series in the browser's charts.

export interface SeriesPoint {
  step: number;
  value: number;
  timestamp: Date;
}

/** At most `maxPoints` (≥ 2) of the points, in step order; a short series comes back whole. */
export function downsampleSeries(points: SeriesPoint[], maxPoints: number): SeriesPoint[] {
  if (points.length <= maxPoints) return points;
  if (maxPoints <= 2) return [points[0], points[points.length - 1]];
  const steps = Float64Array.from(points, (p) => p.step);
  const values = Float64Array.from(points, (p) => p.value);
  return Array.from(lttbIndexes(steps, values, maxPoints), (i) => points[i]);
}

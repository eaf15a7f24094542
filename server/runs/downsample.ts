import { createLTTB } from 'downsample';

// Long metric series are thinned for charts with Largest-Triangle-Three-Buckets, which keeps the
// series' shape (its peaks and dips) and always its first and last points.

export interface SeriesPoint {
  step: number;
  value: number;
  timestamp: Date;
}

const lttb = createLTTB<SeriesPoint>({ x: 'step', y: 'value' });

/** At most `maxPoints` (≥ 2) of the points, in step order; a short series comes back whole. */
export function downsampleSeries(points: SeriesPoint[], maxPoints: number): SeriesPoint[] {
  if (points.length <= maxPoints) return points;
  // The library's two-bucket case returns the second point instead of the last.
  if (maxPoints <= 2) return [points[0], points[points.length - 1]];
  return Array.from(lttb(points, maxPoints) as ArrayLike<SeriesPoint>);
}

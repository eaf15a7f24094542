import type { SeriesPoint, XValue } from './chart-types';

/** A series' drawable points as columns of numbers, sorted by x: no object per point. */
export interface SeriesColumns {
  xs: Float64Array;
  ys: Float64Array;
  /** Where each entry came from in the series as given. */
  sources: Uint32Array;
  /** Points with a missing or infinite x or y. */
  invalid: number;
  /** Points at or below zero, left out of a log scale. */
  nonPositive: number;
}

// Dates are read as milliseconds; an invalid date is NaN and counts as missing.
const xNumber = (x: XValue) => (x instanceof Date ? x.getTime() : x);

/** The points that can be drawn (only those above zero when `positiveOnly`), in one pass. */
export function columnsOf(points: readonly SeriesPoint[], positiveOnly: boolean): SeriesColumns {
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  const sources = new Uint32Array(points.length);
  let count = 0;
  let invalid = 0;
  let nonPositive = 0;
  let sorted = true;
  for (let i = 0; i < points.length; i++) {
    const x = xNumber(points[i].x);
    const y = points[i].y;
    if (!Number.isFinite(x) || !Number.isFinite(y)) invalid += 1;
    else if (positiveOnly && y <= 0) nonPositive += 1;
    else {
      if (count > 0 && x < xs[count - 1]) sorted = false;
      xs[count] = x;
      ys[count] = y;
      sources[count] = i;
      count += 1;
    }
  }
  const columns = { xs: xs.subarray(0, count), ys: ys.subarray(0, count), sources: sources.subarray(0, count) };
  return { ...(sorted ? columns : sortedByX(columns)), invalid, nonPositive };
}

/** The columns reordered by x; points with the same x keep their order. */
function sortedByX({ xs, ys, sources }: Pick<SeriesColumns, 'xs' | 'ys' | 'sources'>) {
  const order = Array.from(sources.keys()).sort((a, b) => xs[a] - xs[b] || a - b);
  return {
    xs: Float64Array.from(order, (i) => xs[i]),
    ys: Float64Array.from(order, (i) => ys[i]),
    sources: Uint32Array.from(order, (i) => sources[i]),
  };
}

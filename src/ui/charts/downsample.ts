import { createLTTB } from 'downsample';

/** One drawn point per pixel column of the plot: LTTB's usual threshold, and more is invisible. */
export function targetPointCount(innerWidth: number): number {
  return Math.max(3, Math.round(innerWidth));
}

/**
 * Which points of a series (sorted by x) to draw: Largest-Triangle-Three-Buckets from the
 * `downsample` package, which keeps the first and last points and the shape between. The lowest
 * and highest values are kept too, so the drawn range is the true range.
 */
export function downsampleIndexes(xs: ArrayLike<number>, ys: ArrayLike<number>, target: number): number[] {
  const count = xs.length;
  const all = Array.from({ length: count }, (_, i) => i);
  if (count <= target) return all;
  const lttb = createLTTB<number>({ x: (i: number) => xs[i], y: (i: number) => ys[i] });
  const kept = new Set(Array.from(lttb(all, Math.max(3, target)) as ArrayLike<number>));
  kept.add(extremeIndex(ys, (a, b) => a < b));
  kept.add(extremeIndex(ys, (a, b) => a > b));
  return [...kept].sort((a, b) => a - b);
}

function extremeIndex(ys: ArrayLike<number>, better: (a: number, b: number) => boolean): number {
  let best = 0;
  for (let i = 1; i < ys.length; i++) if (better(ys[i], ys[best])) best = i;
  return best;
}

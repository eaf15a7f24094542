import { lttbIndexes } from '../../domain/lttb';

/** One drawn point per pixel column of the plot: LTTB's usual threshold, and more is invisible. */
export function targetPointCount(innerWidth: number): number {
  return Math.max(3, Math.round(innerWidth));
}

/**
 * Which points of a series (sorted by x) to draw, in order: LTTB keeps the first and last points
 * and the shape between; the lowest and highest values are kept too, so the drawn range is the
 * true range.
 */
export function downsampleIndexes(xs: ArrayLike<number>, ys: ArrayLike<number>, target: number): number[] {
  const count = xs.length;
  if (count <= target) return Array.from({ length: count }, (_, i) => i);
  const kept = Array.from(lttbIndexes(xs, ys, Math.max(3, target)));
  for (const extreme of extremeIndexes(ys)) {
    const at = sortedIndexOf(kept, extreme);
    if (kept[at] !== extreme) kept.splice(at, 0, extreme);
  }
  return kept;
}

function extremeIndexes(ys: ArrayLike<number>): [number, number] {
  let lowest = 0;
  let highest = 0;
  for (let i = 1; i < ys.length; i++) {
    if (ys[i] < ys[lowest]) lowest = i;
    if (ys[i] > ys[highest]) highest = i;
  }
  return [lowest, highest];
}

/** Where `value` is, or would go, in an ascending list. */
function sortedIndexOf(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

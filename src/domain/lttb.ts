// Thinning long series for charts, shared by the browser and the server.

/**
 * Largest-Triangle-Three-Buckets over columns of numbers, with the buckets and the choice of the
 * `downsample` package's LTTB (its test holds the two to the same answer). That package turns
 * every point into a new [x, y] pair whatever it is given, which cost 33–128 ms on 100,000 points
 * in the series bench; columns cost no allocation per point (docs/testing.md, Budgets). The charts
 * and the server's metric history both thin series with it.
 */
export function lttbIndexes(xs: ArrayLike<number>, ys: ArrayLike<number>, target: number): Uint32Array {
  const count = xs.length;
  const kept = new Uint32Array(target);
  // The first and last points are buckets of their own; the rest share target - 2 buckets.
  const bucketSize = (count - 2) / (target - 2);
  const bucketStart = (bucket: number) => 1 + Math.floor(bucket * bucketSize);
  let chosen = 0;
  for (let bucket = 0; bucket < target - 2; bucket++) {
    const from = bucketStart(bucket);
    const to = bucketStart(bucket + 1);
    // The next bucket's centre: its points' mean, or the last point after the last bucket.
    const nextFrom = to;
    const nextTo = bucket === target - 3 ? count : bucketStart(bucket + 2);
    let meanX = 0;
    let meanY = 0;
    for (let i = nextFrom; i < nextTo; i++) {
      meanX += xs[i];
      meanY += ys[i];
    }
    meanX /= nextTo - nextFrom;
    meanY /= nextTo - nextFrom;
    let largest = -1;
    let pick = from;
    for (let i = from; i < to; i++) {
      const area =
        Math.abs((xs[chosen] - meanX) * (ys[i] - ys[chosen]) - (xs[chosen] - xs[i]) * (meanY - ys[chosen])) / 2;
      if (area > largest) {
        largest = area;
        pick = i;
      }
    }
    kept[bucket + 1] = pick;
    chosen = pick;
  }
  kept[target - 1] = count - 1;
  return kept;
}

// Rank correlation between the tournament's ranking and measured outcomes (docs/engine.md,
// "How well the tournament predicted outcomes"). Pure.
//
// Ideas are compared only within a group (one session, one metric): Elo ranks are a session's own
// and values of different metrics do not compare. Within each group both orders become ranks
// (ties averaged) centred on the group's mean rank; Spearman's ρ is the Pearson correlation of the
// pooled centred ranks. With one group that is exactly Spearman's ρ.

/** Ranks 1…n of the values, smallest first, ties given their average rank. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k].index] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's r; null when either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** One group's two orders, both "higher is better": the tournament's and the measured one. */
export interface RankedGroup {
  predicted: readonly number[];
  measured: readonly number[];
}

/** Spearman's ρ over groups, each ranked on its own; n counts the ideas of groups of two or more. */
export function groupedSpearman(groups: readonly RankedGroup[]): { rho: number | null; n: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const group of groups) {
    const k = group.predicted.length;
    if (k < 2) continue;
    const mean = (k + 1) / 2;
    xs.push(...averageRanks(group.predicted).map((r) => r - mean));
    ys.push(...averageRanks(group.measured).map((r) => r - mean));
  }
  return { rho: pearson(xs, ys), n: xs.length };
}

/** The smallest n with a Fisher interval: its standard error divides by √(n − 3). */
export const MIN_INTERVAL_N = 4;

const Z_95 = 1.959963984540054;

/**
 * The 95% interval of Spearman's ρ by Fisher's z: atanh(ρ) ± 1.96·σ, σ = √(1.06 / (n − 3)), the
 * variance Fieller, Hartley and Pearson (1957) found for Spearman's ρ. Null under four ideas, and
 * when ρ is ±1 (z is infinite: no interval can be read off it).
 */
export function fisherInterval(rho: number, n: number): { low: number; high: number } | null {
  if (n < MIN_INTERVAL_N || Math.abs(rho) >= 1) return null;
  const z = Math.atanh(rho);
  const se = Math.sqrt(1.06 / (n - 3));
  return { low: Math.tanh(z - Z_95 * se), high: Math.tanh(z + Z_95 * se) };
}

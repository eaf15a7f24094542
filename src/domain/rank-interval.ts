// An idea's place in its session read as people read it: "#2 of 12, likely between #1 and #4"
// (docs/product.md, "Rank"). The likely places come from the tournament's 95% Bradley–Terry
// intervals: an idea whose interval lies wholly above this one's is surely ahead of it, one wholly
// below surely behind; every other idea could fall either side.

export interface RankedIdea {
  id: string;
  btInterval?: readonly number[] | null;
}

export interface RankInterval {
  rank: number;
  of: number;
  /** The best and worst places the intervals allow, rank included; absent without an interval. */
  best?: number;
  worst?: number;
}

const intervalOf = (idea: RankedIdea) =>
  idea.btInterval && idea.btInterval.length === 2 && idea.btInterval.every(Number.isFinite)
    ? ([
        Math.min(idea.btInterval[0]!, idea.btInterval[1]!),
        Math.max(idea.btInterval[0]!, idea.btInterval[1]!),
      ] as const)
    : undefined;

/** How many of the ascending values pass the test; it must hold for a prefix of them. */
function prefixCount(sorted: readonly number[], holds: (value: number) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(sorted[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every idea's rank interval, given the ideas in rank order (rank 1 first). Sorting the interval
 * ends once makes this n log n, so a 10,000-idea session is still one quick pass.
 */
export function rankIntervals(ranked: readonly RankedIdea[]): Map<string, RankInterval> {
  const of = ranked.length;
  const intervals = ranked.map(intervalOf);
  const lows = intervals.flatMap((i) => (i ? [i[0]] : [])).sort((a, b) => a - b);
  const highs = intervals.flatMap((i) => (i ? [i[1]] : [])).sort((a, b) => a - b);
  const result = new Map<string, RankInterval>();
  ranked.forEach((idea, index) => {
    const rank = index + 1;
    const own = intervals[index];
    if (!own) {
      result.set(idea.id, { rank, of });
      return;
    }
    const surelyAhead = lows.length - prefixCount(lows, (low) => low <= own[1]);
    const surelyBehind = prefixCount(highs, (high) => high < own[0]);
    // The list's order is Elo's; the intervals are Bradley–Terry's: the rank stays inside.
    result.set(idea.id, { rank, of, best: Math.min(rank, 1 + surelyAhead), worst: Math.max(rank, of - surelyBehind) });
  });
  return result;
}

/** "#2 of 12, likely between #1 and #4"; "#2 of 12" when the place is settled or unknown. */
export function rankSentence({ rank, of, best, worst }: RankInterval): string {
  const place = `#${rank} of ${of}`;
  if (best === undefined || worst === undefined || best === worst) return place;
  return `${place}, likely between #${best} and #${worst}`;
}

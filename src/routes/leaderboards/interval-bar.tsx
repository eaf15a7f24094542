// A Bradley–Terry 95% interval drawn on the scale of the ideas beside it, so wide and narrow
// intervals, and overlapping ones, read at a glance. The numbers beside it say the same in words.

export type Scale = readonly [number, number];

/** The lowest and highest interval ends on the page, never of zero width. */
export function intervalScale(intervals: ReadonlyArray<readonly number[] | null>): Scale | undefined {
  const ends = intervals.flatMap((interval) => (interval && interval.length === 2 ? interval : []));
  if (ends.length === 0) return undefined;
  const lo = Math.min(...ends);
  const hi = Math.max(...ends);
  return hi > lo ? [lo, hi] : [lo - 1, hi + 1];
}

const share = (value: number, [lo, hi]: Scale) =>
  `${(Math.min(Math.max((value - lo) / (hi - lo), 0), 1) * 100).toFixed(1)}%`;

export function IntervalBar({
  interval,
  rating,
  scale,
}: {
  interval: readonly number[];
  rating: number;
  scale: Scale;
}) {
  const [lo, hi] = interval as [number, number];
  return (
    <span aria-hidden="true" className="relative mt-1 block h-2 w-24 rounded-full bg-surface-muted">
      <span
        className="absolute inset-y-0 rounded-full bg-accent/40"
        style={{ left: share(lo, scale), right: `calc(100% - ${share(hi, scale)})` }}
      />
      <span
        className="absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent"
        style={{ left: share(rating, scale) }}
      />
    </span>
  );
}

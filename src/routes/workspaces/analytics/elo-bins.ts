import type { HistogramBin } from '../../../ui/charts/histogram';

// Elo ratings into equal bins for the histogram: a round width (25, 50, 100…) chosen so about ten
// bins cover the range, edges on multiples of it, so the axis reads in whole ratings.

const TARGET_BINS = 10;
const STEPS = [10, 25, 50, 100, 250, 500];

export function eloBins(ratings: readonly number[]): HistogramBin[] {
  if (ratings.length === 0) return [];
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const width = STEPS.find((step) => (high - low) / step <= TARGET_BINS) ?? STEPS.at(-1)!;
  const start = Math.floor(low / width) * width;
  // A rating on the top edge opens one more bin, so every bin is [from, to).
  const count = Math.floor((high - start) / width) + 1;
  const bins = Array.from({ length: count }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count: 0,
  }));
  for (const rating of ratings) bins[Math.min(count - 1, Math.floor((rating - start) / width))].count += 1;
  return bins;
}

import type { SeriesPoint } from '../../ui/charts/chart-types';
import { seededRandom } from './seeded-random';

/**
 * A long noisy signal: a slow wave, a random walk and a few spikes, the kind of series a
 * per-step metric over a long run becomes. Made with a seed, so every visit draws the same.
 */
export function longSignal(count: number): SeriesPoint[] {
  const random = seededRandom(101);
  const points = new Array<SeriesPoint>(count);
  let walk = 0;
  for (let i = 0; i < count; i++) {
    walk += 0.02 * random.normal();
    const spike = random.next() < 0.0004 ? 4 * random.normal() : 0;
    points[i] = { x: i, y: Math.sin(i / 4_000) * 2 + walk + 0.3 * random.normal() + spike };
  }
  return points;
}

/** The small series the edge cases are made of. */
export const EDGE_CASES: { title: string; points: SeriesPoint[]; log?: boolean }[] = [
  { title: 'Empty', points: [] },
  { title: 'Single point', points: [{ x: 3, y: 0.42 }] },
  {
    title: 'Missing and infinite values',
    points: [1.2, Number.NaN, 0.9, Infinity, 0.7, -Infinity, 0.6].map((y, x) => ({ x, y })),
  },
  { title: 'All values equal', points: Array.from({ length: 12 }, (_, x) => ({ x, y: 0.5 })) },
  { title: 'Negative values on a log scale', points: [3, 1, -0.5, 0, 0.2, 0.05].map((y, x) => ({ x, y })), log: true },
  { title: 'Only negative values on a log scale', points: [-3, -1, -0.5].map((y, x) => ({ x, y })), log: true },
];

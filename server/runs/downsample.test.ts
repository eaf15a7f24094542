import { describe, expect, it } from 'vitest';
import { downsampleSeries, type SeriesPoint } from './downsample';

const at = new Date('2026-12-01T00:00:00Z');
const series = (values: number[]): SeriesPoint[] => values.map((value, step) => ({ step, value, timestamp: at }));

describe('downsampleSeries', () => {
  it('answers a series no longer than the limit as it is', () => {
    const points = series([3, 1, 2]);
    expect(downsampleSeries(points, 3)).toBe(points);
  });

  it('keeps the first and last points, in step order, at most the limit', () => {
    const points = series(Array.from({ length: 1000 }, (_, i) => Math.sin(i / 20)));
    const thinned = downsampleSeries(points, 50);
    expect(thinned).toHaveLength(50);
    expect(thinned[0]).toBe(points[0]);
    expect(thinned.at(-1)).toBe(points[999]);
    const steps = thinned.map((p) => p.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('keeps a lone spike that an even sampling would miss', () => {
    const values = Array.from({ length: 1000 }, () => 0);
    values[501] = 100;
    const thinned = downsampleSeries(series(values), 10);
    expect(thinned.map((p) => p.value)).toContain(100);
  });

  it('answers just the first and last point for a limit of two', () => {
    const points = series([5, 6, 7, 8]);
    expect(downsampleSeries(points, 2)).toEqual([points[0], points[3]]);
  });
});

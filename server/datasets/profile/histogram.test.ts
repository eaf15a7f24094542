import { describe, expect, it } from 'vitest';
import { Histogram } from './histogram';

describe('Histogram', () => {
  it('splits [min, max] into equal bins and puts max in the last one', () => {
    const histogram = new Histogram(0, 10, 5);
    for (const value of [0, 1.99, 2, 5, 9.99, 10]) histogram.add(value);
    expect(histogram.bins()).toEqual([
      { from: 0, to: 2, count: 2 },
      { from: 2, to: 4, count: 1 },
      { from: 4, to: 6, count: 1 },
      { from: 6, to: 8, count: 0 },
      { from: 8, to: 10, count: 2 },
    ]);
  });

  it('uses one bin when every value is the same', () => {
    const histogram = new Histogram(3, 3, 20);
    histogram.add(3);
    histogram.add(3);
    expect(histogram.bins()).toEqual([{ from: 3, to: 3, count: 2 }]);
  });

  it('falls back to one bin when asked for none', () => {
    expect(new Histogram(0, 1, 0).bins()).toHaveLength(1);
    expect(new Histogram(0, 1, NaN).bins()).toHaveLength(1);
  });

  it('keeps every value even where floating point rounds past the edges', () => {
    const histogram = new Histogram(0.1, 0.7, 3);
    for (const value of [0.1, 0.3, 0.5, 0.7]) histogram.add(value);
    const bins = histogram.bins();
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
    expect(bins.at(-1)?.to).toBe(0.7);
  });
});

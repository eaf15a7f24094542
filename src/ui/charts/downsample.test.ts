import { downsampleIndexes, targetPointCount } from './downsample';

describe('downsampleIndexes', () => {
  it('keeps every point of a series no longer than the target', () => {
    expect(downsampleIndexes([0, 1, 2], [5, 6, 7], 10)).toEqual([0, 1, 2]);
  });

  it('keeps the first and last points, the lowest and the highest, in order, near the target count', () => {
    const n = 100_000;
    const xs = Array.from({ length: n }, (_, i) => i);
    const ys = xs.map((i) => Math.sin(i / 5_000) + (i % 7) / 100);
    ys[12_345] = 50;
    ys[87_654] = -50;
    const kept = downsampleIndexes(xs, ys, 500);
    expect(kept.length).toBeGreaterThanOrEqual(500);
    expect(kept.length).toBeLessThanOrEqual(502);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(n - 1);
    expect(kept).toContain(12_345);
    expect(kept).toContain(87_654);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
  });

  it('keeps an extreme that the triangle rule alone would pass over', () => {
    // A flat line with a lowest point one step below it, beside a tall peak in the same bucket.
    const xs = Array.from({ length: 1_000 }, (_, i) => i);
    const ys = xs.map(() => 0);
    ys[500] = 100;
    ys[501] = -0.001;
    const kept = downsampleIndexes(xs, ys, 10);
    expect(kept).toContain(500);
    expect(kept).toContain(501);
  });
});

describe('targetPointCount', () => {
  it('asks for about one point per pixel of width, and never fewer than three', () => {
    expect(targetPointCount(600)).toBe(600);
    expect(targetPointCount(0)).toBe(3);
  });
});

import { clampSmoothing, emaSmooth, emaSmoothAt } from './smoothing';

describe('emaSmooth', () => {
  it('leaves values as they are at weight 0', () => {
    expect(emaSmooth([3, 1, 2], 0)).toEqual([3, 1, 2]);
  });

  it('debiases the start, so the first value is itself and a flat series stays flat', () => {
    expect(emaSmooth([4, 4, 4, 4], 0.9).map((v) => Number(v.toFixed(10)))).toEqual([4, 4, 4, 4]);
    const [first, second] = emaSmooth([1, 3], 0.5);
    expect(first).toBe(1);
    expect(second).toBeCloseTo(7 / 3);
  });

  it('smooths more as the weight rises', () => {
    const noisy = [0, 10, 0, 10, 0, 10];
    const spread = (values: number[]) => Math.max(...values.slice(2)) - Math.min(...values.slice(2));
    expect(spread(emaSmooth(noisy, 0.9))).toBeLessThan(spread(emaSmooth(noisy, 0.3)));
  });
});

describe('emaSmoothAt', () => {
  it('reads the same average as emaSmooth, at the indexes asked for only', () => {
    const values = [5, 1, 4, 4, 9, 0, 2, 7];
    const smoothed = emaSmooth(values, 0.7);
    expect(emaSmoothAt(values, [0, 3, 7], 0.7)).toEqual([smoothed[0], smoothed[3], smoothed[7]]);
    expect(emaSmoothAt(values, [1, 2], 0)).toEqual([1, 4]);
    expect(emaSmoothAt(values, [], 0.5)).toEqual([]);
  });
});

describe('clampSmoothing', () => {
  it('keeps weights within 0 and 0.99', () => {
    expect(clampSmoothing(1)).toBe(0.99);
    expect(clampSmoothing(-0.5)).toBe(0);
    expect(clampSmoothing(Number.NaN)).toBe(0);
    expect(clampSmoothing(0.6)).toBe(0.6);
  });
});

import { describe, expect, it } from 'vitest';
import { hashString, HyperLogLog } from './hyperloglog';

const relativeError = (estimate: number, truth: number) => Math.abs(estimate - truth) / truth;

describe('hashString', () => {
  it('seeds and finalises as MurmurHash3 x86_32 does', () => {
    // The canonical vectors for empty input; blocks here are UTF-16 unit pairs, not bytes.
    expect(hashString('', 0)).toBe(0);
    expect(hashString('', 1)).toBe(0x514e28b7);
  });

  it('spreads similar keys apart', () => {
    const buckets = new Set(Array.from({ length: 1000 }, (_, i) => hashString(`S-${i}`) >>> 24));
    expect(buckets.size).toBeGreaterThan(240);
  });
});

describe('HyperLogLog', () => {
  it('counts a small set almost exactly and ignores repeats', () => {
    const sketch = new HyperLogLog();
    for (let round = 0; round < 3; round++) for (let i = 0; i < 500; i++) sketch.add(`value-${i}`);
    expect(Math.round(sketch.estimate())).toBeGreaterThanOrEqual(495);
    expect(Math.round(sketch.estimate())).toBeLessThanOrEqual(505);
  });

  it.each([20_000, 50_000, 250_000])('estimates %i distinct values within 2%', (n) => {
    const sketch = new HyperLogLog();
    for (let i = 0; i < n; i++) sketch.add(`sample_${String(i).padStart(7, '0')}`);
    expect(relativeError(sketch.estimate(), n)).toBeLessThan(0.02);
  });

  it('trades memory for accuracy with the precision', () => {
    const sketch = new HyperLogLog(10);
    for (let i = 0; i < 20_000; i++) sketch.add(String(i));
    expect(relativeError(sketch.estimate(), 20_000)).toBeLessThan(0.1);
  });

  it('says 0 when empty', () => {
    expect(new HyperLogLog().estimate()).toBe(0);
  });
});

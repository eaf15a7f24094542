import { describe, expect, it } from 'vitest';
import { ValueCounter } from './value-counter';

describe('ValueCounter', () => {
  it('counts exactly under the limit, most frequent first, ties by value', () => {
    const counter = new ValueCounter();
    for (const value of ['b', 'a', 'c', 'a', 'b', 'a', 'd']) counter.add(value);
    expect(counter.distinctCount).toBe(4);
    expect(counter.distinctIsEstimate).toBe(false);
    expect(counter.top(3)).toEqual([
      { value: 'a', count: 3 },
      { value: 'b', count: 2 },
      { value: 'c', count: 1 },
    ]);
  });

  it('estimates past the limit and keeps the heavy hitters', () => {
    const counter = new ValueCounter(100);
    // 5,000 unique ids interleaved with one value that is a fifth of all rows.
    for (let i = 0; i < 5000; i++) {
      counter.add(`id-${i}`);
      if (i % 4 === 0) counter.add('control');
    }
    expect(counter.distinctIsEstimate).toBe(true);
    expect(Math.abs(counter.distinctCount - 5001) / 5001).toBeLessThan(0.03);
    const [first] = counter.top(1);
    expect(first.value).toBe('control');
    // Misra–Gries counts are lower bounds, off by at most rows / (limit + 1).
    expect(first.count).toBeLessThanOrEqual(1250);
    expect(first.count).toBeGreaterThanOrEqual(1250 - 6250 / 101);
  });

  it('never reports fewer distinct values than it counted exactly', () => {
    const counter = new ValueCounter(10);
    for (let i = 0; i < 11; i++) counter.add(`v${i}`);
    expect(counter.distinctCount).toBeGreaterThanOrEqual(11);
  });

  it('bounds long values but keeps them distinct', () => {
    const counter = new ValueCounter();
    const long = 'x'.repeat(500);
    counter.add(`${long}1`);
    counter.add(`${long}2`);
    counter.add(`${long}1`);
    expect(counter.distinctCount).toBe(2);
    const [top] = counter.top(1);
    expect(top.count).toBe(2);
    expect(top.value).toBe(`${'x'.repeat(200)}…`);
  });
});

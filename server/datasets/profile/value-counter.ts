import { hashString, HyperLogLog } from './hyperloglog';
import type { TopValue } from './profile-types';

/** Distinct values counted exactly per column before switching to a sketch. */
export const EXACT_DISTINCT_LIMIT = 10_000;
const MAX_KEY_LENGTH = 200;
const CUT_MARK = '\u0000';

/**
 * Counts a column's values in bounded memory: exact counts for the first EXACT_DISTINCT_LIMIT
 * distinct values; past that a HyperLogLog estimates the distinct count and the counts turn
 * into Misra–Gries heavy hitters (lower bounds, off by at most rows / (limit + 1)).
 */
export class ValueCounter {
  private readonly counts = new Map<string, number>();
  private sketch: HyperLogLog | null = null;

  constructor(private readonly limit = EXACT_DISTINCT_LIMIT) {}

  add(value: string): void {
    const key = boundedKey(value);
    this.sketch?.add(key);
    const count = this.counts.get(key);
    if (count !== undefined) {
      this.counts.set(key, count + 1);
    } else if (this.counts.size < this.limit) {
      this.counts.set(detach(key), 1);
    } else {
      if (!this.sketch) this.startSketch(key);
      this.decrementAll();
    }
  }

  get distinctIsEstimate(): boolean {
    return this.sketch !== null;
  }

  get distinctCount(): number {
    if (!this.sketch) return this.counts.size;
    return Math.max(this.limit + 1, Math.round(this.sketch.estimate()));
  }

  /** The `n` most frequent values, ties broken by value so the order is stable. */
  top(n: number): TopValue[] {
    return [...this.counts]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, n)
      .map(([key, count]) => ({ value: displayValue(key), count }));
  }

  private startSketch(newcomer: string): void {
    const sketch = new HyperLogLog();
    for (const key of this.counts.keys()) sketch.add(key);
    sketch.add(newcomer);
    this.sketch = sketch;
  }

  // Misra–Gries: a newcomer with no free slot cancels out one occurrence of every tracked value.
  private decrementAll(): void {
    for (const [key, count] of this.counts) {
      if (count === 1) this.counts.delete(key);
      else this.counts.set(key, count - 1);
    }
  }
}

// Long values are kept as a prefix plus a hash of the whole, so memory per key stays bounded
// while distinct long values stay distinct.
function boundedKey(value: string): string {
  if (value.length <= MAX_KEY_LENGTH) return value;
  return `${value.slice(0, MAX_KEY_LENGTH)}${CUT_MARK}${hashString(value).toString(36)}`;
}

function displayValue(key: string): string {
  const cut = key.indexOf(CUT_MARK);
  return cut === -1 ? key : `${key.slice(0, cut)}…`;
}

/**
 * A copy of `text` that does not pin the string it was cut from. Parsers hand out slices of
 * their input chunk, and a kept slice would keep the whole chunk alive.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

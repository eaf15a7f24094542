import type { MetricPoint } from './batch-validation';

// What a batch adds to each key's summary: its first step (checked against the key's last one),
// its latest point, and its lowest and highest values with the first step each was reached at.

export interface KeySummary {
  key: string;
  firstStep: number;
  row: {
    key: string;
    lastValue: number;
    lastStep: number;
    lastTimestamp: Date;
    minValue: number;
    minStep: number;
    maxValue: number;
    maxStep: number;
  };
}

/** One summary per key, in the order keys first appear; points of a key arrive in rising steps. */
export function summariesOf(points: readonly MetricPoint[]): KeySummary[] {
  const byKey = new Map<string, KeySummary>();
  for (const p of points) {
    const found = byKey.get(p.key);
    if (!found) {
      byKey.set(p.key, {
        key: p.key,
        firstStep: p.step,
        row: {
          key: p.key,
          lastValue: p.value,
          lastStep: p.step,
          lastTimestamp: p.timestamp,
          minValue: p.value,
          minStep: p.step,
          maxValue: p.value,
          maxStep: p.step,
        },
      });
      continue;
    }
    const row = found.row;
    Object.assign(row, { lastValue: p.value, lastStep: p.step, lastTimestamp: p.timestamp });
    if (p.value < row.minValue) Object.assign(row, { minValue: p.value, minStep: p.step });
    if (p.value > row.maxValue) Object.assign(row, { maxValue: p.value, maxStep: p.step });
  }
  return [...byKey.values()];
}

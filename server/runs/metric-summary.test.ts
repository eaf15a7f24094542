import { describe, expect, it } from 'vitest';
import { summariesOf } from './metric-summary';

const at = new Date('2026-12-01T00:00:00Z');
const later = new Date('2026-12-01T00:01:00Z');

describe('summariesOf', () => {
  it("keeps each key's latest point and its extremes at the first step they were reached", () => {
    const summaries = summariesOf([
      { key: 'loss', step: 1, value: 0.9, timestamp: at },
      { key: 'acc', step: 4, value: 0.5, timestamp: at },
      { key: 'loss', step: 2, value: 0.4, timestamp: at },
      { key: 'loss', step: 3, value: 0.4, timestamp: at },
      { key: 'loss', step: 7, value: 0.6, timestamp: later },
    ]);
    expect(summaries).toEqual([
      {
        key: 'loss',
        firstStep: 1,
        row: {
          key: 'loss',
          lastValue: 0.6,
          lastStep: 7,
          lastTimestamp: later,
          minValue: 0.4,
          minStep: 2,
          maxValue: 0.9,
          maxStep: 1,
        },
      },
      {
        key: 'acc',
        firstStep: 4,
        row: {
          key: 'acc',
          lastValue: 0.5,
          lastStep: 4,
          lastTimestamp: at,
          minValue: 0.5,
          minStep: 4,
          maxValue: 0.5,
          maxStep: 4,
        },
      },
    ]);
  });

  it('answers nothing for no points', () => {
    expect(summariesOf([])).toEqual([]);
  });
});

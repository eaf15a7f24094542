import { describe, expect, it } from 'vitest';
import { formatDuration, formatEstimate } from './duration';

describe('durations on the session page', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(192)).toBe('3 min 12 s');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('rounds an estimate up to whole minutes', () => {
    expect(formatEstimate(20)).toBe('under a minute');
    expect(formatEstimate(61)).toBe('about 2 min');
    expect(formatEstimate(3600)).toBe('about 1 h 00 min');
  });
});

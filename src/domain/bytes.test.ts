import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('writes sizes in the unit a person would pick, to one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(2_100_000_000)).toBe('2.1 GB');
    expect(formatBytes(5e15)).toBe('5,000 TB');
  });
});

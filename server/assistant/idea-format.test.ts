import { describe, expect, it } from 'vitest';
import { outOfFive, two } from './idea-format';

describe('idea-format', () => {
  it('writes review scores out of 5, as every screen and export shows them', () => {
    expect(outOfFive(0.84)).toBe('4.2/5');
    expect(outOfFive(1)).toBe('5.0/5');
    expect(outOfFive(0)).toBe('0.0/5');
  });

  it('keeps probabilities to two decimals', () => {
    expect(two(0.257)).toBe('0.26');
  });
});

import { describe, expect, it } from 'vitest';
import { IDEAS_RANGE, ROUNDS_RANGE, wholeNumberIn } from './contract-limits';

describe('contract limits', () => {
  it('accept whole numbers inside a range, both ends included', () => {
    expect(wholeNumberIn(IDEAS_RANGE[0], IDEAS_RANGE)).toBe(true);
    expect(wholeNumberIn(IDEAS_RANGE[1], IDEAS_RANGE)).toBe(true);
    expect(wholeNumberIn(ROUNDS_RANGE[1] + 1, ROUNDS_RANGE)).toBe(false);
    expect(wholeNumberIn(2.5, IDEAS_RANGE)).toBe(false);
    expect(wholeNumberIn('8', IDEAS_RANGE)).toBe(false);
  });
});

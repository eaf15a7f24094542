import { describe, expect, it } from 'vitest';
import { IDEAS_RANGE, ROUNDS_RANGE } from './contract-limits';
import { DEFAULT_NUMBER_OF_IDEAS, DEFAULT_ROUNDS } from './session-defaults';

describe('session defaults', () => {
  it('fall inside the bounds the contract allows', () => {
    expect(DEFAULT_NUMBER_OF_IDEAS).toBeGreaterThanOrEqual(IDEAS_RANGE[0]);
    expect(DEFAULT_NUMBER_OF_IDEAS).toBeLessThanOrEqual(IDEAS_RANGE[1]);
    expect(DEFAULT_ROUNDS).toBeGreaterThanOrEqual(ROUNDS_RANGE[0]);
    expect(DEFAULT_ROUNDS).toBeLessThanOrEqual(ROUNDS_RANGE[1]);
  });
});

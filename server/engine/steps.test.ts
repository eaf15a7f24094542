import { describe, expect, it } from 'vitest';
import { FIRST_STEP, nextStep, parseStep, roundFraction, stepKey, type Step } from './steps';

const walk = (rounds: number) => {
  const keys: string[] = [];
  for (let s: Step | null = FIRST_STEP; s; s = nextStep(s, rounds)) keys.push(stepKey(s));
  return keys;
};

describe('steps', () => {
  it('runs plan, generation and one tournament for one round, then finishes', () => {
    expect(walk(1)).toEqual([
      'plan',
      'r1:generate',
      'r1:reflect',
      'r1:proximity',
      'r1:tournament:0',
      'r1:tournament:1',
      'r1:meta_review',
      'finish',
    ]);
  });

  it('opens later rounds with evolution', () => {
    const keys = walk(3);
    expect(keys.filter((k) => k.endsWith(':evolve'))).toEqual(['r2:evolve', 'r3:evolve']);
    expect(keys.at(-2)).toBe('r3:meta_review');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('round-trips keys', () => {
    for (const key of walk(2)) expect(stepKey(parseStep(key))).toBe(key);
    expect(() => parseStep('r1')).toThrow("Unknown step 'r1'");
  });

  it('measures a step as a share of its round', () => {
    expect(roundFraction(parseStep('r1:meta_review'))).toBe(1);
    expect(roundFraction(parseStep('plan'))).toBeCloseTo(1 / 7);
  });
});

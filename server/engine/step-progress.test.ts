import { describe, expect, it } from 'vitest';
import { plannedSteps, stepCounts } from './step-progress';
import { describeStep, parseStep } from './steps';

describe('progress by step', () => {
  it('plans every step of every round, then finish', () => {
    expect(plannedSteps(1)).toHaveLength(8);
    // Round one opens with plan and generate, later rounds with evolve alone: 7 + 6 + 6 + finish.
    expect(plannedSteps(3)).toHaveLength(20);
    expect(plannedSteps(3).at(-1)).toBe('finish');
  });

  it('counts one more step done with each step committed, through every round', () => {
    const keys = plannedSteps(3);
    const shares = keys.map((key) => stepCounts(key, 3));
    expect(shares.map((s) => s.done)).toEqual(keys.map((_, i) => i));
    expect(new Set(shares.map((s) => s.planned))).toEqual(new Set([20]));
    expect(stepCounts('r2:tournament:0', 3)).toEqual({ done: 10, planned: 20 });
  });

  it('counts everything before finish as done when a budget cuts the session short', () => {
    expect(stepCounts('finish', 3)).toEqual({ done: 19, planned: 20 });
  });

  it('names the step about to run in words, with the round out of the rounds planned', () => {
    expect(describeStep(parseStep('r2:tournament:0'), 3).activity).toBe(
      'Round 2 of 3: ranking ideas in the tournament (batch 1 of 2)',
    );
    expect(describeStep(parseStep('r3:evolve'), 3)).toEqual({
      phase: 'evolving',
      activity: 'Round 3 of 3: evolving the best ideas into new ones',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { plannedSteps } from '../engine/step-progress';
import { sessionConfig } from './session-config';
import { budgetShare } from './session-progress';

const row = (progress: object, budget: { modelCalls?: number } = {}) => ({
  id: 's1',
  config: sessionConfig({ goalId: 'g1', answerGenerationMode: 'IDEA_FORGE', overrides: { rounds: 3, budget } }),
  progress,
  startedAt: null,
});

describe('budgetShare', () => {
  it('grows with every step of the pipeline, through values between the first and the last', () => {
    const shares = plannedSteps(3).map((next) => budgetShare(row({ next })));
    for (let i = 1; i < shares.length; i++) expect(shares[i]).toBeGreaterThan(shares[i - 1]);
    expect(shares[0]).toBe(0);
    expect(shares[1]).toBeCloseTo(1 / 20);
    expect(shares.at(-1)).toBeCloseTo(19 / 20);
  });

  it('takes the largest part spent: model calls ahead of the steps win', () => {
    expect(budgetShare(row({ next: 'r1:generate', modelCalls: 30 }, { modelCalls: 40 }))).toBeCloseTo(0.75);
  });

  it('keeps the rounds reached for a session that has ended without finishing', () => {
    expect(budgetShare(row({ next: null, round: 2, roundFraction: 0.5 }))).toBeCloseTo(1.5 / 3);
  });
});

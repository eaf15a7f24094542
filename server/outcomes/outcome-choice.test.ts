import { describe, expect, it } from 'vitest';
import { chooseOutcome } from './outcome-choice';

const candidates = { highest: { value: 0.91, runId: 'run-high' }, lowest: { value: 0.42, runId: 'run-low' } };

describe('an idea’s outcome', () => {
  it('is the highest value a run logged when the primary metric goes up', () => {
    expect(chooseOutcome({ name: 'accuracy', direction: 'maximize' }, candidates)).toEqual({
      kind: 'measured',
      metric: 'accuracy',
      direction: 'maximize',
      value: 0.91,
      runId: 'run-high',
    });
  });

  it('is the lowest value a run logged when the primary metric goes down', () => {
    expect(chooseOutcome({ name: 'val_loss', direction: 'minimize' }, candidates)).toMatchObject({
      kind: 'measured',
      value: 0.42,
      runId: 'run-low',
    });
  });

  it('is missing when the experiment names no primary metric, whatever its runs logged', () => {
    expect(chooseOutcome(null, candidates)).toEqual({ kind: 'no-metric' });
  });

  it('is missing when no run logged the primary metric', () => {
    expect(chooseOutcome({ name: 'accuracy', direction: 'maximize' }, null)).toEqual({
      kind: 'no-runs',
      metric: 'accuracy',
      direction: 'maximize',
    });
  });
});

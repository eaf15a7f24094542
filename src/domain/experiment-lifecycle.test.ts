import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_STATUSES,
  EXPERIMENT_TRANSITIONS,
  experimentTransitionRefusal,
  statusOnRunStart,
} from './experiment-lifecycle';

describe('experiment lifecycle', () => {
  it('runs planned → running → completed, and abandons planned or running work', () => {
    expect(experimentTransitionRefusal('planned', 'running')).toBeNull();
    expect(experimentTransitionRefusal('running', 'completed')).toBeNull();
    expect(experimentTransitionRefusal('planned', 'abandoned')).toBeNull();
    expect(experimentTransitionRefusal('running', 'abandoned')).toBeNull();
  });

  it('refuses skipping a step, going back, and any move out of an ended experiment, naming both statuses', () => {
    expect(experimentTransitionRefusal('planned', 'completed')).toBe(
      'An experiment cannot move from planned to completed; allowed: running, abandoned',
    );
    expect(experimentTransitionRefusal('running', 'planned')).toBe(
      'An experiment cannot move from running to planned; allowed: completed, abandoned',
    );
    expect(experimentTransitionRefusal('completed', 'running')).toBe('A completed experiment cannot change status');
    expect(experimentTransitionRefusal('abandoned', 'planned')).toBe('An abandoned experiment cannot change status');
  });

  it('starts a planned experiment when one of its runs starts, and reopens no ended one', () => {
    expect(EXPERIMENT_STATUSES.map((status) => [status, statusOnRunStart(status)])).toEqual([
      ['planned', 'running'],
      ['running', null],
      ['completed', null],
      ['abandoned', null],
    ]);
    // Every move it makes is one the table allows.
    for (const from of EXPERIMENT_STATUSES) {
      const to = statusOnRunStart(from);
      if (to) expect(experimentTransitionRefusal(from, to)).toBeNull();
    }
  });

  it('names every status in the table', () => {
    expect(Object.keys(EXPERIMENT_TRANSITIONS).sort()).toEqual([...EXPERIMENT_STATUSES].sort());
  });
});

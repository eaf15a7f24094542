import { describe, expect, it } from 'vitest';
import type { IdeaOutcome } from './idea-outcomes';
import { outcomePrediction } from './outcome-prediction';

const outcome = (n: number, elo: number, value: number, more: Partial<IdeaOutcome> = {}): IdeaOutcome => ({
  ideaId: `idea-${n}`,
  title: `Idea ${n}`,
  sessionId: 'session-1',
  goalId: 'goal-1',
  sessionRank: n,
  elo,
  methods: [],
  experimentId: `experiment-${n}`,
  metric: 'accuracy',
  direction: 'maximize',
  value,
  runId: `run-${n}`,
  ...more,
});

describe('how well the tournament predicted outcomes', () => {
  it('lists the pair the tournament got the wrong way round, with both values', () => {
    const result = outcomePrediction([outcome(1, 1250, 0.8), outcome(2, 1220, 0.9), outcome(3, 1180, 0.6)]);
    expect(result.n).toBe(3);
    expect(result.rho).toBeCloseTo(0.5, 10);
    expect(result.pairsCompared).toBe(3);
    expect(result.wrongPairsTotal).toBe(1);
    expect(result.wrongPairs[0]).toMatchObject({
      metric: 'accuracy',
      rankedHigher: { title: 'Idea 1', sessionRank: 1, value: 0.8 },
      measuredBetter: { title: 'Idea 2', sessionRank: 2, value: 0.9 },
    });
  });

  it('puts first, among ideas tied in Elo, the pair whose measured values lie furthest apart', () => {
    const tied = { elo: 1216, sessionRank: 1 };
    const result = outcomePrediction([
      outcome(1, 1216, 0.8, { ...tied, title: 'Close miss' }),
      outcome(2, 1216, 0.6, { ...tied, title: 'Wide miss' }),
      outcome(3, 1201, 0.9),
    ]);
    expect(result.wrongPairs.map((pair) => pair.rankedHigher.title)).toEqual(['Wide miss', 'Close miss']);
  });

  it('is honest about a small sample: three ideas are too few, and give no interval', () => {
    const result = outcomePrediction([outcome(1, 1250, 0.8), outcome(2, 1220, 0.9), outcome(3, 1180, 0.6)]);
    expect(result.enough).toBe(false);
    expect(result.note).toBe('3 ideas with outcomes: too few to say much.');
    expect(result.interval).toBeNull();
  });

  it('reads a lower loss as the better outcome', () => {
    const loss = { metric: 'val_loss', direction: 'minimize' as const };
    const result = outcomePrediction([outcome(1, 1250, 0.2, loss), outcome(2, 1220, 0.5, loss)]);
    expect(result.rho).toBeCloseTo(1, 10);
    expect(result.wrongPairsTotal).toBe(0);
    expect(result.outcomes.map((o) => o.measuredRank)).toEqual([1, 2]);
  });

  it('gives an interval and no warning from ten ideas on', () => {
    const ideas = Array.from({ length: 12 }, (_, i) => outcome(i + 1, 1300 - 10 * i, 100 - i + (i % 3) * 2));
    const result = outcomePrediction(ideas);
    expect(result.n).toBe(12);
    expect(result.enough).toBe(true);
    expect(result.note).toBeNull();
    expect(result.interval!.low).toBeLessThan(result.rho!);
    expect(result.interval!.high).toBeGreaterThan(result.rho!);
  });

  it('never compares ideas of different sessions or metrics', () => {
    const result = outcomePrediction([
      outcome(1, 1250, 0.8),
      outcome(2, 1220, 0.9, { sessionId: 'session-2' }),
      outcome(3, 1180, 0.99, { metric: 'f1' }),
    ]);
    expect(result.ideasWithOutcomes).toBe(3);
    expect(result.n).toBe(0);
    expect(result.rho).toBeNull();
    expect(result.wrongPairsTotal).toBe(0);
    expect(result.note).toBe(
      'No two ideas of one session were measured on the same metric yet, so there is nothing to compare.',
    );
    expect(result.outcomes.every((o) => o.measuredRank === null)).toBe(true);
  });

  it('says what to do when no converted idea has an outcome', () => {
    expect(outcomePrediction([]).note).toMatch(/^No converted idea has a run/);
  });
});

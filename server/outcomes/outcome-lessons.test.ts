import { describe, expect, it } from 'vitest';
import type { IdeaOutcome } from './idea-outcomes';
import { outcomeLessons } from './outcome-lessons';

const outcome = (title: string, value: number, more: Partial<IdeaOutcome> = {}): IdeaOutcome => ({
  ideaId: title,
  title,
  sessionId: 'session-1',
  goalId: 'goal-1',
  sessionRank: 1,
  elo: 1200,
  methods: [`method-${title}`],
  experimentId: `experiment-${title}`,
  metric: 'accuracy',
  direction: 'maximize',
  value,
  runId: `run-${title}`,
  ...more,
});

describe('what a goal’s outcomes teach its next session', () => {
  it('says which ideas worked and which failed, by how far from the median', () => {
    const lessons = outcomeLessons([outcome('A', 0.8), outcome('B', 0.9), outcome('C', 0.6)]);
    expect(lessons.map((l) => [l.title, l.verdict])).toEqual([
      ['B', 'worked'],
      ['A', 'middle'],
      ['C', 'failed'],
    ]);
    expect(lessons[0].text).toBe(
      '“B” (accuracy 0.9, higher is better) worked: 0.1 better than the median 0.8 of 3 ideas measured on it.',
    );
    expect(lessons[2].text).toBe(
      '“C” (accuracy 0.6, higher is better) failed: 0.2 worse than the median 0.8 of 3 ideas measured on it.',
    );
  });

  it('reads a lower loss as having worked', () => {
    const loss = { metric: 'val_loss', direction: 'minimize' as const };
    const lessons = outcomeLessons([outcome('A', 0.5, loss), outcome('B', 0.2, loss)]);
    expect(lessons.map((l) => [l.title, l.verdict])).toEqual([
      ['B', 'worked'],
      ['A', 'failed'],
    ]);
    expect(lessons[0].median).toBeCloseTo(0.35, 10);
    expect(lessons[0].text).toMatch(/worked: 0\.15 better than the median 0\.35 of 2 ideas/);
  });

  it('compares nothing across metrics, and says when an idea was the only one measured', () => {
    const lessons = outcomeLessons([outcome('A', 0.8), outcome('B', 12, { metric: 'f1' })]);
    expect(lessons.map((l) => l.verdict)).toEqual(['alone', 'alone']);
    expect(lessons[1].text).toBe(
      '“B” (f1 12, higher is better): the only idea measured on f1, so nothing to compare it with.',
    );
  });
});

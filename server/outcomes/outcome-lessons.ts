import type { MetricDirection } from '../../src/domain/run-lifecycle';
import type { IdeaOutcome } from './idea-outcomes';
import { goodness } from './outcome-choice';

// What a goal's measured outcomes teach its next session (docs/engine.md, "Outcomes"): among the
// goal's ideas measured on the same metric, those above the median worked, those below failed, by
// how far from the median. Both engines read these lessons beside the researchers' feedback. Pure.

export type OutcomeVerdict = 'worked' | 'failed' | 'middle' | 'alone';

export interface OutcomeLesson {
  title: string;
  /** The library methods the idea used (offline ideas name them). */
  methods: string[];
  metric: string;
  direction: MetricDirection;
  value: number;
  verdict: OutcomeVerdict;
  /** The median outcome of the ideas measured on the same metric; null when the idea was the only one. */
  median: number | null;
  /** How many ideas of the goal were measured on the metric, this one included. */
  measured: number;
  /** The lesson in words, as the plan and the prompts give it. */
  text: string;
}

/** A value as the plan writes it: four significant digits, no trailing zeros. */
export const shown = (value: number) => String(Number(value.toPrecision(4)));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function textOf(o: IdeaOutcome, verdict: OutcomeVerdict, mid: number | null, measured: number): string {
  const head = `“${o.title}” (${o.metric} ${shown(o.value)}, ${o.direction === 'maximize' ? 'higher' : 'lower'} is better)`;
  if (verdict === 'alone' || mid === null)
    return `${head}: the only idea measured on ${o.metric}, so nothing to compare it with.`;
  const by = shown(Math.abs(o.value - mid));
  const of = `the median ${shown(mid)} of ${measured} ideas measured on it`;
  if (verdict === 'worked') return `${head} worked: ${by} better than ${of}.`;
  if (verdict === 'failed') return `${head} failed: ${by} worse than ${of}.`;
  return `${head} was at ${of}.`;
}

/** Each measured idea's lesson, best first within each metric. */
export function outcomeLessons(outcomes: readonly IdeaOutcome[]): OutcomeLesson[] {
  const groups = new Map<string, IdeaOutcome[]>();
  for (const o of outcomes) {
    const key = JSON.stringify([o.metric, o.direction]);
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.values()].flatMap((group) => {
    const mid = group.length > 1 ? median(group.map((o) => goodness(o.value, o.direction))) : null;
    return [...group]
      .sort((a, b) => goodness(b.value, b.direction) - goodness(a.value, a.direction))
      .map((o): OutcomeLesson => {
        const g = goodness(o.value, o.direction);
        const verdict: OutcomeVerdict = mid === null ? 'alone' : g > mid ? 'worked' : g < mid ? 'failed' : 'middle';
        const shownMedian = mid === null ? null : o.direction === 'maximize' ? mid : -mid;
        const { title, methods, metric, direction, value } = o;
        const measured = group.length;
        const text = textOf(o, verdict, shownMedian, measured);
        return { title, methods, metric, direction, value, verdict, median: shownMedian, measured, text };
      });
  });
}

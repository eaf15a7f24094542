import type { MetricDirection } from '../../src/domain/run-lifecycle';

// An idea's outcome (docs/engine.md, "Outcomes"): the best value its experiment's runs logged for
// the experiment's primary metric, by that metric's direction. Pure: the reads hand it the
// highest and the lowest value any run logged, and it picks by the direction.

export interface MetricValue {
  value: number;
  runId: string;
}

/** The highest and the lowest value the experiment's runs logged for its primary metric; null when none did. */
export interface OutcomeCandidates {
  highest: MetricValue;
  lowest: MetricValue;
}

export type OutcomeChoice =
  | { kind: 'measured'; metric: string; direction: MetricDirection; value: number; runId: string }
  | { kind: 'no-metric' }
  | { kind: 'no-runs'; metric: string; direction: MetricDirection };

export function chooseOutcome(
  primary: { name: string; direction: MetricDirection } | null,
  candidates: OutcomeCandidates | null,
): OutcomeChoice {
  if (!primary) return { kind: 'no-metric' };
  const { name: metric, direction } = primary;
  if (!candidates) return { kind: 'no-runs', metric, direction };
  const best = direction === 'maximize' ? candidates.highest : candidates.lowest;
  return { kind: 'measured', metric, direction, value: best.value, runId: best.runId };
}

/** A value as "better is higher": what rankings compare, whatever the metric's direction. */
export const goodness = (value: number, direction: MetricDirection) => (direction === 'maximize' ? value : -value);

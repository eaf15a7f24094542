import type { MetricDirection } from '../../domain/run-lifecycle';

/** How a metric's direction reads after its name, e.g. "loss (lower is better)". */
export const DIRECTION_WORDS: Readonly<Record<MetricDirection, string>> = {
  maximize: 'higher is better',
  minimize: 'lower is better',
};

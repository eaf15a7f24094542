import type { ExperimentMetric } from './conversion-schemas';
import type { IdeaToConvert } from './conversion-types';

// The measures an experiment is judged by, read from the idea's own words: what its outcomes
// and steps talk about decides which measures apply and in which direction each is better.

const CANDIDATES: Array<{ pattern: RegExp; metric: ExperimentMetric }> = [
  {
    pattern: /\b(accuracy|auc|f1|precision|recall|classif|predict)/i,
    metric: { name: 'Predictive accuracy', direction: 'maximize', unit: '%' },
  },
  {
    pattern: /\b(error|rmse|mae|loss|bias|misclassif)/i,
    metric: { name: 'Prediction error (RMSE)', direction: 'minimize', unit: 'outcome units' },
  },
  {
    pattern: /\b(yield|throughput|efficien|activity|output|rate)/i,
    metric: { name: 'Yield or rate of the main process', direction: 'maximize', unit: 'relative to baseline (%)' },
  },
  {
    pattern: /\b(time|days|duration|latency|speed|delay)/i,
    metric: { name: 'Time to result', direction: 'minimize', unit: 'days' },
  },
  {
    pattern: /\b(power|confidence interval|significan|sample size|precise)/i,
    metric: { name: 'Statistical power', direction: 'maximize', unit: '%' },
  },
];

const PRIMARY: ExperimentMetric = {
  name: 'Effect on the primary outcome',
  direction: 'maximize',
  unit: 'standardised effect size (d)',
};
const BUDGET: ExperimentMetric = { name: 'Cost of the experiment', direction: 'minimize', unit: 'USD' };

/** The primary effect first, then up to two measures the idea's words call for, then its cost. */
export function metricsFor(idea: IdeaToConvert): ExperimentMetric[] {
  const text = [idea.summary, ...idea.details.expectedOutcomes, ...idea.details.methodology].join(' ');
  const called = CANDIDATES.filter((c) => c.pattern.test(text))
    .slice(0, 2)
    .map((c) => c.metric);
  return [PRIMARY, ...called, BUDGET];
}

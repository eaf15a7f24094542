// What the compare view puts side by side: params (which differ between the runs) and latest
// metrics (which run is best, where the experiment says which way is better).
import type { Run } from '../../../api/queries/runs';
import type { Experiment } from '../../../api/types';
import type { MetricDirection } from '../../../domain/run-lifecycle';
import { isBetter } from '../runs/run-format';

export interface ParamRow {
  key: string;
  /** One per run; undefined where the run did not log it. */
  values: (string | undefined)[];
  differs: boolean;
}

export interface MetricRow {
  key: string;
  values: (number | undefined)[];
  direction?: MetricDirection;
  /** The best value (ties share it), when the direction is known and two runs or more logged the metric. */
  best?: number;
}

const sortedKeys = (objects: readonly object[]) =>
  [...new Set(objects.flatMap((o) => Object.keys(o)))].sort((a, b) => a.localeCompare(b));

export function paramRows(runs: readonly Run[]): ParamRow[] {
  return sortedKeys(runs.map((run) => run.params)).map((key) => {
    const values = runs.map((run) => run.params[key]);
    return { key, values, differs: new Set(values).size > 1 };
  });
}

/** The direction the experiment gives a metric: its primary metric's, else the plan's. */
export function directionOf(experiment: Experiment | undefined, key: string): MetricDirection | undefined {
  if (experiment?.primaryMetric?.name === key) return experiment.primaryMetric.direction;
  return experiment?.metrics.find((m) => m.name === key)?.direction;
}

function bestValue(values: (number | undefined)[], direction: MetricDirection): number | undefined {
  const logged = values.filter((v): v is number => v !== undefined);
  if (logged.length < 2) return undefined;
  return logged.reduce((best, value) => (isBetter(value, best, direction) ? value : best));
}

/** Latest values, the primary metric first. */
export function metricRows(runs: readonly Run[], experiment: Experiment | undefined): MetricRow[] {
  const primary = experiment?.primaryMetric?.name;
  const keys = sortedKeys(runs.map((run) => run.latestMetrics));
  const ordered = primary && keys.includes(primary) ? [primary, ...keys.filter((k) => k !== primary)] : keys;
  return ordered.map((key) => {
    const values = runs.map((run) => run.latestMetrics[key]?.value);
    const direction = directionOf(experiment, key);
    return { key, values, direction, best: direction && bestValue(values, direction) };
  });
}

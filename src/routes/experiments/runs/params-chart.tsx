import { memo, useState } from 'react';
import type { PrimaryMetric, RunSummary } from '../../../api/queries/runs';
import { ParallelCoordinates, type ParallelDimension } from '../../../ui/charts/parallel-coordinates';
import { ScatterChart } from '../../../ui/charts/scatter-chart';
import { SelectField } from '../../../ui/components/select-field';
import { keysOf, numericParam } from './run-columns';
import { RUN_STATUS_LABELS } from '../../shared/run-status-badge';

type ParamsView = 'scatter' | 'parallel';

const VIEWS: Array<{ value: ParamsView; label: string }> = [
  { value: 'scatter', label: 'Scatter' },
  { value: 'parallel', label: 'Parallel coordinates' },
];

// ':' is not allowed in a logged key, so the metric's axis cannot clash with a param's.
const METRIC_AXIS = 'metric:primary';

/** Params that are numbers in at least one run: the ones an axis can carry. */
export function numericParamKeys(runs: readonly RunSummary[]): string[] {
  return keysOf(runs, 'params').filter((key) => runs.some((run) => numericParam(run.params[key]) !== null));
}

/** A log axis for values over two decades or more (learning rates), all above zero. */
function axisScale(values: number[]): ParallelDimension['scale'] {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2 || finite.some((v) => v <= 0)) return 'linear';
  return Math.max(...finite) / Math.min(...finite) >= 100 ? 'log' : 'linear';
}

const metricOf = (run: RunSummary, primary: PrimaryMetric) => run.latestMetrics[primary.name]?.value ?? Number.NaN;
const paramOf = (run: RunSummary, key: string) => numericParam(run.params[key]) ?? Number.NaN;

/** How the params move the primary metric: one param against it, or every numeric param at once. */
export const ParamsChart = memo(function ParamsChart({
  runs,
  primary,
}: {
  runs: readonly RunSummary[];
  primary: PrimaryMetric | null;
}) {
  const keys = numericParamKeys(runs);
  const [view, setView] = useState<ParamsView>('scatter');
  const [picked, setPicked] = useState('');
  if (!primary) return <p className="text-sm text-fg-muted">Set a primary metric to see how the params move it.</p>;
  if (keys.length === 0) {
    return <p className="text-sm text-fg-muted">No param with a number value has been logged yet.</p>;
  }
  const param = keys.includes(picked) ? picked : keys[0];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4 text-sm">
        <fieldset className="flex h-10 items-center gap-3">
          <legend className="float-left mr-2 font-medium">View</legend>
          {VIEWS.map((v) => (
            <label key={v.value} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="params-view"
                className="size-4 accent-accent"
                checked={view === v.value}
                onChange={() => setView(v.value)}
              />
              {v.label}
            </label>
          ))}
        </fieldset>
        {view === 'scatter' && (
          <SelectField
            label="Param"
            value={param}
            onChange={(e) => setPicked(e.target.value)}
            options={keys.map((k) => ({ value: k, label: k }))}
          />
        )}
      </div>
      {view === 'scatter' ? (
        <ParamScatter runs={runs} param={param} primary={primary} />
      ) : (
        <ParamsParallel runs={runs} keys={keys} primary={primary} />
      )}
    </div>
  );
});

function ParamScatter({
  runs,
  param,
  primary,
}: {
  runs: readonly RunSummary[];
  param: string;
  primary: PrimaryMetric;
}) {
  return (
    <ScatterChart
      label={`${primary.name} against ${param}`}
      xLabel={param}
      yLabel={primary.name}
      groupLabel="Status"
      points={runs.map((run) => ({
        x: paramOf(run, param),
        y: metricOf(run, primary),
        label: run.name,
        group: RUN_STATUS_LABELS[run.status],
      }))}
    />
  );
}

function ParamsParallel({
  runs,
  keys,
  primary,
}: {
  runs: readonly RunSummary[];
  keys: string[];
  primary: PrimaryMetric;
}) {
  const dimensions: ParallelDimension[] = [
    ...keys.map((key) => ({ key, label: key, scale: axisScale(runs.map((run) => paramOf(run, key))) })),
    { key: METRIC_AXIS, label: primary.name },
  ];
  const rows = runs.map((run) => ({
    name: run.name,
    values: {
      ...Object.fromEntries(keys.map((key) => [key, paramOf(run, key)])),
      [METRIC_AXIS]: metricOf(run, primary),
    },
  }));
  return (
    <ParallelCoordinates label={`Params and ${primary.name}`} rowLabel="Run" dimensions={dimensions} rows={rows} />
  );
}

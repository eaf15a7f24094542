import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { getErrorMessage, getErrorStatus } from '../../../api/errors';
import { runsQueryOptions, type PrimaryMetric, type RunSummary } from '../../../api/queries/runs';
import type { Experiment } from '../../../api/types';
import { SectionCard } from '../../../ui/components/card';
import { CompareBar } from './compare-bar';
import { MetricCharts } from './metric-charts';
import { ParamsChart } from './params-chart';
import { PrimaryMetricControl } from './primary-metric-control';
import { availableColumns, keysOf, shownColumns } from './run-columns';
import { RunsEmptyState } from './runs-empty-state';
import { RunsList } from './runs-list';
import { RunsToolbar } from './runs-toolbar';
import { useRunListParams } from './use-run-list-params';
import { useStatusFollowsRuns } from './use-status-follows-runs';
import { useTickedRuns } from './use-ticked-runs';

const NO_RUNS: RunSummary[] = [];

/** Runs drawn when none are ticked: the first of the table's order. */
export const CHARTED_RUNS = 10;

function chartCaption(ticked: number, charted: number): string {
  if (ticked > 0) return `The ${ticked} ticked ${ticked === 1 ? 'run' : 'runs'}.`;
  return charted === 1
    ? 'The one run shown.'
    : `The first ${charted} runs in the table's order; tick runs to draw others.`;
}

/** The experiment's runs: the table, its metric charts, and the params against the primary metric. */
export function RunsSection({ experiment }: { experiment: Experiment }) {
  const { query, columns, change, setColumns } = useRunListParams();
  const list = useQuery({ ...runsQueryOptions(experiment.id, query), placeholderData: keepPreviousData });
  const runs = list.data?.items ?? NO_RUNS;
  useStatusFollowsRuns(experiment, list.data?.total, list.dataUpdatedAt);
  const ticked = useTickedRuns(runs);
  const primary = experiment.primaryMetric;
  const available = availableColumns(runs, columns ?? [], primary?.name);
  const shown = shownColumns(columns, available, primary?.name);
  const filterError = query.filter && getErrorStatus(list.error) === 400 ? getErrorMessage(list.error) : undefined;
  const filtered = !!(query.filter || query.status || query.search);
  const empty = list.data?.total === 0 && !filtered;
  return (
    <>
      <SectionCard
        title="Runs"
        actions={!empty && <CompareBar experimentId={experiment.id} tickedIds={ticked.ids} onClear={ticked.clear} />}
      >
        <div className="flex flex-col gap-4">
          <PrimaryMetricControl experiment={experiment} loggedKeys={keysOf(runs, 'metrics')} />
          {empty ? (
            <RunsEmptyState experimentId={experiment.id} />
          ) : (
            <>
              <RunsToolbar
                query={query}
                onChange={change}
                filterError={filterError}
                available={available}
                shown={shown}
                onColumns={setColumns}
              />
              <RunsList
                experiment={experiment}
                query={query}
                list={list}
                filterError={filterError}
                columns={shown}
                onChange={change}
                ticked={ticked}
              />
            </>
          )}
        </div>
      </SectionCard>
      <RunsCharts runs={runs} ticked={ticked.runs} primary={primary} />
    </>
  );
}

interface RunsChartsProps {
  runs: readonly RunSummary[];
  ticked: readonly RunSummary[];
  primary: PrimaryMetric | null;
}

/** The metric charts of the ticked runs (else the first of the page), and the params against the primary metric. */
// Memoised: typing in the filter box or ticking a run redraws no chart that has not changed.
const RunsCharts = memo(function RunsCharts({ runs, ticked, primary }: RunsChartsProps) {
  const charted = useMemo(() => (ticked.length > 0 ? ticked : runs.slice(0, CHARTED_RUNS)), [runs, ticked]);
  return (
    <>
      {charted.length > 0 && (
        <SectionCard title="Metric charts">
          <MetricCharts runs={charted} primary={primary?.name} caption={chartCaption(ticked.length, charted.length)} />
        </SectionCard>
      )}
      {runs.length > 0 && (
        <SectionCard title="Params and the primary metric">
          <ParamsChart runs={runs} primary={primary} />
        </SectionCard>
      )}
    </>
  );
});

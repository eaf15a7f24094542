import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { experimentQueryOptions } from '../../../api/queries/experiments';
import { runQueryOptions, type Run } from '../../../api/queries/runs';
import { isUuid } from '../../../domain/uuid';
import { Breadcrumbs } from '../../../ui/components/breadcrumbs';
import { buttonClasses } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { DataState } from '../../../ui/components/data-state';
import { EmptyState } from '../../../ui/components/empty-state';
import { usePageTitle } from '../../../ui/layout/page-title';
import { compareRefusal } from '../runs/compare-rules';
import { MetricCharts } from '../runs/metric-charts';
import { MetricsComparison, ParamsComparison, RunsSummary } from './compare-tables';

/** The runs once all have arrived; the first failure otherwise. Stable, so charts redraw only on new data. */
function combineRuns(results: UseQueryResult<Run>[]) {
  const failed = results.filter((r) => r.error);
  return {
    runs: results.every((r) => r.data) ? results.map((r) => r.data!) : undefined,
    isLoading: results.some((r) => r.isPending),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((r) => void r.refetch()),
  };
}

function readRunIds(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

function NothingToCompare({ reason, back }: { reason: string; back: string }) {
  return (
    <EmptyState
      icon="chart"
      title="Nothing to compare"
      description={reason}
      action={
        <Link to={back} className={buttonClasses('secondary')}>
          Back to the experiment
        </Link>
      }
    />
  );
}

/** /workspaces/experiments/{experimentId}/compare?runs=a,b,c: two to five runs side by side. */
export function ComparePage() {
  const { experimentId = '' } = useParams();
  const [params] = useSearchParams();
  const ids = readRunIds(params.get('runs'));
  const refusal =
    isUuid(experimentId) && ids.every(isUuid) ? compareRefusal(ids.length) : 'The link does not name runs to compare.';
  usePageTitle('Compare runs');
  const experiment = useQuery({ ...experimentQueryOptions(experimentId), enabled: !refusal });
  const compared = useQueries({
    queries: ids.map((id) => ({ ...runQueryOptions(id), enabled: !refusal })),
    combine: combineRuns,
  });
  const experimentHref = isUuid(experimentId) ? `/workspaces/experiments/${experimentId}` : '/workspaces/experiments';
  if (refusal) return <NothingToCompare reason={refusal} back={experimentHref} />;
  const crumbs = [
    { label: 'Experiments', to: '/workspaces/experiments' },
    { label: experiment.data?.name ?? 'Experiment', to: experimentHref },
    { label: 'Compare runs' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs crumbs={crumbs} />
      <DataState
        isLoading={compared.isLoading}
        loadingLabel="Loading runs"
        error={compared.error}
        onRetry={compared.retry}
      >
        {compared.runs && (
          <>
            <SectionCard title="Runs">
              <RunsSummary runs={compared.runs} />
            </SectionCard>
            <SectionCard title="Params">
              <ParamsComparison runs={compared.runs} />
            </SectionCard>
            <SectionCard title="Latest metrics">
              <MetricsComparison runs={compared.runs} experiment={experiment.data} />
            </SectionCard>
            <SectionCard title="Metric charts">
              <MetricCharts runs={compared.runs} primary={experiment.data?.primaryMetric?.name} />
            </SectionCard>
          </>
        )}
      </DataState>
    </div>
  );
}

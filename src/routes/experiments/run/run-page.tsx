import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { getErrorStatus } from '../../../api/errors';
import { runQueryOptions, type Run } from '../../../api/queries/runs';
import { isUuid } from '../../../domain/uuid';
import { Breadcrumbs } from '../../../ui/components/breadcrumbs';
import { buttonClasses } from '../../../ui/components/button';
import { DataState } from '../../../ui/components/data-state';
import { EmptyState } from '../../../ui/components/empty-state';
import { usePageTitle } from '../../../ui/layout/page-title';
import { RunStatusBadge } from '../../shared/run-status-badge';
import { RunArtifacts } from './run-artifacts';
import { RunParams, RunTimes } from './run-facts';
import { RunMetrics } from './run-metrics';
import { RunName } from './run-name';
import { RunNotes } from './run-notes';
import { RunProvenance } from './run-provenance';
import { RunStatusActions } from './run-status-actions';
import { RunTags } from './run-tags';

/** /workspaces/experiments/{experimentId}/runs/{runId}: one run, its params, tags, notes, metrics. */
export function RunPage() {
  const { experimentId = '', runId = '' } = useParams();
  const valid = isUuid(runId);
  const query = useQuery({ ...runQueryOptions(runId), enabled: valid });
  const missing = !valid || [400, 404].includes(getErrorStatus(query.error) ?? 0);
  usePageTitle(query.data?.name ?? (missing ? 'Run not found' : 'Run'));
  if (missing) {
    return (
      <EmptyState
        icon="chart"
        title="Run not found"
        description="It may belong to another account, or the link may be wrong."
        action={
          <Link
            to={isUuid(experimentId) ? `/workspaces/experiments/${experimentId}` : '/workspaces/experiments'}
            className={buttonClasses('secondary')}
          >
            Back to the experiment
          </Link>
        }
      />
    );
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading run"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {query.data && <RunDetail run={query.data} />}
    </DataState>
  );
}

function RunDetail({ run }: { run: Run }) {
  const experiment = run.provenance.experiment;
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        crumbs={[
          { label: 'Experiments', to: '/workspaces/experiments' },
          { label: experiment.name, to: `/workspaces/experiments/${experiment.id}` },
          { label: run.name },
        ]}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <RunName run={run} />
          <div className="flex flex-wrap items-center gap-3">
            <RunStatusBadge status={run.status} />
            <RunTimes run={run} />
          </div>
        </div>
        <RunStatusActions run={run} />
      </div>
      <RunProvenance run={run} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RunParams run={run} />
        <RunTags run={run} />
      </div>
      <RunNotes run={run} />
      <RunMetrics run={run} />
      <RunArtifacts run={run} />
    </div>
  );
}

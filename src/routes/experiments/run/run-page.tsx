import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../../api/errors';
import { runQueryOptions, type Run } from '../../../api/queries/runs';
import { carriedRole, useWorkspaceRole } from '../../../api/queries/workspace-role';
import { CommentsCard } from '../../../ui/comments/comments-card';
import { Breadcrumbs } from '../../../ui/components/breadcrumbs';
import { DataState } from '../../../ui/components/data-state';
import { usePageTitle } from '../../../ui/layout/page-title';
import { PresenceLine } from '../../../ui/live/presence-line';
import { EntityNotFound, entityNotFoundTitle } from '../../shared/entity-not-found';
import { RunStatusBadge } from '../../shared/run-status-badge';
import { RunArtifacts } from './run-artifacts';
import { RunParams, RunTimes } from './run-facts';
import { RunMetrics } from './run-metrics';
import { RunName } from './run-name';
import { RunNotes } from './run-notes';
import { RunProvenance } from './run-provenance';
import { RunStatusActions } from './run-status-actions';
import { RunTags } from './run-tags';
import { WorkspaceRoleProvider } from '../../shared/role-gate';

/** /workspaces/experiments/{experimentId}/runs/{runId}: one run, its params, tags, notes, metrics. */
export function RunPage() {
  const { experimentId = '', runId = '' } = useParams();
  const query = useQuery(runQueryOptions(runId));
  const missing = isMissingObjectError(query.error);
  usePageTitle(query.data?.name ?? (missing ? entityNotFoundTitle('run') : 'Run'));
  if (missing) {
    const experiment = `/workspaces/experiments/${encodeURIComponent(experimentId)}`;
    return <EntityNotFound kind="run" back={{ to: experiment, label: 'Back to the experiment' }} />;
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading run"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {query.data && <RunWithRole run={query.data} />}
    </DataState>
  );
}

/** The run's page, its controls asking the reader's role in the run's workspace. */
function RunWithRole({ run }: { run: Run }) {
  const role = useWorkspaceRole(run.provenance.workspace.id, carriedRole(run));
  return (
    <WorkspaceRoleProvider role={role}>
      <RunDetail run={run} />
    </WorkspaceRoleProvider>
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
          <PresenceLine targetType="run" targetId={run.id} />
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
      <CommentsCard
        key={run.id}
        target={{ targetType: 'run', targetId: run.id }}
        workspaceId={run.provenance.workspace.id}
      />
    </div>
  );
}

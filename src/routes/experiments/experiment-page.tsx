import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { experimentQueryOptions } from '../../api/queries/experiments';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import { CommentsCard } from '../../ui/comments/comments-card';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { PresenceLine } from '../../ui/live/presence-line';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { EngineLabel } from '../shared/engine-label';
import { ExperimentStatusBadge } from '../shared/experiment-status-badge';
import { ExperimentPlan } from './experiment-plan';
import { ExperimentOrigin, ExperimentTimeline, ExperimentWorkflow } from './experiment-sections';
import { ExperimentStatusActions } from './experiment-status-actions';
import { ExperimentLineage } from './lineage/experiment-lineage';
import { RunsSection } from './runs/runs-section';
import { WorkspaceRoleProvider } from '../shared/role-gate';

/** /workspaces/experiments/{experimentId}: one experiment, where it came from and what it runs. */
export function ExperimentPage() {
  const { experimentId = '' } = useParams();
  const query = useQuery(experimentQueryOptions(experimentId));
  const experiment = query.data;
  const role = useWorkspaceRole(experiment?.workspaceId, carriedRole(experiment));
  const missing = isMissingObjectError(query.error);
  usePageTitle(experiment?.name ?? (missing ? entityNotFoundTitle('experiment') : 'Experiment'));
  if (missing) return <EntityNotFound kind="experiment" />;
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading experiment"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {experiment && (
        <WorkspaceRoleProvider role={role}>
          <div className="flex flex-col gap-6">
            <h2 className="text-xl font-semibold">{experiment.name}</h2>
            <PresenceLine targetType="experiment" targetId={experiment.id} />
            <div className="-mt-3 flex flex-wrap items-start justify-between gap-4">
              <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <ExperimentStatusBadge status={experiment.status} />
                <EngineLabel engine={experiment.engine} />
                <Link to={`/workspaces/${experiment.workspaceId}`} className="text-accent-text hover:underline">
                  {experiment.workspaceName}
                </Link>
              </div>
              <ExperimentStatusActions experiment={experiment} />
            </div>
            <RunsSection experiment={experiment} />
            <ExperimentLineage experiment={experiment} />
            <ExperimentPlan experiment={experiment} />
            <ExperimentOrigin experiment={experiment} />
            <ExperimentWorkflow experiment={experiment} />
            <ExperimentTimeline experimentId={experiment.id} />
            <CommentsCard
              key={experiment.id}
              target={{ targetType: 'experiment', targetId: experiment.id }}
              workspaceId={experiment.workspaceId}
            />
          </div>
        </WorkspaceRoleProvider>
      )}
    </DataState>
  );
}

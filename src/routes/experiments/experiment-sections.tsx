import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchLogs } from '../../api/queries/logs';
import { workflowQueryOptions } from '../../api/queries/workflows';
import type { Experiment } from '../../api/types';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { formatDate } from '../../ui/format/format-date';
import { WorkflowGraph } from '../../ui/workflow-graph/workflow-graph';

/** The idea the experiment came from, and the ideas that idea was evolved from. */
export function ExperimentOrigin({ experiment }: { experiment: Experiment }) {
  const idea = experiment.idea;
  return (
    <SectionCard title="From idea">
      {idea ? (
        <div className="flex flex-col gap-2 text-sm">
          <Link
            to={`/workspaces/${experiment.workspaceId}/ideas/${idea.id}`}
            className="font-medium text-accent-text hover:underline"
          >
            {idea.title}
          </Link>
          {idea.parents.length > 0 && (
            <>
              <p className="text-fg-muted">Evolved from:</p>
              <ul aria-label="Parent ideas" className="list-disc pl-5">
                {idea.parents.map((p) => (
                  <li key={p.id}>
                    <Link to={`/workspaces/${experiment.workspaceId}/ideas/${p.id}`} className="hover:underline">
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-fg-muted">The idea has since been deleted with its goal.</p>
      )}
    </SectionCard>
  );
}

export function ExperimentWorkflow({ experiment }: { experiment: Experiment }) {
  const workflowId = experiment.workflowId ?? '';
  const query = useQuery({ ...workflowQueryOptions(workflowId), enabled: !!workflowId });
  return (
    <SectionCard
      title="Workflow"
      actions={
        workflowId && (
          <Link
            to={`/workspaces/${experiment.workspaceId}/workflows/${workflowId}/graph`}
            className="text-sm text-accent-text hover:underline"
          >
            Open the workflow
          </Link>
        )
      }
    >
      {!workflowId ? (
        <p className="text-sm text-fg-muted">No workflow is linked to this experiment.</p>
      ) : (
        <DataState
          isLoading={query.isPending}
          loadingLabel="Loading workflow"
          error={query.error}
          onRetry={() => query.refetch()}
        >
          {query.data && (
            <WorkflowGraph definition={query.data.workflow_definition} label={`Graph of ${query.data.name}`} />
          )}
        </DataState>
      )}
    </SectionCard>
  );
}

/** What happened to the experiment, newest first, from the activity log. */
export function ExperimentTimeline({ experimentId }: { experimentId: string }) {
  const query = useQuery({
    queryKey: ['logs', 'experiment', experimentId],
    queryFn: ({ signal }) => fetchLogs({ entityType: 'experiment', entityId: experimentId }, 0, 50, signal),
  });
  return (
    <SectionCard title="Activity">
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading activity"
        error={query.error}
        isEmpty={query.data?.items.length === 0}
      >
        <ol aria-label="Experiment activity" className="flex flex-col gap-2 text-sm">
          {query.data?.items.map((log) => (
            <li key={log.id} className="flex flex-wrap gap-x-3">
              <time dateTime={log.createdAt} className="text-fg-muted">
                {formatDate(log.createdAt, true)}
              </time>
              <span>{log.message}</span>
            </li>
          ))}
        </ol>
      </DataState>
    </SectionCard>
  );
}

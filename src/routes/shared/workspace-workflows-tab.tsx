import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { workspaceWorkflowsQueryOptions } from '../../api/queries/workflows';
import type { Workspace, WorkflowSummary } from '../../api/types';
import { enumWords } from '../../domain/enum-words';
import { Badge } from '../../ui/components/badge';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from './engine-label';
import { ScrollRegion } from '../../ui/components/scroll-region';

function NewWorkflowLink({ workspaceId }: { workspaceId: string }) {
  return (
    <Link to={`/workspaces/graph-editor?workspace=${workspaceId}`} className={buttonClasses('primary', 'sm')}>
      New workflow
    </Link>
  );
}

/** A workspace's workflows: what each is, how big, and what it came from and feeds. */
export function WorkspaceWorkflowsTab({ workspace }: { workspace: Workspace }) {
  const [page, setPage] = useState(1);
  const query = useQuery(workspaceWorkflowsQueryOptions(workspace.id, page));
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading workflows"
      error={query.error}
      onRetry={() => query.refetch()}
      isEmpty={query.data?.items.length === 0}
      empty={
        <EmptyState
          icon="workflow"
          title="No workflows yet"
          description="Select ideas in a session, then convert them: each becomes an experiment and its workflow. Or draw one in the graph editor."
          action={<NewWorkflowLink workspaceId={workspace.id} />}
        />
      }
    >
      {query.data && (
        <div className="flex flex-col gap-3">
          <div className="flex justify-end">
            <NewWorkflowLink workspaceId={workspace.id} />
          </div>
          <WorkflowTable workspaceId={workspace.id} workflows={query.data.items} />
          <Pagination meta={query.data} onPage={setPage} noun="workflows" />
        </div>
      )}
    </DataState>
  );
}

function WorkflowTable({ workspaceId, workflows }: { workspaceId: string; workflows: WorkflowSummary[] }) {
  return (
    <ScrollRegion label="Workflows, scrollable" className="bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Workflows</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {['Workflow', 'Status', 'Steps', 'Experiment', 'From idea', 'Created', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {workflows.map((w) => (
            <WorkflowRow key={w.id} workspaceId={workspaceId} w={w} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function WorkflowRow({ workspaceId, w }: { workspaceId: string; w: WorkflowSummary }) {
  return (
    <tr>
      <th scope="row" className="max-w-xs px-4 py-3 font-medium">
        <Link to={`/workspaces/${workspaceId}/workflows/${w.id}/graph`} className="text-accent-text hover:underline">
          {w.name}
        </Link>
        <div className="mt-1">
          <EngineLabel engine={w.engine} />
        </div>
      </th>
      <td className="px-4 py-3">
        <Badge>{enumWords(w.status)}</Badge>
      </td>
      <td className="px-4 py-3 tabular-nums">{w.node_count}</td>
      <td className="px-4 py-3">
        {w.experiment_id ? (
          <Link to={`/workspaces/experiments/${w.experiment_id}`} className="hover:underline">
            {w.experiment_name ?? 'Experiment'}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="px-4 py-3">
        {w.idea_id ? (
          <Link to={`/workspaces/${workspaceId}/ideas/${w.idea_id}`} className="hover:underline">
            {w.idea_title ?? 'Idea'}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <time dateTime={w.created_at}>{formatDate(w.created_at)}</time>
      </td>
      <td className="px-4 py-3">
        <Link
          to={`/workspaces/${workspaceId}/workflows/${w.id}/edit`}
          className="text-accent-text hover:underline"
          aria-label={`Edit ${w.name}`}
        >
          Edit
        </Link>
      </td>
    </tr>
  );
}

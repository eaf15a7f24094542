import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { workspaceWorkflowsQueryOptions } from '../../api/queries/workflows';
import type { Workspace, WorkflowSummary } from '../../api/types';
import { enumWords } from '../../domain/enum-words';
import { Badge } from '../../ui/components/badge';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from './engine-label';

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
          <Pagination meta={query.data} onPage={setPage} noun={{ one: 'workflow', other: 'workflows' }} />
        </div>
      )}
    </DataState>
  );
}

function ExperimentLink({ w }: { w: WorkflowSummary }) {
  if (!w.experiment_id) return '—';
  return (
    <Link to={`/workspaces/experiments/${w.experiment_id}`} className="hover:underline">
      {w.experiment_name ?? 'Experiment'}
    </Link>
  );
}

function IdeaLink({ workspaceId, w }: { workspaceId: string; w: WorkflowSummary }) {
  if (!w.idea_id) return '—';
  return (
    <Link to={`/workspaces/${workspaceId}/ideas/${w.idea_id}`} className="hover:underline">
      {w.idea_title ?? 'Idea'}
    </Link>
  );
}

function workflowColumns(workspaceId: string): DataColumn<WorkflowSummary>[] {
  return [
    {
      id: 'name',
      header: 'Workflow',
      rowHeader: true,
      className: 'max-w-xs',
      cell: (w) => (
        <>
          <Link to={`/workspaces/${workspaceId}/workflows/${w.id}/graph`} className="text-accent-text hover:underline">
            {w.name}
          </Link>
          <div className="mt-1">
            <EngineLabel engine={w.engine} />
          </div>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (w) => <Badge>{enumWords(w.status)}</Badge> },
    { id: 'steps', header: 'Steps', className: 'tabular-nums', cell: (w) => w.node_count },
    { id: 'experiment', header: 'Experiment', cell: (w) => <ExperimentLink w={w} /> },
    { id: 'idea', header: 'From idea', card: 'hidden', cell: (w) => <IdeaLink workspaceId={workspaceId} w={w} /> },
    {
      id: 'created',
      header: 'Created',
      card: 'hidden',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (w) => <time dateTime={w.created_at}>{formatDate(w.created_at)}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      card: 'action',
      cell: (w) => (
        <Link
          to={`/workspaces/${workspaceId}/workflows/${w.id}/edit`}
          className="text-accent-text hover:underline"
          aria-label={`Edit ${w.name}`}
        >
          Edit
        </Link>
      ),
    },
  ];
}

function WorkflowTable({ workspaceId, workflows }: { workspaceId: string; workflows: WorkflowSummary[] }) {
  return (
    <DataTable
      rows={workflows}
      columns={workflowColumns(workspaceId)}
      caption="Workflows"
      getRowKey={(w) => w.id}
      regionClassName="bg-surface"
    />
  );
}

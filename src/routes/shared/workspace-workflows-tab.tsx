import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { workspaceWorkflowsQueryOptions } from '../../api/queries/workflows';
import type { Workspace, WorkflowSummary } from '../../api/types';
import { enumWords } from '../../domain/enum-words';
import { CommentCount } from '../../ui/comments/comment-count';
import { Badge } from '../../ui/components/badge';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from './engine-label';
import { mayDo, RoleRefusedControl } from './role-refused-control';

// A viewer sees New workflow disabled with the reason, and no Edit in the rows: a workflow's name
// opens its graph, which is what a viewer may do (docs/product.md, "What a viewer sees").

function NewWorkflowLink({ workspace, align }: { workspace: Workspace; align?: 'end' | 'center' }) {
  if (!mayDo(workspace.role, 'edit'))
    return <RoleRefusedControl label="New workflow" action="edit" role={workspace.role} align={align} />;
  const workspaceId = workspace.id;
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
          action={<NewWorkflowLink workspace={workspace} align="center" />}
        />
      }
    >
      {query.data && (
        <div className="flex flex-col gap-3">
          <div className="flex justify-end">
            <NewWorkflowLink workspace={workspace} />
          </div>
          <WorkflowTable workspace={workspace} workflows={query.data.items} />
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

function workflowColumns(workspaceId: string, mayEdit: boolean): DataColumn<WorkflowSummary>[] {
  const columns: DataColumn<WorkflowSummary>[] = [
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
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <EngineLabel engine={w.engine} />
            <CommentCount count={w.commentCount} />
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
  return mayEdit ? columns : columns.filter((c) => c.id !== 'actions');
}

function WorkflowTable({ workspace, workflows }: { workspace: Workspace; workflows: WorkflowSummary[] }) {
  return (
    <DataTable
      rows={workflows}
      columns={workflowColumns(workspace.id, mayDo(workspace.role, 'edit'))}
      caption="Workflows"
      getRowKey={(w) => w.id}
      regionClassName="bg-surface"
    />
  );
}

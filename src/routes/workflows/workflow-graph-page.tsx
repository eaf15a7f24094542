import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { workflowQueryOptions } from '../../api/queries/workflows';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import type { Workflow } from '../../api/types';
import { enumWords } from '../../domain/enum-words';
import { PORT_TYPE_LABELS, type PortType } from '../../domain/workflow-graph/node-catalogue';
import { buttonClasses } from '../../ui/components/button';
import { CommentsCard } from '../../ui/comments/comments-card';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { ReadOnlyGraph } from '../../ui/graph-editor/read-only-graph';
import { EngineLabel } from '../shared/engine-label';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { mayDo, RoleRefusedControl } from '../shared/role-refused-control';

/** /workspaces/{workspaceId}/workflows/{workflowId}/graph: one workflow's graph in the editor, read-only. */
export function WorkflowGraphPage() {
  const { workspaceId = '', workflowId = '' } = useParams();
  const query = useQuery(workflowQueryOptions(workflowId));
  const workflow = query.data;
  const missing = isMissingObjectError(query.error);
  usePageTitle(workflow?.name ?? (missing ? entityNotFoundTitle('workflow') : 'Workflow'));
  if (missing) return <EntityNotFound kind="workflow" back={workflowsOf(workspaceId)} />;
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading workflow"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {workflow && (
        <div className="flex flex-col gap-6">
          <WorkflowLinks workflow={workflow} workspaceId={workspaceId} />
          <p className="max-w-3xl text-sm">{workflow.description}</p>
          <SectionCard title="Graph">
            <ReadOnlyGraph
              graph={workflow.workflow_definition}
              name={workflow.name}
              label={`Graph of ${workflow.name}`}
            />
          </SectionCard>
          <SectionCard title="Inputs and outputs">
            <PortList title="Inputs" schema={workflow.input_schema} />
            <PortList title="Outputs" schema={workflow.output_schema} />
          </SectionCard>
          <CommentsCard
            key={workflow.id}
            target={{ targetType: 'workflow', targetId: workflow.id }}
            workspaceId={workflow.workspace_id}
          />
        </div>
      )}
    </DataState>
  );
}

/** A workspace's workflows tab, where a missing workflow would have been listed. */
const workflowsOf = (workspaceId: string) => ({
  to: `/workspaces/${encodeURIComponent(workspaceId)}/workflows`,
  label: 'Back to workflows',
});

function WorkflowLinks({ workflow, workspaceId }: { workflow: Workflow; workspaceId: string }) {
  // Changing a workflow is an edit (updateWorkflow): a viewer sees Edit workflow shut, and why.
  const role = useWorkspaceRole(workflow.workspace_id, carriedRole(workflow));
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
      <EngineLabel engine={workflow.engine} />
      {mayDo(role, 'edit') ? (
        <Link
          to={`/workspaces/${workspaceId}/workflows/${workflow.id}/edit`}
          className={buttonClasses('primary', 'sm')}
        >
          Edit workflow
        </Link>
      ) : (
        <RoleRefusedControl label="Edit workflow" action="edit" role={role ?? 'viewer'} align="center" />
      )}
      {workflow.experiment_id && (
        <Link to={`/workspaces/experiments/${workflow.experiment_id}`} className="text-accent-text hover:underline">
          Open its experiment
        </Link>
      )}
    </div>
  );
}

const portTypeWords = (type: string | undefined) =>
  type ? (PORT_TYPE_LABELS[type as PortType] ?? enumWords(type)) : 'Value';

function PortList({ title, schema }: { title: string; schema: Record<string, unknown> }) {
  const properties = (schema.properties ?? {}) as Record<string, { description?: string; 'x-port-type'?: string }>;
  const entries = Object.entries(properties);
  return (
    <section className="mb-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-fg-muted">None.</p>
      ) : (
        <ul aria-label={title} className="list-disc pl-5 text-sm">
          {entries.map(([key, p]) => (
            <li key={key}>
              {p.description ?? key} <span className="text-fg-muted">({portTypeWords(p['x-port-type'])})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

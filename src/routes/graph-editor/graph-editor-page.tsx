import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { workflowQueryOptions } from '../../api/queries/workflows';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import { usePageTitle } from '../../ui/layout/page-title';
import { RoleNote, useRoleGate } from '../shared/role-gate';
import { WorkflowEditorScreen } from './workflow-editor-screen';

/**
 * Serves workspaces/graph-editor (a new workflow), workspaces/graph-editor/{workflowId} and
 * workspaces/{workspaceId}/workflows/{workflowId}/edit (docs/product.md, "Graph editor"). A
 * reader who may not edit the workflow's workspace (updateWorkflow is an edit) gets the canvas
 * read-only: no dragging, connecting, deleting or saving, and the reason above it.
 */
export function GraphEditorPage() {
  const { workflowId, workspaceId } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  usePageTitle('Graph editor');
  const suggested = params.get('workspace') ?? undefined;
  // Without the workspace in the address, the workflow's own read names it (cached for the editor).
  const workflow = useQuery({ ...workflowQueryOptions(workflowId ?? ''), enabled: !!workflowId && !workspaceId });
  const role = useWorkspaceRole(workspaceId ?? workflow.data?.workspace_id ?? suggested, carriedRole(workflow.data));
  const gate = useRoleGate('edit', role);
  // A workflow saved for the first time gets its address without the editor starting over.
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <>
      <RoleNote gate={gate} className="mb-3 max-w-none" />
      <WorkflowEditorScreen
        // Keyed by the role too: the editor's machine takes read-only once, when it starts.
        key={`${created ? 'new' : (workflowId ?? 'new')}-${gate.allowed ? 'edit' : 'read'}`}
        workflowId={workflowId}
        workspaceId={workspaceId}
        suggestedWorkspaceId={suggested}
        readOnly={!gate.allowed}
      />
    </>
  );
}

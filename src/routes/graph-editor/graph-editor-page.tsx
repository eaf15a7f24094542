import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isUuid } from '../../domain/uuid';
import { usePageTitle } from '../../ui/layout/page-title';
import { WorkflowNotFound } from '../shared/workflow-not-found';
import { WorkflowEditorScreen } from './workflow-editor-screen';

/**
 * Serves workspaces/graph-editor (a new workflow), workspaces/graph-editor/{workflowId} and
 * workspaces/{workspaceId}/workflows/{workflowId}/edit (docs/product.md, "Graph editor").
 */
export function GraphEditorPage() {
  const { workflowId, workspaceId } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const valid = workflowId === undefined || isUuid(workflowId);
  usePageTitle(valid ? 'Graph editor' : 'Workflow not found');
  if (!valid) return <WorkflowNotFound back="/workspaces/graph-editor" label="Start a new workflow" />;
  // A workflow saved for the first time gets its address without the editor starting over.
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <WorkflowEditorScreen
      key={created ? 'new' : (workflowId ?? 'new')}
      workflowId={workflowId}
      workspaceId={workspaceId}
      suggestedWorkspaceId={params.get('workspace') ?? undefined}
      readOnly={false}
    />
  );
}

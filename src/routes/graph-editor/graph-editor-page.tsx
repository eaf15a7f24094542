import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/layout/page-title';
import { WorkflowEditorScreen } from './workflow-editor-screen';

/**
 * Serves workspaces/graph-editor (a new workflow), workspaces/graph-editor/{workflowId} and
 * workspaces/{workspaceId}/workflows/{workflowId}/edit (docs/product.md, "Graph editor").
 */
export function GraphEditorPage() {
  const { workflowId, workspaceId } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  usePageTitle('Graph editor');
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

import { useQuery } from '@tanstack/react-query';
import { workflowQueryOptions } from '../../api/queries/workflows';
import { CommentsCard } from '../../ui/comments/comments-card';

/**
 * A saved workflow's Comments card below the graph editor's canvas (issue 31, part 3), once the
 * workflow's read names its workspace; a new, unsaved workflow has none.
 */
export function WorkflowComments({ workflowId }: { workflowId?: string }) {
  const query = useQuery({ ...workflowQueryOptions(workflowId ?? ''), enabled: Boolean(workflowId) });
  if (!workflowId || !query.data) return null;
  return (
    <CommentsCard
      key={workflowId}
      target={{ targetType: 'workflow', targetId: workflowId }}
      workspaceId={query.data.workspace_id}
    />
  );
}

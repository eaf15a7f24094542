import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ideaConversionQueryOptions } from '../../api/queries/idea-history';
import type { Idea } from '../../api/types';

// A converted idea leads to what it became. The idea carries no ids for them, so its conversion's
// activity row (idea.converted, with experimentId and workflowId) is read.
export function IdeaBecame({ idea, workspaceId }: { idea: Idea; workspaceId: string }) {
  const mayHave = idea.status === 'converted' || idea.status === 'archived';
  const conversion = useQuery({ ...ideaConversionQueryOptions(idea.id), enabled: mayHave });
  if (!mayHave || !conversion.data) return null;
  const { experimentId, workflowId } = conversion.data;
  return (
    <nav aria-label="What this idea became" className="flex flex-wrap gap-3 text-sm">
      <Link to={`/workspaces/experiments/${experimentId}`} className="text-accent-text hover:underline">
        Open its experiment
      </Link>
      <Link
        to={`/workspaces/${workspaceId}/workflows/${workflowId}/graph`}
        className="text-accent-text hover:underline"
      >
        Open its workflow
      </Link>
    </nav>
  );
}

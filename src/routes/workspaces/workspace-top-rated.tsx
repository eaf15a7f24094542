import { useQuery } from '@tanstack/react-query';
import { sessionIdeasQueryOptions } from '../../api/queries/ideas';
import { workspaceSessionsQueryOptions } from '../../api/queries/sessions';
import { DataState } from '../../ui/components/data-state';
import { TopRatedIdeas } from '../shared/top-rated-ideas';

/** The overview's top-rated ideas: from the workspace's newest session, which is what the reader last ran. */
export function WorkspaceTopRated({ workspaceId }: { workspaceId: string }) {
  const sessions = useQuery(workspaceSessionsQueryOptions(workspaceId));
  const latest = sessions.data?.items[0];
  const ideas = useQuery({ ...sessionIdeasQueryOptions(latest?.id ?? ''), enabled: !!latest });
  if (sessions.data && !latest) return null;
  return (
    <DataState
      isLoading={sessions.isPending || (!!latest && ideas.isPending)}
      loadingLabel="Loading top-rated ideas"
      error={sessions.error ?? ideas.error}
    >
      <TopRatedIdeas ideas={ideas.data ?? []} workspaceId={workspaceId} title="Top-rated ideas (latest session)" />
    </DataState>
  );
}

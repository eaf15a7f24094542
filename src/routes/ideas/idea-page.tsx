import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { ideaQueryOptions } from '../../api/queries/ideas';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import { CommentsCard } from '../../ui/comments/comments-card';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { WorkspaceRoleProvider } from '../shared/role-gate';
import { IdeaDatasets } from './idea-datasets';
import { IdeaDetails } from './idea-details';
import { IdeaHeader } from './idea-header';
import { PresenceLine } from '../../ui/live/presence-line';
import { IdeaLineage } from './idea-lineage';
import { IdeaMatches } from './idea-matches';
import { IdeaRelatedWork } from './idea-related-work';
import { IdeaReviews } from './idea-reviews';
import { IdeaRating, IdeaScores } from './idea-scores';
import { VibeCard } from './vibe/vibe-card';
import { YourReview } from './your-review';

/** /workspaces/{workspaceId}/ideas/{ideaId}: everything known about one idea. */
export function IdeaPage() {
  const { workspaceId = '', ideaId = '' } = useParams();
  const query = useQuery(ideaQueryOptions(ideaId));
  const idea = query.data;
  const role = useWorkspaceRole(workspaceId, carriedRole(idea));
  const missing = isMissingObjectError(query.error);
  usePageTitle(idea?.title ?? (missing ? entityNotFoundTitle('idea') : 'Idea'));

  if (missing) {
    const ideas = `/workspaces/${encodeURIComponent(workspaceId)}/ideas`;
    return <EntityNotFound kind="idea" back={{ to: ideas, label: 'Back to ideas' }} />;
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading idea"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {idea && (
        <WorkspaceRoleProvider role={role}>
          <div className="flex flex-col gap-6">
            <IdeaHeader idea={idea} workspaceId={workspaceId} />
            <PresenceLine targetType="idea" targetId={idea.id} />
            <SectionCard title="Summary">
              <p className="max-w-3xl text-sm break-words whitespace-pre-line">{idea.summary || 'No summary.'}</p>
            </SectionCard>
            <IdeaScores idea={idea} />
            <IdeaRating idea={idea} />
            <IdeaReviews reviews={idea.reviews ?? []} />
            {/* Keyed: the next idea (the pager) starts from its own review. */}
            <YourReview key={`review-${idea.id}`} idea={idea} />
            <IdeaRelatedWork idea={idea} />
            <IdeaMatches idea={idea} workspaceId={workspaceId} />
            <IdeaDetails details={idea.details} />
            <IdeaDatasets idea={idea} />
            {/* Keyed: the next idea (the pager) gets its own session machine. */}
            <VibeCard key={idea.id} ideaId={idea.id} />
            <IdeaLineage idea={idea} workspaceId={workspaceId} />
            {/* Keyed: the next idea (the pager) starts with its own drafts. */}
            <CommentsCard
              key={`comments-${idea.id}`}
              target={{ targetType: 'idea', targetId: idea.id }}
              workspaceId={workspaceId}
            />
          </div>
        </WorkspaceRoleProvider>
      )}
    </DataState>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { getErrorStatus } from '../../api/errors';
import { ideaQueryOptions } from '../../api/queries/ideas';
import { buttonClasses } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { formatDate } from '../../ui/format/format-date';
import { usePageTitle } from '../../ui/layout/page-title';
import { EngineLabel } from '../shared/engine-label';
import { IdeaDetails } from './idea-details';
import { IdeaLineage } from './idea-lineage';
import { IdeaPager } from './idea-pager';
import { IdeaReviews } from './idea-reviews';
import { IdeaRating, IdeaScores } from './idea-scores';
import { IdeaStatusActions } from './idea-status-actions';
import { IdeaStatusBadge, IdeaStatusMeaning } from '../shared/idea-status-badge';

/** /workspaces/{workspaceId}/ideas/{ideaId}: everything known about one idea. */
export function IdeaPage() {
  const { workspaceId = '', ideaId = '' } = useParams();
  const query = useQuery(ideaQueryOptions(ideaId));
  const idea = query.data;
  const missing = [400, 404].includes(getErrorStatus(query.error) ?? 0);
  usePageTitle(idea?.title ?? (missing ? 'Idea not found' : 'Idea'));

  if (missing) {
    return (
      <EmptyState
        icon="lightbulb"
        title="Idea not found"
        description="It may belong to another account, or the link may be wrong."
        action={
          <Link to={`/workspaces/${workspaceId}/ideas`} className={buttonClasses('secondary')}>
            Back to ideas
          </Link>
        }
      />
    );
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading idea"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {idea && (
        <div className="flex flex-col gap-6">
          <IdeaPager ideaId={idea.id} sessionId={idea.sessionId} workspaceId={workspaceId} />
          {/* The top bar truncates a long title; here it is whole. */}
          <h2 className="-mt-3 break-words text-xl font-semibold">{idea.title}</h2>
          <div className="-mt-3 flex flex-wrap items-start justify-between gap-4">
            <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <IdeaStatusBadge status={idea.status} />
              <IdeaStatusMeaning status={idea.status} />
              <EngineLabel engine={idea.engine} />
              <span>Created {formatDate(idea.createdAt, true)}</span>
              <Link
                to={`/workspaces/${workspaceId}/session/${idea.sessionId}`}
                className="text-accent-text hover:underline"
              >
                Open its session
              </Link>
            </div>
            <IdeaStatusActions idea={idea} />
          </div>
          <SectionCard title="Summary">
            <p className="max-w-3xl text-sm whitespace-pre-line">{idea.summary || 'No summary.'}</p>
          </SectionCard>
          <IdeaScores idea={idea} />
          <IdeaRating idea={idea} />
          <IdeaReviews reviews={idea.reviews ?? []} />
          <IdeaDetails details={idea.details} />
          <IdeaLineage idea={idea} workspaceId={workspaceId} />
        </div>
      )}
    </DataState>
  );
}

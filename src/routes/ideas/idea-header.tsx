import { Link } from 'react-router-dom';
import type { Idea } from '../../api/types';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from '../shared/engine-label';
import { IdeaStatusBadge, IdeaStatusMeaning } from '../shared/idea-status-badge';
import { ResearchBreadcrumbs } from '../shared/research-breadcrumbs';
import { IdeaBecame } from './idea-became';
import { IdeaPager } from './idea-pager';
import { IdeaStatusActions } from './idea-status-actions';

/** Where the idea sits (breadcrumbs, its rank among its session's), its whole title and its status. */
export function IdeaHeader({ idea, workspaceId }: { idea: Idea; workspaceId: string }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResearchBreadcrumbs workspaceId={workspaceId} sessionId={idea.sessionId} idea={idea.title} />
        <IdeaPager ideaId={idea.id} sessionId={idea.sessionId} workspaceId={workspaceId} />
      </div>
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
          <Link
            to={`/workspaces/${workspaceId}/ideas/${idea.id}/proposal`}
            className="text-accent-text hover:underline"
          >
            Open as a proposal
          </Link>
        </div>
        <IdeaStatusActions idea={idea} />
      </div>
      <IdeaBecame idea={idea} workspaceId={workspaceId} />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getErrorStatus } from '../../api/errors';
import { sessionQueryOptions } from '../../api/queries/sessions';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { SessionLive } from './session-live';
import { SESSION_PAGE_TITLE } from './use-session-story';

/** /workspaces/{workspaceId}/session/{sessionId}: live progress, then the ideas. */
export function SessionPage({ pollIntervalMs }: { pollIntervalMs?: number }) {
  const { workspaceId = '', sessionId = '' } = useParams();
  const query = useQuery(sessionQueryOptions(sessionId));
  const missing = [400, 404].includes(getErrorStatus(query.error) ?? 0);
  // The live view names the tab with its progress once the session has loaded.
  const [liveTitle, setLiveTitle] = useState<string | null>(null);
  usePageTitle(missing ? 'Session not found' : (liveTitle ?? SESSION_PAGE_TITLE));

  if (missing) {
    return (
      <EmptyState
        icon="lightbulb"
        title="Session not found"
        description="It may belong to another account, or the link may be wrong."
        action={
          <Link to={`/workspaces/${workspaceId}/goals`} className={buttonClasses('secondary')}>
            Back to research goals
          </Link>
        }
      />
    );
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading session"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {/* Keyed: another session is another polling machine, never the old one's state. */}
      {query.data && (
        <SessionLive
          key={query.data.id}
          session={query.data}
          workspaceId={query.data.workspaceId ?? workspaceId}
          pollIntervalMs={pollIntervalMs}
          onTitle={setLiveTitle}
        />
      )}
    </DataState>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { sessionQueryOptions } from '../../api/queries/sessions';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { SessionLive } from './session-live';
import { SESSION_PAGE_TITLE } from './use-session-story';
import { WorkspaceRoleProvider } from '../shared/role-gate';

/** /workspaces/{workspaceId}/session/{sessionId}: live progress, then the ideas. */
export function SessionPage({ pollIntervalMs }: { pollIntervalMs?: number }) {
  const { workspaceId = '', sessionId = '' } = useParams();
  const query = useQuery(sessionQueryOptions(sessionId));
  const role = useWorkspaceRole(query.data?.workspaceId ?? workspaceId, carriedRole(query.data));
  const missing = isMissingObjectError(query.error);
  // The live view names the tab with its progress once the session has loaded.
  const [liveTitle, setLiveTitle] = useState<string | null>(null);
  usePageTitle(missing ? entityNotFoundTitle('session') : (liveTitle ?? SESSION_PAGE_TITLE));

  if (missing) {
    const goals = `/workspaces/${encodeURIComponent(workspaceId)}/goals`;
    return <EntityNotFound kind="session" back={{ to: goals, label: 'Back to research goals' }} />;
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
        <WorkspaceRoleProvider role={role}>
          <SessionLive
            key={query.data.id}
            session={query.data}
            workspaceId={query.data.workspaceId ?? workspaceId}
            pollIntervalMs={pollIntervalMs}
            onTitle={setLiveTitle}
          />
        </WorkspaceRoleProvider>
      )}
    </DataState>
  );
}

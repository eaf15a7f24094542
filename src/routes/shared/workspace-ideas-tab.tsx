import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { workspaceSessionsQueryOptions } from '../../api/queries/sessions';
import type { Workspace } from '../../api/types';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { SessionIdeas } from './session-ideas';
import { SessionPicker } from './session-picker';

/** The workspace page's Ideas tab: one session's ideas at a time, the newest session first. */
export function WorkspaceIdeasTab({ workspace }: { workspace: Workspace }) {
  const sessions = useQuery(workspaceSessionsQueryOptions(workspace.id));
  const [params, setParams] = useSearchParams();
  const list = sessions.data?.items ?? [];
  const selected = list.find((s) => s.id === params.get('session')) ?? list[0];

  return (
    <DataState
      isLoading={sessions.isPending}
      loadingLabel="Loading sessions"
      error={sessions.error}
      onRetry={() => sessions.refetch()}
      isEmpty={list.length === 0}
      empty={
        <EmptyState
          icon="lightbulb"
          title="No ideas yet"
          description="Ideas come from Co-Scientist sessions. Start one from a research goal."
          action={
            <Link to={`/workspaces/${workspace.id}/goals`} className={buttonClasses('secondary')}>
              Go to research goals
            </Link>
          }
        />
      }
    >
      {selected && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1 sm:max-w-2xl">
              <SessionPicker
                sessions={list}
                value={selected.id}
                onChange={(id) => setParams(id ? { session: id } : {}, { replace: true })}
              />
            </div>
            <Link to={`/workspaces/${workspace.id}/session/${selected.id}`} className={buttonClasses('secondary')}>
              Open session
            </Link>
          </div>
          <SessionIdeas
            key={selected.id}
            sessionId={selected.id}
            workspaceId={workspace.id}
            title={selected.sessionName || 'Session ideas'}
          />
        </div>
      )}
    </DataState>
  );
}

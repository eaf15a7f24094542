import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { sessionQueryOptions, workspaceSessionsQueryOptions } from '../../api/queries/sessions';
import { carriedRole, useWorkspaceRole } from '../../api/queries/workspace-role';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { SelectField } from '../../ui/components/select-field';
import { SessionIdeas } from '../shared/session-ideas';
import { SessionPicker } from '../shared/session-picker';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';
import { WorkspaceRoleProvider } from '../shared/role-gate';

const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

/** Serves workspaces/ideas (pick a session) and workspaces/ideas/{sessionId}. */
export function IdeasPage() {
  usePageTitle('Ideas');
  const { sessionId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useQuery({ ...sessionQueryOptions(sessionId), enabled: !!sessionId });
  const workspaces = useQuery(workspacesQueryOptions(WORKSPACE_PAGE));
  const list = workspaces.data?.items ?? [];
  const workspaceId = session.data?.workspaceId ?? params.get('workspace') ?? list[0]?.id ?? '';
  const sessions = useQuery({ ...workspaceSessionsQueryOptions(workspaceId), enabled: !!workspaceId });
  const summary = sessions.data?.items.find((s) => s.id === sessionId);
  const role = useWorkspaceRole(workspaceId, carriedRole(session.data) ?? list.find((w) => w.id === workspaceId)?.role);

  return (
    <WorkspaceRoleProvider role={role}>
      <PageIntro description="Every idea of one Co-Scientist session: filter, sort and export them." />
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <WorkspaceSelect
          workspaces={list}
          value={workspaceId}
          loading={workspaces.isPending}
          disabled={!!sessionId && session.isPending}
          onChange={(id) => navigate(id ? `/workspaces/ideas?workspace=${id}` : '/workspaces/ideas')}
        />
        <SessionPicker
          sessions={sessions.data?.items ?? []}
          value={sessionId}
          disabled={!workspaceId || sessions.isPending}
          onChange={(id) =>
            id ? navigate(`/workspaces/ideas/${id}`) : setParams(workspaceId ? { workspace: workspaceId } : {})
          }
        />
      </div>
      {sessionId ? (
        <DataState
          isLoading={session.isPending}
          loadingLabel="Loading session"
          error={session.error}
          onRetry={() => session.refetch()}
        >
          {session.data && (
            <SessionIdeas
              key={sessionId}
              sessionId={sessionId}
              workspaceId={session.data.workspaceId ?? workspaceId}
              title={summary?.sessionName || 'Ideas'}
            />
          )}
        </DataState>
      ) : (
        <EmptyState
          icon="lightbulb"
          title="Choose a session"
          description="Pick a workspace and one of its Co-Scientist sessions to see its ideas."
        />
      )}
    </WorkspaceRoleProvider>
  );
}

interface WorkspaceSelectProps {
  workspaces: { id: string; name: string }[];
  value: string;
  loading: boolean;
  disabled: boolean;
  onChange: (workspaceId: string) => void;
}

function WorkspaceSelect({ workspaces, value, loading, disabled, onChange }: WorkspaceSelectProps) {
  return (
    <SelectField
      label="Workspace"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      options={
        workspaces.length
          ? workspaces.map((w) => ({ value: w.id, label: w.name }))
          : [{ value: '', label: loading ? 'Loading workspaces…' : 'No workspaces yet' }]
      }
    />
  );
}

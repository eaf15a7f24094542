import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { goalsQueryOptions } from '../../api/queries/goals';
import type { WorkspaceRole } from '../../api/queries/members';
import type { Workspace } from '../../api/types';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { GoalTable } from './goal-table';
import { GoalsExportButtons } from './goals-export-buttons';
import { mayDo, RoleRefusedControl } from './role-refused-control';
import { useStartGoalSession } from './use-start-session';

export function NewGoalLink({
  to,
  label = 'New goal',
  role,
  align,
}: {
  to: string;
  label?: string;
  align?: 'end' | 'center';
  /** The reader's role in the workspace: a viewer sees the control disabled, and why. */
  role?: WorkspaceRole;
}) {
  if (!mayDo(role, 'edit'))
    return <RoleRefusedControl label={label} action="edit" role={role as WorkspaceRole} align={align} />;
  return (
    <Link to={to} className={buttonClasses('primary', 'sm')}>
      {label}
    </Link>
  );
}

/** The workspace page's Research Goals tab. */
export function WorkspaceGoalsTab({ workspace }: { workspace: Workspace }) {
  const query = useQuery(goalsQueryOptions(workspace.id));
  const { start, startingGoalId } = useStartGoalSession();
  const goals = query.data?.items ?? [];
  const createPath = `/workspaces/${workspace.id}/create-goal`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-fg-muted">
          Each goal can start Co-Scientist sessions that generate, review and rank ideas.
        </p>
        <div className="flex flex-wrap gap-2">
          <GoalsExportButtons goals={goals} />
          <NewGoalLink to={createPath} role={workspace.role} />
        </div>
      </div>
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading research goals"
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={goals.length === 0}
        empty={
          <EmptyState
            icon="target"
            title="No research goals yet"
            description="Describe what you want to find out; a Co-Scientist session then generates, reviews and ranks ideas for it."
            // A viewer reads the refusal once, beside New goal above; a second would only repeat it.
            action={
              mayDo(workspace.role, 'edit') ? (
                <NewGoalLink to={createPath} label="Create your first goal" role={workspace.role} align="center" />
              ) : undefined
            }
          />
        }
      >
        <GoalTable
          goals={goals}
          roles={new Map([[workspace.id, workspace.role]])}
          onStart={start}
          startingGoalId={startingGoalId}
          caption={`Research goals of ${workspace.name}`}
        />
      </DataState>
    </div>
  );
}

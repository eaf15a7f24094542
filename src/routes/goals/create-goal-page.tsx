import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { goalsQueryOptions } from '../../api/queries/goals';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { SelectField } from '../../ui/components/select-field';
import { CreateGoalForm } from './create-goal-form';
import { GoalTable } from '../shared/goal-table';
import { useStartGoalSession } from '../shared/use-start-session';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';

const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

/** Serves workspaces/create-goal (with a workspace picker) and workspaces/{id}/create-goal. */
export function CreateGoalPage() {
  usePageTitle('New research goal');
  const { workspaceId: fromPath } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const workspaces = useQuery(workspacesQueryOptions(WORKSPACE_PAGE));
  const list = workspaces.data?.items ?? [];
  const workspaceId = fromPath ?? params.get('workspace') ?? (list.length === 1 ? list[0].id : '');
  const workspace = list.find((w) => w.id === workspaceId);
  const goals = useQuery({ ...goalsQueryOptions(workspaceId), enabled: !!workspaceId });
  const { start, startingGoalId } = useStartGoalSession();

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <SectionCard title="Describe the goal">
        <div className="flex flex-col gap-4">
          {!fromPath && (
            <SelectField
              label="Workspace"
              value={workspaceId}
              onChange={(e) => setParams(e.target.value ? { workspace: e.target.value } : {})}
              options={[
                { value: '', label: workspaces.isPending ? 'Loading workspaces…' : 'Choose a workspace' },
                ...list.map((w) => ({ value: w.id, label: w.name })),
              ]}
            />
          )}
          <CreateGoalForm
            workspaceId={workspaceId}
            role={workspace?.role}
            onCreated={(goal) => navigate(`/workspaces/${goal.workspaceId}/goals`)}
          />
        </div>
      </SectionCard>
      <SectionCard title={workspace ? `Goals in ${workspace.name}` : 'Goals in this workspace'}>
        {workspaceId ? (
          <DataState
            isLoading={goals.isPending}
            loadingLabel="Loading research goals"
            error={goals.error}
            onRetry={() => goals.refetch()}
            isEmpty={goals.data?.items.length === 0}
            empty={<p className="text-sm text-fg-muted">No goals yet: this will be the first.</p>}
          >
            <GoalTable
              goals={goals.data?.items ?? []}
              roles={workspace && new Map([[workspace.id, workspace.role]])}
              onStart={start}
              startingGoalId={startingGoalId}
              caption="Goals in this workspace"
            />
          </DataState>
        ) : (
          <p className="text-sm text-fg-muted">Choose a workspace to see its goals.</p>
        )}
      </SectionCard>
    </div>
  );
}

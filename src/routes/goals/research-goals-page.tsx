import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { goalsQueryOptions } from '../../api/queries/goals';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import type { ResearchGoal } from '../../api/types';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { SelectField } from '../../ui/components/select-field';
import { GoalTable } from '../shared/goal-table';
import { GoalsExportButtons } from '../shared/goals-export-buttons';
import { useStartGoalSession } from '../shared/use-start-session';
import { NewGoalLink } from '../shared/workspace-goals-tab';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';

/** The contract's largest page: goals across up to 100 workspaces. */
const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

/** Serves /research-goals and /workspaces/goals: every workspace's goals, or one workspace's. */
export function ResearchGoalsPage() {
  usePageTitle('Research goals');
  const [params, setParams] = useSearchParams();
  const selected = params.get('workspace') ?? '';
  const workspaces = useQuery(workspacesQueryOptions(WORKSPACE_PAGE));
  const list = useMemo(() => workspaces.data?.items ?? [], [workspaces.data]);
  const shown = selected ? list.filter((w) => w.id === selected) : list;
  const goalQueries = useQueries({ queries: shown.map((w) => goalsQueryOptions(w.id)) });
  const { start, startingGoalId } = useStartGoalSession();
  const names = useMemo(() => new Map(list.map((w) => [w.id, w.name])), [list]);
  const roles = useMemo(() => new Map(list.map((w) => [w.id, w.role])), [list]);

  const goals: ResearchGoal[] = goalQueries.flatMap((q) => q.data?.items ?? []);
  const loading = workspaces.isPending || goalQueries.some((q) => q.isPending);
  const error = workspaces.error ?? goalQueries.find((q) => q.error)?.error;
  const createPath = selected ? `/workspaces/${selected}/create-goal` : '/workspaces/create-goal';

  return (
    <>
      <PageIntro
        description="Goals from all your workspaces. Starting a session on a goal generates, reviews and ranks ideas for it."
        actions={
          <>
            <GoalsExportButtons goals={goals} workspaceNames={names} />
            <NewGoalLink to={createPath} role={roles.get(selected)} />
          </>
        }
      />
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Workspace"
          value={selected}
          onChange={(e) => setParams(e.target.value ? { workspace: e.target.value } : {})}
          options={[{ value: '', label: 'All workspaces' }, ...list.map((w) => ({ value: w.id, label: w.name }))]}
        />
      </div>
      <DataState
        isLoading={loading}
        loadingLabel="Loading research goals"
        error={error}
        onRetry={() => {
          void workspaces.refetch();
          goalQueries.forEach((q) => void q.refetch());
        }}
        isEmpty={goals.length === 0}
        empty={<NoGoals hasWorkspaces={list.length > 0} createPath={createPath} />}
      >
        <GoalTable
          goals={goals}
          workspaceNames={selected ? undefined : names}
          roles={roles}
          onStart={start}
          startingGoalId={startingGoalId}
        />
      </DataState>
    </>
  );
}

function NoGoals({ hasWorkspaces, createPath }: { hasWorkspaces: boolean; createPath: string }) {
  return (
    <EmptyState
      icon="target"
      title={hasWorkspaces ? 'No research goals yet' : 'No workspaces yet'}
      description={
        hasWorkspaces
          ? 'Describe what you want to find out, then start a Co-Scientist session on it.'
          : 'Goals live in workspaces: create a workspace first.'
      }
      action={hasWorkspaces && <NewGoalLink to={createPath} label="Create a goal" />}
    />
  );
}

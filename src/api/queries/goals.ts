// Research goals: a workspace's goals (fresh 2 min), and create with an optimistic
// row that is rolled back when the server refuses (docs/product.md, "Error messages").
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES } from '../../domain/messages';
import { DEFAULT_PAGE_SIZE, normalisePaged, pageToSkipLimit, type Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import { withFailureMessage } from '../failure-message';
import { MUTATION_RETRY_CAP_MS, networkRetry } from '../query-config';
import type { GoalCreate, GoalUpdate, ResearchGoal } from '../types';

export const GOALS_STALE_MS = 2 * 60_000;
/** The contract's largest page: the goals screens show a workspace's goals on one page. */
export const GOALS_PAGE_SIZE = 100;

export interface GoalListParams {
  page?: number;
  pageSize?: number;
}

export const goalKeys = {
  all: ['goals'] as const,
  workspace: (workspaceId: string) => [...goalKeys.all, workspaceId] as const,
  list: (workspaceId: string, page: number, pageSize: number) =>
    [...goalKeys.workspace(workspaceId), 'list', { page, pageSize }] as const,
  detail: (workspaceId: string, goalId: string) => [...goalKeys.workspace(workspaceId), 'detail', goalId] as const,
};

/** The answer may be an array, {items} or {research_goals}; all become the paged shape. */
export function listGoals(
  workspaceId: string,
  { page = 1, pageSize = DEFAULT_PAGE_SIZE }: GoalListParams = {},
  signal?: AbortSignal,
): Promise<Paged<ResearchGoal>> {
  const { skip, limit } = pageToSkipLimit(page, pageSize);
  return withFailureMessage(FAILED_TO_MESSAGES.getResearchGoals, async () => {
    const query = { skip, limit, includeEnhancedDetails: true, includeScoringData: true };
    const body: unknown = await unwrap(
      api.GET('/v1/workspaces/{id}/goals', { params: { path: { id: workspaceId }, query }, signal }),
    );
    return normalisePaged<ResearchGoal>(body, ['research_goals'], page, pageSize);
  });
}

export function getGoal(workspaceId: string, goalId: string, signal?: AbortSignal): Promise<ResearchGoal> {
  return unwrap(
    api.GET('/v1/workspaces/{id}/goals/{goalId}', { params: { path: { id: workspaceId, goalId } }, signal }),
  );
}

export function createGoal(workspaceId: string, body: GoalCreate, signal?: AbortSignal): Promise<ResearchGoal> {
  return unwrap(
    api.POST('/v1/workspaces/{id}/goals', {
      params: { path: { id: workspaceId } },
      body: { ...body, workspaceId },
      signal,
    }),
  );
}

export function updateGoal(
  workspaceId: string,
  goalId: string,
  patch: GoalUpdate,
  signal?: AbortSignal,
): Promise<ResearchGoal> {
  return unwrap(
    api.PATCH('/v1/workspaces/{id}/goals/{goalId}', {
      params: { path: { id: workspaceId, goalId } },
      body: patch,
      signal,
    }),
  );
}

export function goalsQueryOptions(workspaceId: string, { page = 1, pageSize = GOALS_PAGE_SIZE }: GoalListParams = {}) {
  return queryOptions({
    queryKey: goalKeys.list(workspaceId, page, pageSize),
    queryFn: ({ signal }) => listGoals(workspaceId, { page, pageSize }, signal),
    staleTime: GOALS_STALE_MS,
  });
}

export function goalQueryOptions(workspaceId: string, goalId: string) {
  return queryOptions({
    queryKey: goalKeys.detail(workspaceId, goalId),
    queryFn: ({ signal }) => getGoal(workspaceId, goalId, signal),
    staleTime: GOALS_STALE_MS,
  });
}

const OPTIMISTIC_PREFIX = 'optimistic-';

/** A row shown before the server has answered: it has no real id yet, so it offers no actions. */
export const isOptimisticGoal = (goal: Pick<ResearchGoal, 'id'>) => goal.id.startsWith(OPTIMISTIC_PREFIX);

function optimisticGoal(workspaceId: string, body: GoalCreate): ResearchGoal {
  const now = new Date().toISOString();
  return {
    id: `${OPTIMISTIC_PREFIX}${crypto.randomUUID()}`,
    title: body.title,
    description: body.description ?? '',
    workspaceId,
    userId: '',
    status: 'draft',
    parameters: body.parameters ?? {},
    currentSessionId: null,
    sessionId: null,
    createdAt: now,
    updatedAt: now,
  };
}

type GoalListSnapshot = Array<[readonly unknown[], Paged<ResearchGoal> | undefined]>;

/** Puts the goal at the top of every cached first page of its workspace; returns what was there. */
function insertIntoFirstPages(queryClient: QueryClient, goal: ResearchGoal): GoalListSnapshot {
  const lists = queryClient.getQueriesData<Paged<ResearchGoal>>({
    queryKey: [...goalKeys.workspace(goal.workspaceId), 'list'],
  });
  for (const [key, data] of lists) {
    if (!data || data.page !== 1) continue;
    queryClient.setQueryData<Paged<ResearchGoal>>(key, {
      ...data,
      items: [goal, ...data.items],
      total: data.total + 1,
    });
  }
  return lists;
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, body }: { workspaceId: string; body: GoalCreate }) => createGoal(workspaceId, body),
    ...networkRetry(MUTATION_RETRY_CAP_MS),
    onMutate: async ({ workspaceId, body }) => {
      // A list request in flight would land after the insert and wipe it out.
      await queryClient.cancelQueries({ queryKey: goalKeys.workspace(workspaceId) });
      const optimistic = optimisticGoal(workspaceId, body);
      return { optimistic, previous: insertIntoFirstPages(queryClient, optimistic) };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (goal, _vars, context) => {
      queryClient.setQueriesData<Paged<ResearchGoal>>(
        { queryKey: [...goalKeys.workspace(goal.workspaceId), 'list'] },
        (data) => data && { ...data, items: data.items.map((g) => (g.id === context?.optimistic.id ? goal : g)) },
      );
      queryClient.setQueryData(goalKeys.detail(goal.workspaceId, goal.id), goal);
    },
    onSettled: (_goal, _err, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: goalKeys.workspace(workspaceId) }),
  });
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, goalId, patch }: { workspaceId: string; goalId: string; patch: GoalUpdate }) =>
      updateGoal(workspaceId, goalId, patch),
    ...networkRetry(MUTATION_RETRY_CAP_MS),
    onSuccess: (goal) => {
      queryClient.setQueryData(goalKeys.detail(goal.workspaceId, goal.id), goal);
      return queryClient.invalidateQueries({ queryKey: goalKeys.workspace(goal.workspaceId) });
    },
  });
}

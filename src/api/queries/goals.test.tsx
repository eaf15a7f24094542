import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { toPaged, type Paged } from '../../domain/paging';
import { defaultBaseUrl } from '../client';
import { goalCreateErrorMessage } from '../errors';
import { createQueryClient } from '../query-config';
import type { ResearchGoal } from '../types';
import { goalKeys, GOALS_PAGE_SIZE, isOptimisticGoal, listGoals, useCreateGoal } from './goals';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const W = '00000000-0000-4000-8000-0000000000aa';
const goal = (n: number, overrides: Partial<ResearchGoal> = {}): ResearchGoal => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Goal ${n}`,
  description: '',
  workspaceId: W,
  userId: 'u',
  status: 'draft',
  parameters: {},
  createdAt: '2026-11-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
  ...overrides,
});

describe('listGoals', () => {
  it.each([
    ['an array', [goal(1), goal(2)]],
    ['{items}', { items: [goal(1), goal(2)] }],
    ['{research_goals}', { research_goals: [goal(1), goal(2)] }],
  ])('normalises %s to the paged shape', async (_name, body) => {
    server.use(http.get(`${BASE}/v1/workspaces/:id/goals`, () => HttpResponse.json(body)));
    const page = await listGoals(W);
    expect(page).toMatchObject({ total: 2, page: 1, hasMore: false, hasPrevious: false });
    expect(page.items.map((g) => g.title)).toEqual(['Goal 1', 'Goal 2']);
  });

  it('asks for the session and its scores, with skip and limit', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${BASE}/v1/workspaces/:id/goals`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(toPaged([], 0, 0, 20));
      }),
    );
    await listGoals(W, { page: 2, pageSize: 20 });
    expect(Object.fromEntries(query ?? [])).toEqual({
      skip: '20',
      limit: '20',
      includeEnhancedDetails: 'true',
      includeScoringData: 'true',
    });
  });

  it("says 'Failed to get research goals' and names the endpoint", async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces/:id/goals`, () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
    );
    await expect(listGoals(W)).rejects.toThrow(
      'Failed to get research goals (GET /v1/workspaces/{id}/goals): Workspace not found',
    );
  });
});

describe('useCreateGoal', () => {
  function setup() {
    const queryClient = createQueryClient();
    const key = goalKeys.list(W, 1, GOALS_PAGE_SIZE);
    queryClient.setQueryData(key, toPaged([goal(1)], 1, 0, GOALS_PAGE_SIZE));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const titles = () =>
      queryClient
        .getQueryData<Paged<ResearchGoal>>(key)
        ?.items.map((g) => `${g.title}${isOptimisticGoal(g) ? ' (saving)' : ''}`);
    return { queryClient, wrapper, titles };
  }

  it('inserts the goal at once, then swaps in the saved one', async () => {
    const saved = goal(2, { title: 'New goal' });
    server.use(
      http.post(`${BASE}/v1/workspaces/:id/goals`, async () => {
        await delay(50);
        return HttpResponse.json(saved, { status: 201 });
      }),
      http.get(`${BASE}/v1/workspaces/:id/goals`, () =>
        HttpResponse.json(toPaged([saved, goal(1)], 2, 0, GOALS_PAGE_SIZE)),
      ),
    );
    const { wrapper, titles } = setup();
    const { result } = renderHook(() => useCreateGoal(), { wrapper });
    act(() => result.current.mutate({ workspaceId: W, body: { title: 'New goal' } }));
    await waitFor(() => expect(titles()).toEqual(['New goal (saving)', 'Goal 1']));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(titles()).toEqual(['New goal', 'Goal 1']);
  });

  it.each([
    ['network', () => HttpResponse.error(), 'Network error occurred. Please check your connection and try again.'],
    [
      'validation',
      () =>
        HttpResponse.json(
          { detail: { error: { message: 'title: too long', type: 'validation_error' } } },
          { status: 400 },
        ),
      'Invalid data provided. Please check your input and try again.',
    ],
    [
      'auth',
      () =>
        HttpResponse.json({ detail: { error: { message: 'Not signed in', type: 'unauthorized' } } }, { status: 401 }),
      'Authentication required. Please log in and try again.',
    ],
    [
      'permission',
      () => HttpResponse.json({ detail: { error: { message: 'Forbidden', type: 'forbidden' } } }, { status: 403 }),
      'You do not have permission to perform this action.',
    ],
  ])(
    'rolls back on a %s failure with the catalogue’s words',
    async (_kind, reply, words) => {
      const slowly = async () => {
        await delay(200);
        return reply();
      };
      server.use(
        http.post(`${BASE}/v1/workspaces/:id/goals`, slowly),
        http.get(`${BASE}/v1/workspaces/:id/goals`, () => HttpResponse.json(toPaged([goal(1)], 1, 0, GOALS_PAGE_SIZE))),
      );
      const { wrapper, titles } = setup();
      const { result } = renderHook(() => useCreateGoal(), { wrapper });
      act(() => result.current.mutate({ workspaceId: W, body: { title: 'Doomed' } }));
      await waitFor(() => expect(titles()).toEqual(['Doomed (saving)', 'Goal 1']));
      // The network case is retried twice first (1 s, then 2 s), as mutations are.
      await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
      expect(goalCreateErrorMessage(result.current.error)).toBe(words);
      expect(titles()).toEqual(['Goal 1']);
    },
    15_000,
  );
});

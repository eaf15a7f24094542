import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { defaultBaseUrl } from '../client';
import { createQueryClient } from '../query-config';
import { useCreateWorkspace, useDeleteWorkspace, useUpdateWorkspace, workspaceKeys } from './workspaces';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const workspace = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Lab',
  description: '',
  userId: '00000000-0000-4000-8000-000000000001',
  status: 'active' as const,
  metadata: {},
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(workspaceKeys.list(1, 20), { items: [] });
  queryClient.setQueryData(workspaceKeys.detail(workspace.id), workspace);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, wrapper, isStale };
}

describe('workspace mutations', () => {
  it('create stores the new detail and invalidates the lists', async () => {
    server.use(http.post(`${BASE}/v1/workspaces`, () => HttpResponse.json(workspace, { status: 201 })));
    const { queryClient, wrapper, isStale } = setup();
    const { result } = renderHook(() => useCreateWorkspace(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Lab' }));
    expect(isStale(workspaceKeys.list(1, 20))).toBe(true);
    expect(queryClient.getQueryData(workspaceKeys.detail(workspace.id))).toEqual(workspace);
  });

  it('update invalidates the list and the detail', async () => {
    const renamed = { ...workspace, name: 'Renamed' };
    server.use(http.patch(`${BASE}/v1/workspaces/:id`, () => HttpResponse.json(renamed)));
    const { wrapper, isStale } = setup();
    const { result } = renderHook(() => useUpdateWorkspace(), { wrapper });
    await act(() => result.current.mutateAsync({ id: workspace.id, patch: { name: 'Renamed' } }));
    expect(isStale(workspaceKeys.list(1, 20))).toBe(true);
    expect(isStale(workspaceKeys.detail(workspace.id))).toBe(true);
  });

  it('delete drops the detail and invalidates the lists', async () => {
    server.use(http.delete(`${BASE}/v1/workspaces/:id`, () => HttpResponse.json({ success: true })));
    const { queryClient, wrapper, isStale } = setup();
    const { result } = renderHook(() => useDeleteWorkspace(), { wrapper });
    await act(() => result.current.mutateAsync(workspace.id));
    expect(isStale(workspaceKeys.list(1, 20))).toBe(true);
    expect(queryClient.getQueryState(workspaceKeys.detail(workspace.id))).toBeUndefined();
  });

  it('retries a network failure twice with backoff', async () => {
    vi.useFakeTimers();
    let calls = 0;
    server.use(
      http.post(`${BASE}/v1/workspaces`, () => {
        calls++;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json(workspace, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreateWorkspace(), { wrapper });
    let created: Promise<unknown> = Promise.resolve();
    act(() => {
      created = result.current.mutateAsync({ name: 'Lab' });
    });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1 + 2000));
    await act(() => expect(created).resolves.toEqual(workspace));
    expect(calls).toBe(3);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import type { ReactNode } from 'react';
import { API_BASE, setupApiServer } from '../../../tests/support/ui/api-server';
import { createTestQueryClient } from '../../../tests/support/ui/render';
import type { paths } from '../schema';
import type { Experiment } from '../types';
import { experimentKeys } from './experiments';
import {
  metricHistoryQueryOptions,
  runKeys,
  runQueryOptions,
  runsQueryOptions,
  useSetPrimaryMetric,
  useUpdateRun,
  type Run,
} from './runs';

const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });
const server = setupApiServer();

const EXPERIMENT_ID = '0e000000-0000-4000-8000-000000000001';
const RUN: Run = {
  id: '0f000000-0000-4000-8000-000000000001',
  experimentId: EXPERIMENT_ID,
  name: 'baseline',
  status: 'running',
  startedAt: '2026-11-20T10:00:00.000Z',
  endedAt: null,
  params: { lr: '0.01' },
  tags: {},
  latestMetrics: { loss: { value: 0.42, step: 3, timestamp: '2026-11-20T10:05:00.000Z' } },
  notes: '',
  metricKeys: ['loss'],
  artifacts: [],
  provenance: {
    experiment: { id: EXPERIMENT_ID, name: 'Trial' },
    idea: null,
    session: null,
    goal: null,
    workspace: { id: '0e000000-0000-4000-8000-0000000000aa', name: 'Lab' },
  },
};
const PAGE = {
  total: 1,
  page: 1,
  pageSize: 20,
  totalPages: 1,
  hasMore: false,
  hasPrevious: false,
  role: 'owner' as const,
};
const refusal = (message: string, type: string) => ({ detail: { error: { message, type } } });

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, wrapper, isStale };
}

describe('runs queries', () => {
  it('asks for the list with the sort, order, filter, status, search and page, leaving empty ones out', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/v1/experiments/{experimentId}/runs', ({ request, response }) => {
        asked.push(new URL(request.url).search);
        return response(200).json({ ...PAGE, items: [RUN] });
      }),
    );
    const { queryClient } = setup();
    const query = {
      sortBy: 'metrics.loss',
      order: 'asc' as const,
      filter: ' metrics.loss < 0.5 and params.lr = 0.01 ',
      status: 'running' as const,
      search: 'base',
      page: 2,
    };
    expect((await queryClient.fetchQuery(runsQueryOptions(EXPERIMENT_ID, query))).items).toEqual([RUN]);
    await queryClient.fetchQuery(runsQueryOptions(EXPERIMENT_ID, { search: '  ', filter: '' }));
    expect(asked.map((s) => Object.fromEntries(new URLSearchParams(s)))).toEqual([
      {
        status: 'running',
        search: 'base',
        sortBy: 'metrics.loss',
        order: 'asc',
        filter: 'metrics.loss < 0.5 and params.lr = 0.01',
        page: '2',
        pageSize: '20',
      },
      { page: '1', pageSize: '20' },
    ]);
  });

  it("rejects an unreadable filter with the server's words", async () => {
    const words = "filter: cannot read 'attributes.x = 1'";
    server.use(
      http.get('/v1/experiments/{experimentId}/runs', ({ response }) =>
        response(400).json(refusal(words, 'validation_error')),
      ),
    );
    const { queryClient } = setup();
    await expect(
      queryClient.fetchQuery(runsQueryOptions(EXPERIMENT_ID, { filter: 'attributes.x = 1' })),
    ).rejects.toMatchObject({ status: 400, message: words });
  });

  it('reads one run, and a 404 in the server words', async () => {
    server.use(
      http.get('/v1/runs/{runId}', ({ params, response }) =>
        params.runId === RUN.id
          ? response(200).json({ ...RUN, role: 'owner' })
          : response(404).json(refusal('Run not found', 'not_found')),
      ),
    );
    const { queryClient } = setup();
    expect(await queryClient.fetchQuery(runQueryOptions(RUN.id))).toEqual({ ...RUN, role: 'owner' });
    await expect(queryClient.fetchQuery(runQueryOptions('0f000000-0000-4000-8000-00000000dead'))).rejects.toMatchObject(
      { status: 404, message: 'Run not found' },
    );
  });

  it('asks for a history by its percent-encoded key with the points the chart can show', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/v1/runs/{runId}/metrics/{key}', ({ request, response }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return response(200).json({ key: 'train/loss', total: 5000, downsampled: true, points: [] });
      }),
    );
    const { queryClient } = setup();
    const history = await queryClient.fetchQuery(metricHistoryQueryOptions(RUN.id, 'train/loss', 700));
    expect(history).toMatchObject({ total: 5000, downsampled: true });
    expect(asked).toEqual([`/v1/runs/${RUN.id}/metrics/train%2Floss?maxPoints=700`]);
  });
});

describe('run mutations', () => {
  it('update sends its body, keeps the answer and refreshes the experiment’s list only', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('/v1/runs/{runId}', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        return response(200).json({ ...RUN, ...body, status: 'finished', endedAt: '2026-11-20T11:00:00.000Z' });
      }),
    );
    const { queryClient, wrapper, isStale } = setup();
    queryClient.setQueryData(runKeys.list(EXPERIMENT_ID, {}), { ...PAGE, items: [RUN] });
    queryClient.setQueryData(runKeys.list('0e000000-0000-4000-8000-000000000002', {}), { ...PAGE, items: [] });
    const { result } = renderHook(() => useUpdateRun(), { wrapper });
    await act(() => result.current.mutateAsync({ runId: RUN.id, patch: { status: 'finished', notes: 'done' } }));
    expect(bodies).toEqual([{ status: 'finished', notes: 'done' }]);
    expect(queryClient.getQueryData<Run>(runKeys.detail(RUN.id))).toMatchObject({ status: 'finished', notes: 'done' });
    expect(isStale(runKeys.list(EXPERIMENT_ID, {}))).toBe(true);
    expect(isStale(runKeys.list('0e000000-0000-4000-8000-000000000002', {}))).toBe(false);
  });

  it('a refused update leaves the run as it was and carries the server words', async () => {
    server.use(
      http.patch('/v1/runs/{runId}', ({ response }) =>
        response(409).json(refusal('A finished run cannot change status', 'conflict')),
      ),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(runKeys.detail(RUN.id), RUN);
    const { result } = renderHook(() => useUpdateRun(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ runId: RUN.id, patch: { status: 'killed' } })),
    ).rejects.toMatchObject({ status: 409, message: 'A finished run cannot change status' });
    expect(queryClient.getQueryData(runKeys.detail(RUN.id))).toEqual(RUN);
  });

  it('the primary metric PATCH sends the metric (or null), keeps the experiment and refreshes its activity', async () => {
    const bodies: unknown[] = [];
    const experiment = { id: EXPERIMENT_ID, primaryMetric: { name: 'loss', direction: 'minimize' } } as Experiment;
    server.use(
      http.patch('/v1/experiments/{experimentId}', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(experiment);
      }),
    );
    const { queryClient, wrapper, isStale } = setup();
    queryClient.setQueryData(['logs', 'experiment', EXPERIMENT_ID], { items: [] });
    const { result } = renderHook(() => useSetPrimaryMetric(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ id: EXPERIMENT_ID, primaryMetric: { name: 'loss', direction: 'minimize' } }),
    );
    await act(() => result.current.mutateAsync({ id: EXPERIMENT_ID, primaryMetric: null }));
    expect(bodies).toEqual([{ primaryMetric: { name: 'loss', direction: 'minimize' } }, { primaryMetric: null }]);
    expect(queryClient.getQueryData(experimentKeys.detail(EXPERIMENT_ID))).toEqual(experiment);
    expect(isStale(['logs', 'experiment', EXPERIMENT_ID])).toBe(true);
  });

  it('a refused primary metric carries the server words', async () => {
    server.use(
      http.patch('/v1/experiments/{experimentId}', ({ response }) =>
        response(400).json(refusal('primaryMetric/name: must match pattern', 'validation_error')),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useSetPrimaryMetric(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ id: EXPERIMENT_ID, primaryMetric: { name: ' ', direction: 'maximize' } })),
    ).rejects.toMatchObject({ status: 400, message: 'primaryMetric/name: must match pattern' });
  });
});

import { createOpenApiHttp } from 'openapi-msw';
import { API_BASE } from '../../../../tests/support/ui/api-server';
import type { MetricHistory, Run, RunSummary } from '../../../api/queries/runs';
import type { paths } from '../../../api/schema';
import type { Experiment } from '../../../api/types';
import type { WorkspaceRole } from '../../../domain/workspace-roles';

// Typed handlers and fixtures for the experiment's runs, its compare view and a run's page.

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });

export const EXPERIMENT_ID = '0e000000-0000-4000-8000-000000000001';
export const WORKSPACE_ID = '0e000000-0000-4000-8000-0000000000aa';

export const EXPERIMENT: Experiment = {
  id: EXPERIMENT_ID,
  name: 'Learning-rate sweep',
  hypothesis: 'A warm-up halves the final loss.',
  status: 'running',
  workspaceId: WORKSPACE_ID,
  workspaceName: 'Vision lab',
  ideaId: null,
  workflowId: null,
  engine: 'offline',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  role: 'owner',
  plan: ['Sweep the learning rate'],
  expectedOutcomes: [],
  metrics: [{ name: 'loss', direction: 'minimize', unit: '' }],
  primaryMetric: { name: 'loss', direction: 'minimize' },
  datasets: [],
  idea: null,
  allowedStatuses: ['completed', 'abandoned'],
};

export const runId = (n: number) => `0f000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const metric = (value: number, step = 10) => ({ value, step, timestamp: '2026-11-20T10:10:00.000Z' });

/** run-n: finished after 12 minutes, with loss, acc, f1 and auc, and params lr, batch, optimizer, seed. */
export function runFixture(n: number, overrides: Partial<RunSummary> = {}): RunSummary {
  return {
    id: runId(n),
    experimentId: EXPERIMENT_ID,
    name: `run-${n}`,
    status: 'finished',
    startedAt: '2026-11-20T10:00:00.000Z',
    endedAt: '2026-11-20T10:12:05.000Z',
    params: { lr: String(0.001 * n), batch: '64', optimizer: 'adam', seed: String(n) },
    tags: { stage: 'dev' },
    latestMetrics: { loss: metric(1 / n), acc: metric(0.5 + n / 100), f1: metric(0.4), auc: metric(0.7) },
    ...overrides,
  };
}

export function runDetailFixture(n: number, overrides: Partial<Run> = {}): Run & { role: WorkspaceRole } {
  const summary = runFixture(n);
  return {
    ...summary,
    notes: '',
    metricKeys: Object.keys(summary.latestMetrics).sort(),
    artifacts: [],
    provenance: {
      experiment: { id: EXPERIMENT_ID, name: EXPERIMENT.name },
      idea: { id: '0e000000-0000-4000-8000-0000000000bb', title: 'Warm-up before decay' },
      session: { id: '0e000000-0000-4000-8000-0000000000cc', name: 'Faster convergence — 2026-11-19 08:30 UTC' },
      goal: { id: '0e000000-0000-4000-8000-0000000000dd', title: 'Faster convergence' },
      workspace: { id: WORKSPACE_ID, name: 'Vision lab' },
    },
    role: 'owner',
    ...overrides,
  };
}

export function pageOf(items: RunSummary[], total = items.length) {
  return {
    items,
    total,
    page: 1,
    pageSize: 20,
    totalPages: Math.ceil(total / 20),
    hasMore: false,
    hasPrevious: false,
    role: 'owner' as const,
  };
}

export const refusal = (message: string, type: string) => ({ detail: { error: { message, type } } });

/** Three points for any run and key: value = the run's number × step. */
export function historyOf(id: string, key: string): MetricHistory {
  const n = Number(id.slice(-2));
  const points = [1, 2, 3].map((step) => ({ step, value: n * step, timestamp: `2026-11-20T10:0${step}:00.000Z` }));
  return { key, total: 3, downsampled: false, points };
}

/** Answers every history with `historyOf`, recording "runId key maxPoints" for each request. */
export function historyHandler(asked: string[] = []) {
  return http.get('/v1/runs/{runId}/metrics/{key}', ({ params, query, response }) => {
    asked.push(`${params.runId} ${params.key} ${query.get('maxPoints')}`);
    return response(200).json(historyOf(params.runId, params.key));
  });
}

import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { configFixture, workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { ExperimentSummary, WorkflowSummary } from '../../api/types';
import { ExperimentTable } from './experiment-table';
import { EXPERIMENT, EXPERIMENT_ID, runFixture } from './runs/runs.test-support';
import { RunsTable } from './runs/runs-table';
import { tableColumns } from './runs/runs-table-columns';
import { WorkspaceWorkflowsTab } from '../shared/workspace-workflows-tab';

// Comment counts in the lists of experiments, runs and workflows (issue 31, part 3): a row says
// how many comments its item has, in words for a screen reader, and nothing when it has none.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const WORKSPACE = workspaceFixture(1, { name: 'Kelp lab' });

const experiment = (n: number, commentCount: number): ExperimentSummary => ({
  id: `0e000000-0000-4000-8000-00000000000${n}`,
  name: `Experiment ${n}`,
  hypothesis: 'Shade helps',
  status: 'planned',
  workspaceId: WORKSPACE.id,
  workspaceName: WORKSPACE.name,
  ideaId: null,
  workflowId: null,
  engine: 'offline',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  role: 'owner',
  commentCount,
});

const workflow = (n: number, commentCount: number): WorkflowSummary => ({
  id: `0d000000-0000-4000-8000-00000000000${n}`,
  name: `Workflow ${n}`,
  description: '',
  status: 'draft',
  tags: [],
  experiment_id: null,
  idea_id: null,
  workspace_id: WORKSPACE.id,
  node_count: 3,
  engine: 'manual',
  version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  owner_id: WORKSPACE.userId,
  commentCount,
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('comment counts in lists', () => {
  it('an experiments row says how many comments it has, and a row without any says nothing', async () => {
    renderRoutes([{ path: '/', element: <ExperimentTable experiments={[experiment(1, 3), experiment(2, 0)]} /> }], '/');
    await screen.findByRole('link', { name: 'Experiment 1' });
    expect(within(rowOf('Experiment 1')).getByText('3 comments')).toBeInTheDocument();
    expect(within(rowOf('Experiment 2')).queryByText(/comment/)).not.toBeInTheDocument();
  });

  it('a run row says one comment in the singular', () => {
    render(
      <MemoryRouter>
        <RunsTable
          runs={[runFixture(1, { commentCount: 1 }), runFixture(2)]}
          columns={tableColumns(EXPERIMENT_ID, EXPERIMENT.primaryMetric, [])}
          sort={{ sortBy: 'startedAt', order: 'desc', onSort: () => {} }}
          isTicked={() => false}
          onTick={() => {}}
        />
      </MemoryRouter>,
    );
    expect(within(rowOf('run-1')).getByText('1 comment')).toBeInTheDocument();
    expect(within(rowOf('run-2')).queryByText(/comment/)).not.toBeInTheDocument();
  });

  it('a workspace’s workflows row says how many comments it has', async () => {
    const page = { total: 1, page: 1, pageSize: 20, totalPages: 1, hasMore: false, hasPrevious: false };
    server.use(
      http.get(apiUrl(`/v1/workflows/workspace/${WORKSPACE.id}`), () =>
        HttpResponse.json({ ...page, role: 'owner', items: [workflow(1, 2)] }),
      ),
    );
    renderRoutes([{ path: '/', element: <WorkspaceWorkflowsTab workspace={WORKSPACE} /> }], '/');
    await screen.findByRole('link', { name: 'Workflow 1' });
    expect(within(rowOf('Workflow 1')).getByText('2 comments')).toBeInTheDocument();
  });
});

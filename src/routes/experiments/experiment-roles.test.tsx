import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { WorkspaceRole } from '../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { noComments } from '../../../tests/support/ui/comments-api';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { ExperimentPage } from './experiment-page';
import { lineageFixture } from './lineage/lineage.test-support';
import { RunPage } from './run/run-page';
import {
  EXPERIMENT,
  EXPERIMENT_ID,
  historyHandler,
  http,
  pageOf,
  runDetailFixture,
  runId,
} from './runs/runs.test-support';

// An experiment and a run as each role sees them (docs/product.md, "What a viewer sees"): moving
// either, and a run's name, notes and tags, are edits; the role comes with each read.

const server = setupApiServer(
  ...noComments(),
  historyHandler(),
  mswHttp.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  mswHttp.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
  mswHttp.get(apiUrl('/v1/experiments/:id/lineage'), () => HttpResponse.json(lineageFixture(EXPERIMENT))),
);
const VIEWER_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';

function renderExperimentAs(role: WorkspaceRole) {
  server.use(
    http.get('/v1/experiments/{experimentId}', ({ response }) => response(200).json({ ...EXPERIMENT, role })),
    http.get('/v1/experiments/{experimentId}/runs', ({ response }) => response(200).json({ ...pageOf([]), role })),
  );
  renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId', element: <ExperimentPage /> }],
    `/workspaces/experiments/${EXPERIMENT_ID}`,
  );
}

function renderRunAs(role: WorkspaceRole) {
  const run = { ...runDetailFixture(1, { status: 'running', endedAt: null }), role };
  server.use(http.get('/v1/runs/{runId}', ({ response }) => response(200).json(run)));
  renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId/runs/:runId', element: <RunPage /> }],
    `/workspaces/experiments/${EXPERIMENT_ID}/runs/${runId(1)}`,
  );
}

describe('experiments and runs, by role', () => {
  it('shows a viewer the experiment’s moves shut, with the reason', async () => {
    renderExperimentAs('viewer');
    const complete = await screen.findByRole('button', { name: 'Mark completed' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(VIEWER_REASON);
    expect(screen.getByRole('button', { name: 'Abandon experiment' })).toBeDisabled();
  });

  it('offers an editor the experiment’s moves', async () => {
    renderExperimentAs('editor');
    expect(await screen.findByRole('button', { name: 'Mark completed' })).toBeEnabled();
    expect(screen.queryByText(VIEWER_REASON)).not.toBeInTheDocument();
  });

  it('shows a viewer a run’s ending, renaming and notes shut, and no tag form', async () => {
    renderRunAs('viewer');
    for (const name of ['Mark finished', 'Rename run', 'Edit notes']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VIEWER_REASON);
    }
    expect(screen.getByRole('table', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add or change a tag' })).not.toBeInTheDocument();
  });

  it('offers an owner a run’s ending, renaming, notes and tags', async () => {
    renderRunAs('owner');
    expect(await screen.findByRole('button', { name: 'Mark finished' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rename run' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit notes' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Add or change a tag' })).toBeInTheDocument();
  });
});

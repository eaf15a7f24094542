import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WorkspaceRole } from '../../api/queries/members';
import type { Workflow } from '../../api/types';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { noComments } from '../../../tests/support/ui/comments-api';
import { WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { GraphEditorPage } from './graph-editor-page';

// The graph editor as each role sees it (docs/product.md, "What a viewer sees"): changing a
// workflow is an edit, so a viewer gets the canvas read-only (no palette, no Save) and the reason.

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  ...noComments(),
);
const VIEWER_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';
const WORKFLOW: Workflow = {
  id: '0d000000-0000-4000-8000-000000000001',
  name: 'Drought pipeline',
  description: '',
  status: 'draft',
  tags: [],
  experiment_id: null,
  idea_id: null,
  workspace_id: WORKSPACE.id,
  node_count: 0,
  engine: 'manual',
  version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  owner_id: WORKSPACE.userId,
  workflow_definition: { nodes: [], edges: [] },
  input_schema: {},
  output_schema: {},
};

function renderAs(role: WorkspaceRole, path = `/workspaces/${WORKSPACE.id}/workflows/${WORKFLOW.id}/edit`) {
  server.use(
    http.get(apiUrl('/v1/workspaces/:id'), () => HttpResponse.json({ ...WORKSPACE, role })),
    http.get(apiUrl('/v1/workflows/:id'), () => HttpResponse.json(WORKFLOW)),
  );
  renderRoutes(
    [
      { path: '/workspaces/:workspaceId/workflows/:workflowId/edit', element: <GraphEditorPage /> },
      { path: '/workspaces/graph-editor/:workflowId', element: <GraphEditorPage /> },
    ],
    path,
  );
}

describe('the graph editor, by role', () => {
  it.each([
    ['in its workspace', undefined],
    ['by its own address', `/workspaces/graph-editor/${WORKFLOW.id}`],
  ])('gives a viewer the workflow read-only, %s, and says why', async (_where, path) => {
    renderAs('viewer', path);
    expect(await screen.findByText(VIEWER_REASON)).toBeInTheDocument();
    expect(await screen.findByRole('application', { name: 'Workflow graph' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save workflow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add .* node$/ })).not.toBeInTheDocument();
  });

  it('gives an editor the workflow to change and save', async () => {
    renderAs('editor');
    expect(await screen.findByRole('button', { name: 'Save workflow' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add .* node$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(VIEWER_REASON)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WorkflowSummary } from '../../api/types';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { WorkspaceGoalsTab } from '../shared/workspace-goals-tab';
import { WorkspaceWorkflowsTab } from '../shared/workspace-workflows-tab';
import { WorkspaceOverview } from './workspace-overview';

// The workspace's own tabs as each role sees them (docs/product.md, "What a viewer sees"):
// renaming and deleting are an owner's, a new workflow and a session an editor's.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const OWNER_REASON = (article: string) => `Only owners of this workspace can do this. You are ${article}.`;
const EDITOR_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';

const WORKFLOW: WorkflowSummary = {
  id: '0d000000-0000-4000-8000-000000000001',
  name: 'Drought pipeline',
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
};

function serveWorkflows() {
  const page = { total: 1, page: 1, pageSize: 20, totalPages: 1, hasMore: false, hasPrevious: false };
  server.use(
    http.get(apiUrl(`/v1/workflows/workspace/${WORKSPACE.id}`), () =>
      HttpResponse.json({ ...page, role: 'viewer', items: [WORKFLOW] }),
    ),
  );
}

describe('the workspace’s tabs, by role', () => {
  it.each([
    ['an editor', 'editor'],
    ['a viewer', 'viewer'],
  ] as const)('shows %s Edit and Delete workspace shut, saying only owners may', async (article, role) => {
    server.use(...coscientistApi().handlers);
    renderRoutes([{ path: '/w', element: <WorkspaceOverview workspace={{ ...WORKSPACE, role }} /> }], '/w');
    for (const name of ['Edit workspace', 'Delete workspace']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OWNER_REASON(article));
    }
    expect(screen.getAllByText(OWNER_REASON(article))).toHaveLength(1);
  });

  it('offers an owner Edit and Delete workspace', async () => {
    server.use(...coscientistApi().handlers);
    renderRoutes([{ path: '/w', element: <WorkspaceOverview workspace={{ ...WORKSPACE, role: 'owner' }} /> }], '/w');
    expect(await screen.findByRole('button', { name: 'Edit workspace' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeEnabled();
  });

  it('shows a viewer New workflow shut and no Edit in the rows; the name still opens the graph', async () => {
    serveWorkflows();
    renderRoutes(
      [{ path: '/w', element: <WorkspaceWorkflowsTab workspace={{ ...WORKSPACE, role: 'viewer' }} /> }],
      '/w',
    );
    const link = await screen.findByRole('link', { name: 'Drought pipeline' });
    expect(link).toHaveAttribute('href', `/workspaces/${WORKSPACE.id}/workflows/${WORKFLOW.id}/graph`);
    const button = screen.getByRole('button', { name: 'New workflow' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(EDITOR_REASON);
    expect(screen.queryByRole('link', { name: `Edit ${WORKFLOW.name}` })).not.toBeInTheDocument();
  });

  it('offers an editor New workflow and Edit', async () => {
    serveWorkflows();
    renderRoutes(
      [{ path: '/w', element: <WorkspaceWorkflowsTab workspace={{ ...WORKSPACE, role: 'editor' }} /> }],
      '/w',
    );
    expect(await screen.findByRole('link', { name: `Edit ${WORKFLOW.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New workflow' })).toBeInTheDocument();
  });

  it.each([
    ['viewer', false],
    ['editor', true],
  ] as const)('a goal’s Start session, for a %s, is offered: %s', async (role, allowed) => {
    server.use(...coscientistApi({ goals: [goalFixture(1, { title: 'Drought microbes' })] }).handlers);
    renderRoutes([{ path: '/g', element: <WorkspaceGoalsTab workspace={{ ...WORKSPACE, role }} /> }], '/g');
    const table = await screen.findByRole('table', { name: `Research goals of ${WORKSPACE.name}` });
    const start = await within(table).findByRole('button', { name: 'Start session for Drought microbes' });
    expect(start).toHaveProperty('disabled', !allowed);
    if (!allowed) expect(start).toHaveAccessibleDescription(EDITOR_REASON);
  });
});

import { screen } from '@testing-library/react';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { WorkspaceGoalsTab } from './workspace-goals-tab';

const server = setupApiServer();

describe('the Research Goals tab, by role', () => {
  it('offers an editor a link to a new goal', async () => {
    server.use(...coscientistApi({ goals: [goalFixture(1)] }).handlers);
    renderRoutes([{ path: '/g', element: <WorkspaceGoalsTab workspace={{ ...WORKSPACE, role: 'editor' }} /> }], '/g');
    expect(await screen.findByRole('link', { name: 'New goal' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/create-goal`,
    );
  });

  it('shows a viewer the control disabled, saying which role may', async () => {
    server.use(...coscientistApi({ goals: [] }).handlers);
    renderRoutes([{ path: '/g', element: <WorkspaceGoalsTab workspace={{ ...WORKSPACE, role: 'viewer' }} /> }], '/g');
    const reason = 'Only editors and owners of this workspace can do this. You are a viewer.';
    const button = await screen.findByRole('button', { name: 'New goal' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('link', { name: /goal/ })).not.toBeInTheDocument();
  });

  it('tells a viewer of an empty workspace why once, not twice', async () => {
    server.use(...coscientistApi({ goals: [] }).handlers);
    renderRoutes([{ path: '/g', element: <WorkspaceGoalsTab workspace={{ ...WORKSPACE, role: 'viewer' }} /> }], '/g');
    expect(await screen.findByText('No research goals yet')).toBeInTheDocument();
    const reason = 'Only editors and owners of this workspace can do this. You are a viewer.';
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Create your first goal' })).not.toBeInTheDocument();
  });

  it('offers an owner of an empty workspace the first goal', async () => {
    server.use(...coscientistApi({ goals: [] }).handlers);
    renderRoutes([{ path: '/g', element: <WorkspaceGoalsTab workspace={{ ...WORKSPACE, role: 'owner' }} /> }], '/g');
    expect(await screen.findByRole('link', { name: 'Create your first goal' })).toBeInTheDocument();
  });
});

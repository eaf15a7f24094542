import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { Sidebar } from './sidebar';
import { SIDEBAR_STORAGE_KEY } from './use-sidebar-open';

const WS = workspaceFixture(1, { name: 'Soil microbiome' });
const server = setupApiServer(http.get(apiUrl('/v1/workspaces/:id'), () => HttpResponse.json(WS)));

function Harness() {
  return <Sidebar workspaceId={useParams().workspaceId} />;
}

function renderSidebar(path = '/dashboard') {
  return renderRoutes(
    [
      { path: '/workspaces/:workspaceId/*', element: <Harness /> },
      { path: '*', element: <Harness /> },
    ],
    path,
  );
}

describe('Sidebar', () => {
  it('lists the entries of the spec in three groups', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Workspaces', '/workspaces/list'],
      ['Experiments', '/workspaces/experiments'],
      ['Leaderboards', '/workspaces/leaderboards'],
      ['Datasets', '/datasets'],
      ['Agents', '/agents'],
    ]);
    expect(within(nav).getAllByRole('list')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('is open by default at 240 px, collapses to 64 px and remembers it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSidebar();
    const aside = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(aside).toHaveStyle({ width: '240px' });

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(aside).toHaveStyle({ width: '64px' });
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    // Icons only, but every link keeps its name.
    expect(screen.getByRole('link', { name: 'Leaderboards' })).toHaveAttribute('title', 'Leaderboards');

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(aside).toHaveStyle({ width: '240px' });
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  });

  it('starts collapsed when it was left collapsed', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    renderSidebar();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('says to select a workspace outside one', () => {
    renderSidebar('/dashboard');
    expect(screen.getByText('Select a workspace to view details')).toBeInTheDocument();
  });

  it('shows the workspace name and its sections inside a workspace', async () => {
    renderSidebar(`/workspaces/${WS.id}/ideas`);
    const sub = await screen.findByRole('navigation', { name: 'Workspace: Soil microbiome' });
    const links = within(sub)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', `/workspaces/${WS.id}`],
      ['Research Goals', `/workspaces/${WS.id}/goals`],
      ['Ideas', `/workspaces/${WS.id}/ideas`],
      ['Workflows', `/workspaces/${WS.id}/workflows`],
      ['Analytics', `/workspaces/${WS.id}/analytics`],
      ['Members', `/workspaces/${WS.id}/members`],
    ]);
    expect(within(sub).getByRole('link', { name: 'Ideas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Select a workspace to view details')).not.toBeInTheDocument();
  });

  it("marks the section named by a #hash on the workspace's own path", async () => {
    renderSidebar(`/workspaces/${WS.id}#analytics`);
    const sub = await screen.findByRole('navigation', { name: 'Workspace: Soil microbiome' });
    expect(within(sub).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(within(sub).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it("says 'Unknown Workspace' when the workspace cannot be loaded", async () => {
    server.use(
      http.get(apiUrl('/v1/workspaces/:id'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
    );
    renderSidebar(`/workspaces/${WS.id}`);
    expect(await screen.findByText('Unknown Workspace')).toBeInTheDocument();
  });
});

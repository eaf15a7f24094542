import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { WorkspaceIdeasTab } from '../shared/workspace-ideas-tab';
import { IdeasPage } from './ideas-page';

// The ideas list labels the engine that wrote them, and the label reads the app's config.
const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const OLD = sessionFixture(1, { status: 'completed', createdAt: '2026-11-01T10:00:00Z' });
const NEW = sessionFixture(2, { status: 'completed', createdAt: '2026-11-21T10:00:00Z' });
const IDEAS = [
  ideaFixture(1, { title: 'Old idea', sessionId: OLD.id }),
  ideaFixture(2, { title: 'New idea', sessionId: NEW.id }),
];

function serve() {
  server.use(...workspaceApi([WORKSPACE]).handlers, ...coscientistApi({ sessions: [NEW, OLD], ideas: IDEAS }).handlers);
}

const ideaLinks = () =>
  within(screen.getByRole('table', { name: 'Ideas' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('IdeasPage', () => {
  it('picks a workspace and a session, then lists its ideas', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    const { router } = renderRoutes(
      [
        { path: '/workspaces/ideas', element: <IdeasPage /> },
        { path: '/workspaces/ideas/:sessionId', element: <IdeasPage /> },
      ],
      '/workspaces/ideas',
    );
    expect(await screen.findByText('Choose a session')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Session' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, OLD.id);
    await screen.findByRole('table', { name: 'Ideas' });
    expect(router.state.location.pathname).toBe(`/workspaces/ideas/${OLD.id}`);
    expect(ideaLinks()).toEqual(['Old idea']);
    expect(screen.getByRole('link', { name: 'Old idea' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas/${IDEAS[0].id}`,
    );
  });
});

describe('WorkspaceIdeasTab', () => {
  it('shows the newest session first and switches sessions', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderRoutes([{ path: '/w', element: <WorkspaceIdeasTab workspace={WORKSPACE} /> }], '/w');
    await screen.findByRole('table', { name: 'Ideas' });
    expect(ideaLinks()).toEqual(['New idea']);
    expect(screen.getByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/session/${NEW.id}`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), OLD.id);
    await waitFor(() => expect(ideaLinks()).toEqual(['Old idea']));
  });

  it('points to the goals when there is no session yet', async () => {
    server.use(...coscientistApi().handlers);
    renderRoutes([{ path: '/w', element: <WorkspaceIdeasTab workspace={WORKSPACE} /> }], '/w');
    expect(await screen.findByText('No ideas yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to research goals' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/goals`,
    );
  });
});

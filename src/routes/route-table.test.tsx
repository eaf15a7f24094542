import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../tests/support/ui/api-server';
import { configFixture, USER, workspaceFixture } from '../../tests/support/ui/fixtures';
import { LAZY_CHUNK, renderRoutes, type Entry } from '../../tests/support/ui/render';
import { coscientistApi } from '../../tests/support/ui/coscientist-api';
import { ideaFixture, progressFixture, sessionFixture } from '../../tests/support/ui/coscientist-fixtures';
import { catalogueDatasetFixture, searchResultFixture } from '../../tests/support/ui/dataset-fixtures';
import { workspaceApi } from '../../tests/support/ui/workspace-api';
import { routes } from './route-table';
import { dashboardApi, EMPTY_DASHBOARD } from './dashboard/dashboard.test-support';
import { analyticsHandler, EMPTY as EMPTY_ANALYTICS } from './workspaces/analytics/analytics.test-support';

const WS = workspaceFixture(7, { name: 'Soil microbiome' });
const SESSION = sessionFixture(1, { workspaceId: WS.id, status: 'completed' });
const IDEA = ideaFixture(1, { title: 'Root microbes' });
const server = setupApiServer();

beforeEach(() => {
  server.use(
    http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture({ devLogin: true }))),
    http.get(apiUrl('/v1/auth/me'), () => HttpResponse.json(USER)),
    http.post(apiUrl('/v1/auth/logout'), () => HttpResponse.json({ success: true })),
    http.get(apiUrl('/v1/experiments'), () =>
      HttpResponse.json({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        totalPages: 0,
        hasMore: false,
        hasPrevious: false,
      }),
    ),
    http.get(apiUrl('/v1/datasets'), () => HttpResponse.json(searchResultFixture())),
    http.get(apiUrl('/v1/datasets/:id'), ({ params }) =>
      params.id === 'uniprot'
        ? HttpResponse.json(catalogueDatasetFixture())
        : HttpResponse.json(
            { detail: { error: { message: 'Dataset not found', type: 'not_found' } } },
            { status: 404 },
          ),
    ),
    http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
    http.get(apiUrl('/v1/agents'), () => HttpResponse.json({ items: [] })),
    http.get(apiUrl('/v1/tokens'), () => HttpResponse.json({ items: [] })),
    http.get(apiUrl('/v1/leaderboards/metrics'), () => HttpResponse.json({ items: [], defaultKey: null })),
    http.get(apiUrl('/v1/leaderboards/ideas'), () =>
      HttpResponse.json({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        totalPages: 0,
        hasMore: false,
        hasPrevious: false,
      }),
    ),
    http.get(apiUrl('/v1/agents/:id'), () =>
      HttpResponse.json({ detail: { error: { message: 'Agent not found', type: 'not_found' } } }, { status: 404 }),
    ),
    // The server answers an id that names nothing, malformed or not, as a missing object.
    ...(
      [
        ['/v1/experiments/:id', 'Experiment not found'],
        ['/v1/runs/:id', 'Run not found'],
        ['/v1/workflows/:id', 'Workflow not found'],
      ] as const
    ).map(([path, message]) =>
      http.get(apiUrl(path), () =>
        HttpResponse.json({ detail: { error: { message, type: 'not_found' } } }, { status: 404 }),
      ),
    ),
    ...workspaceApi([WS]).handlers,
    ...coscientistApi({ sessions: [SESSION], ideas: [IDEA], progress: [progressFixture('completed')] }).handlers,
    dashboardApi({ ...EMPTY_DASHBOARD, workspaces: [WS], workspacesTotal: 1 }).handler,
  );
});

function signedIn(entry: Entry) {
  localStorage.setItem('auth-token', 'token');
  return renderRoutes(routes, entry);
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, LAZY_CHUNK);

// Pages and the account menu are lazy chunks, transformed on first use: slow on a busy machine.
describe('route table', { timeout: 20_000 }, () => {
  it('shows the product name while auth is loading', async () => {
    server.use(
      http.get(apiUrl('/v1/auth/me'), async () => {
        await delay(50);
        return HttpResponse.json(USER);
      }),
    );
    signedIn('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Labforge...');
    expect(await title('Dashboard')).toBeInTheDocument();
  });

  it('sends signed-out visitors to /login and back after signing in', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(apiUrl('/v1/auth/dev/login'), () =>
        HttpResponse.json({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', user_profile: USER }),
      ),
    );
    const { router } = renderRoutes(routes, '/workspaces/list?page=1');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 3000 }), 'ada@example.org');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in locally' }));
    expect(await title('Workspaces')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/workspaces/list?page=1');
  });

  it('redirects the index to the dashboard, which welcomes the user', async () => {
    const { router } = signedIn('/');
    expect(await title('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Soil microbiome' })).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', async () => {
    signedIn('/no/such/page');
    expect(await title('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/Nothing lives at \/no\/such\/page\./)).toBeInTheDocument();
    // A researcher's page: no developer tools, no source file of the app.
    const page = screen.getByRole('main');
    expect(within(page).queryByRole('link', { name: /state charts/i })).not.toBeInTheDocument();
    expect(page.textContent).not.toMatch(/src\/|\.tsx?\b/);
  });

  it.each([
    ['/agents', 'Agents'],
    ['/agents/a1', 'Agent not found'],
    ['/datasets', 'Datasets'],
    ['/datasets/uniprot', 'UniProt Knowledgebase'],
    ['/datasets/d1', 'Dataset not found'],
    ['/charts-demo', 'Charts demo'],
    ['/data-viz-test', 'Data visualisation test'],
    ['/graph-editor-test', 'Graph editor test'],
    ['/research-goals', 'Research goals'],
    ['/workspaces/ideas', 'Ideas'],
    [`/workspaces/ideas/${SESSION.id}`, 'Ideas'],
    ['/workspaces/goals', 'Research goals'],
    ['/workspaces/experiments', 'Experiments'],
    ['/workspaces/experiments/e1', 'Experiment not found'],
    ['/workspaces/experiments/e1/compare?runs=r1,r2', 'Compare runs'],
    ['/workspaces/experiments/e1/runs/r1', 'Run not found'],
    ['/workspaces/leaderboards', 'Leaderboards'],
    ['/settings/tokens', 'Access tokens'],
    ['/workspaces/create-goal', 'New research goal'],
    [`/workspaces/${WS.id}/create-goal`, 'New research goal'],
    [`/workspaces/${WS.id}/ideas/${IDEA.id}`, 'Root microbes'],
    [`/workspaces/${WS.id}/ideas/i1`, 'Idea not found'],
    [`/workspaces/${WS.id}/ideas/${IDEA.id}/proposal`, 'Proposal: Root microbes'],
    [`/workspaces/${WS.id}/session/${SESSION.id}`, 'Co-Scientist session'],
    [`/workspaces/${WS.id}/session/s1`, 'Session not found'],
    ['/workspaces/graph-editor', 'Graph editor'],
    ['/workspaces/graph-editor/f1', 'Workflow not found'],
    [`/workspaces/${WS.id}/workflows/f1/edit`, 'Workflow not found'],
    [`/workspaces/${WS.id}/workflows/f1/graph`, 'Workflow not found'],
  ])('%s is a page titled %s', async (path, name) => {
    signedIn(path);
    expect(await title(name)).toBeInTheDocument();
  });

  it('selects the workspace tab from a #hash and from the tab route', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = signedIn({ pathname: `/workspaces/${WS.id}`, hash: '#goals' });
    expect(await title('Soil microbiome')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Research Goals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No research goals yet')).toBeInTheDocument();

    server.use(analyticsHandler(EMPTY_ANALYTICS));
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByRole('region', { name: 'Idea funnel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/workspaces/${WS.id}/analytics`);
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the overview with status and dates', async () => {
    signedIn(`/workspaces/${WS.id}`);
    expect(await title('Soil microbiome')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit workspace' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
  });

  it("says 'Workspace not found' for a workspace that does not exist", async () => {
    signedIn('/workspaces/00000000-0000-4000-8000-00000000dead');
    expect(await title('Workspace not found')).toBeInTheDocument();
    expect(screen.getByText('Unknown Workspace')).toBeInTheDocument();
  });

  it('signs out from the account menu', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = signedIn('/dashboard');
    const account = () => screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    // The menu's code is a lazy chunk that replaces a stand-in button when it arrives (on hover, or
    // when the page is idle). A click sent to the stand-in as it is being replaced would reach a
    // detached node, which no pointer can do: point at it, wait for the real one, then click.
    await user.hover(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }, LAZY_CHUNK));
    await waitFor(() => expect(account()).toHaveAttribute('id'), LAZY_CHUNK);
    await user.click(account());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }, LAZY_CHUNK));
    expect(await screen.findByRole('button', { name: 'Sign in locally' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth-token')).toBeNull();
  });
});

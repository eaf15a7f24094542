import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DashboardPage } from './dashboard-page';
import { dashboardApi, EMPTY_DASHBOARD, FULL_DASHBOARD, IDEA, id, RUN, WS } from './dashboard.test-support';

const server = setupApiServer();

const renderDashboard = () => renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
const section = (name: string) => screen.findByRole('region', { name });

describe('the dashboard’s sections, filled', () => {
  it('shows the running session with its progress, linked to its page and workspace', async () => {
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    const sessions = await section('Running sessions');
    const bar = await within(sessions).findByRole('progressbar', { name: 'Progress of Nitrogen fixation' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(within(sessions).getByRole('link', { name: 'Nitrogen fixation' })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}/session/${id(10)}`,
    );
    expect(within(sessions).getByRole('link', { name: 'Soil microbiome' })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}`,
    );
    expect(within(sessions).getByText('Running')).toBeInTheDocument();
    expect(within(sessions).getByText('45%')).toBeInTheDocument();
    expect(within(sessions).getByText(/Round 2 of 3 · Judging match 12 of 20/)).toBeInTheDocument();
  });

  it('names the round once when the engine’s step already says it', async () => {
    const [row] = FULL_DASHBOARD.sessions;
    const activity = 'Round 2 of 3: ranking ideas in the tournament (batch 1 of 2)';
    server.use(
      dashboardApi({ ...FULL_DASHBOARD, sessions: [{ ...row, progress: { ...row.progress, activity } }] }).handler,
    );
    renderDashboard();
    const sessions = await section('Running sessions');
    expect(await within(sessions).findByText(`· ${activity}`, { exact: false })).toBeInTheDocument();
    expect(within(sessions).queryByText(/Round 2 of 3 · Round 2/)).not.toBeInTheDocument();
  });

  it('lists the recent workspaces with a way to all of them', async () => {
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    const workspaces = await section('Recent workspaces');
    expect(await within(workspaces).findByRole('link', { name: 'Soil microbiome' })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}`,
    );
    expect(within(workspaces).getByText('Roots and microbes')).toBeInTheDocument();
    expect(within(workspaces).getByRole('link', { name: 'View all workspaces (3)' })).toHaveAttribute(
      'href',
      '/workspaces/list',
    );
  });

  it('ranks the best ideas with their stars and Elo, each linked to its page', async () => {
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    const ideas = await section('Best ideas');
    const list = await within(ideas).findByRole('list', { name: 'Best ideas by Elo' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row).getByRole('link', { name: IDEA.idea.title })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}/ideas/${IDEA.idea.id}`,
    );
    expect(row).toHaveTextContent('1.');
    expect(row).toHaveTextContent('Soil microbiome · Nitrogen fixation');
    expect(row).toHaveTextContent('Elo 1432');
    expect(within(ideas).getByRole('link', { name: 'View leaderboards' })).toHaveAttribute(
      'href',
      '/workspaces/leaderboards',
    );
  });

  it('lists recent runs with their headline metric, linked to the run and its experiment', async () => {
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    const runs = await section('Recent runs');
    const [withMetric, withoutMetric] = await within(runs).findAllByRole('listitem');
    expect(within(withMetric).getByRole('link', { name: 'baseline' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${RUN.experiment.id}/runs/${RUN.id}`,
    );
    expect(within(withMetric).getByRole('link', { name: 'Exudate assay' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${RUN.experiment.id}`,
    );
    expect(within(withMetric).getByText('Finished')).toBeInTheDocument();
    expect(within(withMetric).getByText('0.9123')).toBeInTheDocument();
    expect(within(withMetric).getByText('accuracy, higher is better')).toBeInTheDocument();
    expect(within(withoutMetric).getByText('Running')).toBeInTheDocument();
    expect(within(withoutMetric).getByText('No primary metric')).toBeInTheDocument();
  });

  it('shows the latest activity as sentences, linked to what they are about, a warning marked as one', async () => {
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    const activity = await section('Latest activity');
    const [started, warned] = await within(activity).findAllByRole('listitem');
    // The drawer's sentence, the session linked by its name.
    expect(started).toHaveTextContent('The Co-Scientist session began on the offline engine');
    expect(within(started).getByRole('link', { name: 'The Co-Scientist session' })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}/session/${id(10)}`,
    );
    expect(within(started).queryByText('info')).not.toBeInTheDocument();
    expect(within(warned).getByText('warning')).toBeInTheDocument();
  });
});

describe('the dashboard’s sections, empty', () => {
  beforeEach(() => server.use(dashboardApi(EMPTY_DASHBOARD).handler));

  it('says what starts a session, what ranks ideas and what logs runs, with a link to do it', async () => {
    renderDashboard();
    const sessions = await section('Running sessions');
    expect(await within(sessions).findByText('No sessions are running')).toBeInTheDocument();
    expect(within(sessions).getByText(/^Start one from a research goal/)).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: 'Go to research goals' })).toHaveAttribute(
      'href',
      '/research-goals',
    );
    const ideas = await section('Best ideas');
    expect(within(ideas).getByText('No ideas yet')).toBeInTheDocument();
    expect(within(ideas).getByRole('link', { name: 'Create a research goal' })).toHaveAttribute(
      'href',
      '/workspaces/create-goal',
    );
    const runs = await section('Recent runs');
    expect(within(runs).getByText('No runs yet')).toBeInTheDocument();
    expect(within(runs).getByRole('link', { name: 'Make an access token' })).toHaveAttribute(
      'href',
      '/settings/tokens',
    );
    expect(screen.queryByRole('link', { name: /View all workspaces|View leaderboards|View experiments/ })).toBeNull();
  });

  it('offers to create a workspace where there are none and nothing has happened yet', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const workspaces = await section('Recent workspaces');
    expect(await within(workspaces).findByText('No workspaces yet')).toBeInTheDocument();
    await user.click(within(workspaces).getByRole('button', { name: 'Create your first workspace' }));
    expect(await screen.findByRole('dialog', { name: 'New workspace' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const activity = await section('Latest activity');
    expect(within(activity).getByText('No activity yet')).toBeInTheDocument();
    await user.click(within(activity).getByRole('button', { name: 'Create a workspace' }));
    expect(await screen.findByRole('dialog', { name: 'New workspace' })).toBeInTheDocument();
  });
});

describe('the dashboard before its read arrives', () => {
  it('welcomes at once and holds each section’s room with a skeleton', async () => {
    server.use(http.get(apiUrl('/v1/dashboard'), () => delay('infinite')));
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New workspace' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    const names = ['Running sessions', 'Recent workspaces', 'Best ideas', 'Recent runs', 'Latest activity'];
    for (const name of names) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(within(region).getByTestId('section-skeleton')).toBeInTheDocument();
    }
  });
});

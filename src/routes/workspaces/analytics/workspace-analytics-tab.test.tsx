import { screen, within } from '@testing-library/react';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { WORKSPACE } from '../../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../../tests/support/ui/render';
import { analyticsHandler, EMPTY, EXPERIMENT, FULL, RUN } from './analytics.test-support';
import { WorkspaceAnalyticsTab } from './workspace-analytics-tab';

const server = setupApiServer();

function renderTab() {
  renderRoutes([{ path: '/w', element: <WorkspaceAnalyticsTab workspace={WORKSPACE} /> }], '/w');
}

const section = (name: string) => screen.findByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('WorkspaceAnalyticsTab', () => {
  it('charts the idea funnel, the Elo distribution with the unrated count, and the scores by status', async () => {
    server.use(analyticsHandler(FULL));
    renderTab();
    const funnel = await section('Idea funnel');
    expect(rowsOf(within(funnel).getByRole('table', { name: 'Data for Ideas by status' }))).toEqual([
      ['Generated', '1'],
      ['Reviewed', '2'],
      ['Selected', '1'],
      ['Converted', '0'],
      ['Archived', '0'],
    ]);
    const elo = await section('Elo distribution');
    expect(within(elo).getByRole('figure', { name: 'Elo ratings of 3 rated ideas' })).toBeInTheDocument();
    expect(within(elo).getByText('1 idea not yet rated: no tournament match played.')).toBeInTheDocument();
    const scatter = await section('Novelty and feasibility');
    expect(rowsOf(within(scatter).getByRole('table', { name: /^Data for Novelty against feasibility/ }))).toEqual([
      // Out of 5, as every screen shows scores (0.1 on the wire is 0.5 of 5).
      ['Idea 1', '0.5', '4.5', 'Selected'],
      ['Idea 2', '1', '4', 'Reviewed'],
      ['Idea 3', '1.5', '3.5', 'Reviewed'],
    ]);
    expect(within(scatter).getByText('1 idea not yet reviewed is left out.')).toBeInTheDocument();
  });

  it('draws Elo over rounds for the top ideas that played, and the tournament in numbers', async () => {
    server.use(analyticsHandler(FULL));
    renderTab();
    const rounds = await section('Elo over rounds');
    expect(rowsOf(within(rounds).getByRole('table', { name: 'Data for Elo after each round, top 1 idea' }))).toEqual([
      ['Idea 1', '1', '1,216'],
      ['Idea 1', '2', '1,232'],
    ]);
    const tournament = await section('Tournament');
    const figures = within(tournament)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(figures).toEqual([
      ['Matches', '8'],
      ['Judged both orders', '8'],
      ['Agreement', '75%'],
    ]);
  });

  it('tabulates model usage per session, saying why a cost is not shown', async () => {
    server.use(analyticsHandler(FULL));
    renderTab();
    const usage = await section('Model usage');
    const rows = rowsOf(within(usage).getByRole('table', { name: 'Model usage per session' }));
    expect(rows.map((row) => [row[0], row[1], row[3], row[4], row[5]])).toEqual([
      ['Model goal', 'Running', '1,234', '56,789', 'Needs a price per token'],
      ['Offline goal', 'Completed', '40', '0', 'None: offline engine'],
    ]);
    expect(rows[1][2]).toBe('Not started');
    expect(
      within(usage).getByText(
        'Cost needs the model\'s price in US dollars per million tokens: your administrator can set it (see the "Configuration" section of the README).',
      ),
    ).toBeInTheDocument();
    expect(usage.textContent).not.toMatch(/LLM_/);
  });

  it('shows the cost the server worked out, and no setting to make when every model session is priced', async () => {
    const priced = FULL.sessions.map((s) => (s.engine === 'model' ? { ...s, costUsd: 0.142 } : s));
    server.use(analyticsHandler({ ...FULL, sessions: priced }));
    renderTab();
    const usage = await section('Model usage');
    const rows = rowsOf(within(usage).getByRole('table', { name: 'Model usage per session' }));
    expect(rows.map((row) => row[5])).toEqual(['$0.142', 'None: offline engine']);
    expect(within(usage).queryByText(/Cost needs the model's price/)).not.toBeInTheDocument();
  });

  it('charts experiments by status and links each best result to its experiment and run', async () => {
    server.use(analyticsHandler(FULL));
    renderTab();
    const experiments = await section('Experiments');
    expect(rowsOf(within(experiments).getByRole('table', { name: 'Data for Experiments by status' }))).toEqual([
      ['Planned', '1'],
      ['Running', '1'],
      ['Completed', '0'],
      ['Abandoned', '0'],
    ]);
    const best = within(experiments).getByRole('table', { name: 'Best result of each experiment' });
    expect(rowsOf(best)).toEqual([
      ['Warm restarts', 'Running', 'loss (lower is better)', '0.2', 'View run'],
      ['Label smoothing', 'Planned', 'accuracy (higher is better)', 'No run has logged it yet', '—'],
    ]);
    expect(within(best).getByRole('link', { name: 'Warm restarts' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT}`,
    );
    expect(within(best).getByRole('link', { name: 'Best run of Warm restarts' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT}/runs/${RUN}`,
    );
  });

  it('says in each section what to do when the workspace has nothing yet', async () => {
    server.use(analyticsHandler(EMPTY));
    renderTab();
    const startSession = 'Start a session from a goal to see ideas here.';
    for (const name of ['Idea funnel', 'Elo distribution', 'Novelty and feasibility', 'Elo over rounds']) {
      expect(within(await section(name)).getByText(startSession)).toBeInTheDocument();
    }
    expect(
      within(await section('Tournament')).getByText(/^No matches yet\. Start a session from a goal/),
    ).toBeVisible();
    expect(
      within(await section('Model usage')).getByText(
        'No sessions yet. Start a session from a goal to see its model usage here.',
      ),
    ).toBeVisible();
    expect(within(await section('Experiments')).getByText(/^No experiments yet\. Select ideas/)).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says why ideas have no ratings or scores yet when a session has only generated them', async () => {
    const fresh = { ...EMPTY, ideasTotal: 2, elo: { ratings: [], unrated: 2 }, ideas: FULL.ideas.slice(3) };
    server.use(analyticsHandler(fresh));
    renderTab();
    expect(
      within(await section('Elo distribution')).getByText(/^2 ideas not yet rated: .* tournament plays its matches\.$/),
    ).toBeVisible();
    expect(within(await section('Novelty and feasibility')).getByText(/^No idea is reviewed yet/)).toBeVisible();
    expect(within(await section('Elo over rounds')).getByText(/^No tournament round is played yet/)).toBeVisible();
  });

  it("shows the server's words when the analytics cannot be read", async () => {
    server.use(analyticsHandler({ status: 404, message: 'Workspace not found', type: 'not_found' }));
    renderTab();
    expect(await screen.findByText('Workspace not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Idea funnel' })).not.toBeInTheDocument();
  });
});

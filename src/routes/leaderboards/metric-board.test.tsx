import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import {
  BARE_ROW,
  boardsApi,
  captureDownloads,
  errorBody,
  FULL_ROW,
  renderLeaderboards,
  WS,
} from './leaderboards.test-support';

const server = setupApiServer();
const results = () => screen.getByRole('region', { name: 'Best results' });
const resultsTable = () => within(results()).findByRole('table');

describe('LeaderboardsPage: best results', () => {
  it("ranks the default metric's runs with each row's provenance as links, the session by its name", async () => {
    boardsApi(server);
    renderLeaderboards();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboards' })).toBeInTheDocument();
    const table = await resultsTable();
    expect(within(results()).getByRole('combobox', { name: 'Metric' })).toHaveValue('loss');
    expect(within(results()).getByRole('option', { name: 'loss (lower is better)' })).toBeInTheDocument();
    expect(within(results()).getByRole('option', { name: 'accuracy (higher is better)' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'loss (lower is better)' })).toBeInTheDocument();

    const first = within(within(table).getByRole('row', { name: /baseline/ }));
    expect(first.getByText('0.123457')).toBeInTheDocument();
    expect(first.getByText('at step 40')).toBeInTheDocument();
    const href = (name: string) => first.getByRole('link', { name }).getAttribute('href');
    expect(href('baseline')).toBe(`/workspaces/experiments/${FULL_ROW.experiment.id}/runs/${FULL_ROW.run.id}`);
    expect(href('Telemonitoring trial')).toBe(`/workspaces/experiments/${FULL_ROW.experiment.id}`);
    expect(href('Daily weight checks')).toBe(`/workspaces/${WS.id}/ideas/${FULL_ROW.idea!.id}`);
    expect(href(FULL_ROW.session!.name)).toBe(`/workspaces/${WS.id}/session/${FULL_ROW.session!.id}`);
    expect(href('Fewer readmissions')).toBe(`/workspaces/${WS.id}/goals`);

    // A run with no idea behind it says so instead of linking nowhere.
    const bare = within(within(table).getByRole('row', { name: /Manual sweep/ }));
    expect(bare.getAllByRole('link')).toHaveLength(2);
    expect(bare.getAllByText('None')).toHaveLength(3);
  });

  it("opens on the metric the server names, an experiment's primary metric, not the first in the list", async () => {
    const seen = boardsApi(server, { defaultKey: 'accuracy' });
    renderLeaderboards();
    const table = await resultsTable();
    expect(within(results()).getByRole('combobox', { name: 'Metric' })).toHaveValue('accuracy');
    expect(within(table).getByRole('columnheader', { name: 'accuracy (higher is better)' })).toBeInTheDocument();
    expect(seen.metricQueries.map((q) => q.key)).toEqual(['accuracy']);
  });

  it('switches boards with the metric picker and keeps the choice in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = boardsApi(server);
    // Past the last page of this board (an empty page of it): a new board starts again at the first.
    const { router } = renderLeaderboards('?page=2');
    expect(await within(results()).findByRole('navigation', { name: 'Best results pages' })).toHaveTextContent(
      '2 runs',
    );
    await user.selectOptions(
      within(results()).getByRole('combobox', { name: 'Metric' }),
      'accuracy (higher is better)',
    );
    const table = await resultsTable();
    expect(await within(table).findByRole('columnheader', { name: 'accuracy (higher is better)' })).toBeInTheDocument();
    expect(within(table).getByText('0.9')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?metric=accuracy');
    expect(seen.metricQueries.at(-1)).toEqual({ key: 'accuracy', page: '1', pageSize: '20' });
  });

  it('sends the filters from the address as query parameters, and changes them there', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = boardsApi(server);
    const { router } = renderLeaderboards('?metric=loss&dataset=Count_Person&from=2026-01-01&to=2026-01-31');
    await resultsTable();
    expect(seen.metricQueries[0]).toEqual({
      key: 'loss',
      dataset: 'Count_Person',
      // The reader's own days: from the start of the first to the end of the last.
      since: new Date(2026, 0, 1).toISOString(),
      until: new Date(2026, 1, 1).toISOString(),
      page: '1',
      pageSize: '20',
    });
    expect(within(results()).getByRole('searchbox', { name: 'Dataset' })).toHaveValue('Count_Person');
    expect(within(results()).getByLabelText('Started from')).toHaveValue('2026-01-01');

    await user.selectOptions(within(results()).getByRole('combobox', { name: 'Workspace' }), WS.name);
    await waitFor(() => expect(seen.metricQueries.at(-1)).toMatchObject({ workspaceId: WS.id }));
    expect(new URLSearchParams(router.state.location.search).get('workspace')).toBe(WS.id);
  });

  it('pages through the board', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = Array.from({ length: 25 }, (_, i) => ({
      ...FULL_ROW,
      rank: i + 1,
      run: { ...FULL_ROW.run, id: `r${i}`, name: `run-${i + 1}` },
    }));
    const seen = boardsApi(server, { rows: { loss: rows } });
    const { router } = renderLeaderboards();
    await resultsTable();
    const pages = within(results()).getByRole('navigation', { name: 'Best results pages' });
    expect(pages).toHaveTextContent('25 runs');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(results()).findByRole('link', { name: 'run-21' })).toBeInTheDocument();
    expect(seen.metricQueries.at(-1)).toMatchObject({ page: '2' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says how to get runs when none were logged', async () => {
    boardsApi(server, { metrics: [] });
    renderLeaderboards();
    expect(await within(results()).findByText('No runs logged yet')).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: 'Create an access token' })).toHaveAttribute(
      'href',
      '/settings/tokens',
    );
    expect(within(results()).getByRole('button', { name: 'Export results (CSV)' })).toBeDisabled();
  });

  it('says when the filters match no run', async () => {
    boardsApi(server, { rows: { loss: [] } });
    renderLeaderboards('?dataset=nothing');
    expect(await within(results()).findByText('No runs match these filters')).toBeInTheDocument();
  });

  it("shows failures in the server's words", async () => {
    boardsApi(server);
    server.use(
      http.get(apiUrl('/v1/leaderboards/metrics/:key'), () =>
        HttpResponse.json(errorBody('Metric not found', 'not_found'), { status: 404 }),
      ),
    );
    renderLeaderboards('?metric=perplexity');
    expect(await within(results()).findByRole('alert')).toHaveTextContent('Metric not found');
    expect(within(results()).getByRole('combobox', { name: 'Metric' })).toHaveValue('perplexity');
  });

  it("shows a failed list of metrics in the server's words", async () => {
    boardsApi(server);
    server.use(
      http.get(apiUrl('/v1/leaderboards/metrics'), () =>
        HttpResponse.json(errorBody('Internal server error', 'internal'), { status: 500 }),
      ),
    );
    renderLeaderboards();
    expect(await within(results()).findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('exports the whole board as filtered, as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const seen = boardsApi(server);
    renderLeaderboards('?dataset=Count_Person');
    await resultsTable();
    await user.click(within(results()).getByRole('button', { name: 'Export results (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^leaderboard-loss-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(seen.metricQueries.at(-1)).toEqual({ key: 'loss', dataset: 'Count_Person', page: '1', pageSize: '100' });
    const csv = Papa.parse<Record<string, string>>(await files[0]!.blob.text(), { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual([
      'rank',
      'metric',
      'direction',
      'value',
      'step',
      'run',
      'runStatus',
      'runStartedAt',
      'runCreatedBy',
      'experiment',
      'idea',
      'session',
      'goal',
      'workspace',
      'runId',
      'experimentId',
      'ideaId',
      'sessionId',
      'goalId',
      'workspaceId',
      'runCreatedById',
    ]);
    const cells = (r: Record<string, string>) => [r.rank, r.direction, r.value, r.run, r.idea, r.session, r.sessionId];
    expect(csv.data.map(cells)).toEqual([
      ['1', 'minimize', '0.123456789', 'baseline', 'Daily weight checks', FULL_ROW.session!.name, FULL_ROW.session!.id],
      // A cell a spreadsheet would run as a formula is defused.
      ['2', 'minimize', '0.5', `'${BARE_ROW.run.name}`, '', '', ''],
    ]);
    // Who created each run, by name and id (decision 013, §5).
    expect(csv.data.map((r) => [r.runCreatedBy, r.runCreatedById])).toEqual([
      [FULL_ROW.run.createdBy!.name, FULL_ROW.run.createdBy!.id],
      [FULL_ROW.run.createdBy!.name, FULL_ROW.run.createdBy!.id],
    ]);
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup({ delay: null });
    captureDownloads();
    boardsApi(server);
    renderLeaderboards();
    await resultsTable();
    server.use(
      http.get(apiUrl('/v1/leaderboards/metrics/:key'), () =>
        HttpResponse.json(errorBody('Internal server error', 'internal'), { status: 500 }),
      ),
    );
    await user.click(within(results()).getByRole('button', { name: 'Export results (CSV)' }));
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not export');
    expect(alert).toHaveTextContent('Internal server error');
  });
});

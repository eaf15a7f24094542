import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import {
  boardsApi,
  captureDownloads,
  errorBody,
  OTHER_WS,
  RATED_IDEA,
  renderLeaderboards,
  UNRATED_IDEA,
  WS,
} from './leaderboards.test-support';

const server = setupApiServer();
const ideas = () => screen.getByRole('region', { name: 'Best ideas' });
const ideasTable = () => within(ideas()).findByRole('table', { name: 'Best ideas by Elo' });

describe('LeaderboardsPage: best ideas', () => {
  it('ranks ideas by Elo with stars, the Bradley–Terry rating and interval, and links', async () => {
    boardsApi(server);
    renderLeaderboards();
    const table = await ideasTable();
    const rated = within(within(table).getByRole('row', { name: /Nurse-led telemonitoring/ }));
    // Elo 2000 is three stars on the star scale of docs/product.md.
    expect(rated.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(rated.getByText('Elo 2,000')).toBeInTheDocument();
    expect(rated.getByText('1,234 (1,180–1,290)')).toBeInTheDocument();
    expect(rated.getByText('5 won, 1 lost, 0 drawn')).toBeInTheDocument();
    expect(rated.getByRole('link', { name: 'Nurse-led telemonitoring' })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}/ideas/${RATED_IDEA.idea.id}`,
    );
    expect(rated.getByRole('link', { name: RATED_IDEA.session.name })).toHaveAttribute(
      'href',
      `/workspaces/${WS.id}/session/${RATED_IDEA.session.id}`,
    );
    const unrated = within(within(table).getByRole('row', { name: /Pharmacist follow-up/ }));
    expect(unrated.getByText('Not rated yet')).toBeInTheDocument();
    expect(unrated.getByRole('img', { name: 'Rated 1.4 out of 5' })).toBeInTheDocument();
  });

  it("shows the researcher's own rating in its own column, apart from the tournament's", async () => {
    boardsApi(server);
    renderLeaderboards();
    const table = await ideasTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const yours = headers.indexOf('Your rating');
    expect(headers.slice(yours - 1, yours + 1)).toEqual(['Rating', 'Your rating']);
    const cellOf = (name: RegExp) => within(table).getByRole('row', { name }).querySelectorAll('td, th')[yours];
    expect(cellOf(/Nurse-led telemonitoring/)).toHaveTextContent('4 of 5 stars');
    expect(cellOf(/Pharmacist follow-up/)).toHaveTextContent('Not rated');
  });

  it('filters by workspace through the address', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = boardsApi(server);
    const { router } = renderLeaderboards();
    await ideasTable();
    expect(seen.ideaQueries).toEqual([{ page: '1', pageSize: '20' }]);
    await user.selectOptions(within(ideas()).getByRole('combobox', { name: 'Workspace' }), OTHER_WS.name);
    await waitFor(() =>
      expect(seen.ideaQueries.at(-1)).toEqual({ workspaceId: OTHER_WS.id, page: '1', pageSize: '20' }),
    );
    expect(router.state.location.search).toBe(`?ideasWorkspace=${OTHER_WS.id}`);
    // The other board keeps its own filters.
    expect(
      within(screen.getByRole('region', { name: 'Best results' })).getByRole('combobox', { name: 'Workspace' }),
    ).toHaveValue('');
  });

  it('says how ideas get here when there are none', async () => {
    boardsApi(server, { ideas: [] });
    renderLeaderboards();
    expect(await within(ideas()).findByText('No ideas yet')).toBeInTheDocument();
    expect(within(ideas()).getByText(/Start a Co-Scientist session/)).toBeInTheDocument();
    expect(within(ideas()).getByRole('button', { name: 'Export ideas (CSV)' })).toBeDisabled();
  });

  it("shows a failure in the server's words", async () => {
    boardsApi(server);
    server.use(
      http.get(apiUrl('/v1/leaderboards/ideas'), () =>
        HttpResponse.json(errorBody('workspaceId: must match format "uuid"', 'validation_error'), { status: 400 }),
      ),
    );
    renderLeaderboards('?ideasWorkspace=nope');
    expect(await within(ideas()).findByRole('alert')).toHaveTextContent('workspaceId: must match format "uuid"');
  });

  it('exports every idea of the board as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const seen = boardsApi(server);
    renderLeaderboards(`?ideasWorkspace=${WS.id}`);
    await ideasTable();
    await user.click(within(ideas()).getByRole('button', { name: 'Export ideas (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^idea-leaderboard-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(seen.ideaQueries.at(-1)).toEqual({ workspaceId: WS.id, page: '1', pageSize: '100' });
    const csv = Papa.parse<Record<string, string>>(await files[0]!.blob.text(), { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual([
      'rank',
      'idea',
      'status',
      'eloRating',
      'stars',
      'yourRating',
      'btRating',
      'btLow',
      'btHigh',
      'wins',
      'losses',
      'draws',
      'session',
      'goal',
      'workspace',
      'ideaId',
      'sessionId',
      'goalId',
      'workspaceId',
    ]);
    expect(
      csv.data.map((r) => [r.rank, r.idea, r.eloRating, r.stars, r.yourRating, r.btRating, r.btLow, r.btHigh, r.wins]),
    ).toEqual([
      ['1', 'Nurse-led telemonitoring', '2000', '3', '4', '1234.4', '1180.2', '1289.6', '5'],
      ['2', 'Pharmacist follow-up', '1200', '1.4', '', '', '', '', '5'],
    ]);
    expect([csv.data[0]!.session, csv.data[0]!.sessionId]).toEqual([RATED_IDEA.session.name, RATED_IDEA.session.id]);
    expect(csv.data[1]!.ideaId).toBe(UNRATED_IDEA.idea.id);
  });
});

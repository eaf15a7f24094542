import { screen, waitFor, within } from '@testing-library/react';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { matchApi, matchFixture } from '../../../tests/support/ui/match-api';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { TournamentMatch } from '../../api/queries/matches';
import { IdeaMatches } from './idea-matches';

const server = setupApiServer();
const IDEA = { id: '00000000-0000-4000-8000-000000000001', title: 'Nurse-led discharge calls' };
const SLOW = { timeout: 10_000 };

// Newest first, as the server lists them: the idea won in round 1, then drew in round 2.
const PLAYED = [
  matchFixture(2, {
    round: 2,
    winner: null,
    ideaA: { ...matchFixture(0).ideaA, eloBefore: 1216, eloAfter: 1214.6 },
    ideaB: { ...matchFixture(0).ideaB, eloBefore: 1184, eloAfter: 1185.4 },
  }),
  matchFixture(1),
];

function renderIdeaMatches(matches: TournamentMatch[]) {
  server.use(...matchApi(matches).handlers);
  renderRoutes(
    [
      {
        path: '/workspaces/:workspaceId/ideas/:ideaId',
        element: <IdeaMatches idea={IDEA} workspaceId={WORKSPACE.id} />,
      },
    ],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );
}

describe("an idea's Matches section", () => {
  it('charts its Elo over time, with the points as a table for screen readers', async () => {
    renderIdeaMatches(PLAYED);
    expect(await screen.findByRole('figure', { name: 'Elo over time' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('table', { name: 'Data for Elo over time' })).toBeInTheDocument(),
      SLOW,
    );
    const rows = within(screen.getByRole('table', { name: 'Data for Elo over time' }))
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows.slice(1).map((row) => row.slice(-1)[0])).toEqual(['1,200', '1,216', '1,215']);
    expect(screen.getByText(/after each of its 2 matches, over 2 rounds/)).toBeInTheDocument();
  });

  it('lists its matches newest first', async () => {
    renderIdeaMatches(PLAYED);
    const table = await screen.findByRole('table', { name: `Matches of ${IDEA.title}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^Round/).textContent)).toEqual([
      'Round 2, batch 1',
      'Round 1, batch 1',
    ]);
    expect(rows[0]).toHaveTextContent('A 1216 → 1215 (-1.4)');
    expect(rows[1]).toHaveTextContent('Nurse-led discharge calls won');
  });

  it('says so when the idea has not played yet', async () => {
    renderIdeaMatches([]);
    expect(await screen.findByText('This idea has not played a match yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { SessionIdeas } from './session-ideas';

// The list's tournament place in words and the researcher's own stars, in each row.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1);
const IDEAS = [
  ideaFixture(1, { title: 'Drought microbes', eloRating: 1500, btInterval: [1400, 1560] }),
  ideaFixture(2, {
    title: 'Fungal networks',
    eloRating: 1450,
    btInterval: [1380, 1500],
    userRating: 2,
    userRatingElo: 1500,
  }),
  ideaFixture(3, { title: 'Root exudates', eloRating: 1100, btInterval: [1000, 1200] }),
];

function renderIdeas() {
  const calls: Array<{ method: string; id: string; body: unknown }> = [];
  server.use(...coscientistApi({ ideas: IDEAS, sessions: [SESSION] }).handlers);
  const answer = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const body = request.method === 'PUT' ? await request.json() : null;
    calls.push({ method: request.method, id: String(params.id), body });
    const idea = IDEAS.find((candidate) => candidate.id === params.id)!;
    const stars = (body as { stars?: number } | null)?.stars ?? null;
    return HttpResponse.json({ ...idea, userRating: stars, userRatingElo: stars && 1000 + 500 * (stars - 1) });
  };
  server.use(http.put(apiUrl('/v1/ideas/:id/rating'), answer), http.delete(apiUrl('/v1/ideas/:id/rating'), answer));
  renderRoutes(
    [{ path: '/ideas', element: <SessionIdeas sessionId={SESSION.id} workspaceId={WORKSPACE.id} title="Drought" /> }],
    '/ideas',
  );
  return calls;
}

const rowOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('[role="row"]') as HTMLElement;

describe('idea rows', { timeout: 15_000 }, () => {
  it('say the tournament place in words, not as a Bradley–Terry range', async () => {
    renderIdeas();
    expect(await rowOf('Drought microbes')).toHaveTextContent('#1 of 3, likely between #1 and #2');
    expect(await rowOf('Fungal networks')).toHaveTextContent('#2 of 3, likely between #1 and #2');
    expect(await rowOf('Root exudates')).toHaveTextContent('#3 of 3');
    expect(await rowOf('Root exudates')).not.toHaveTextContent('likely');
    expect(screen.getByRole('table', { name: 'Ideas' })).not.toHaveTextContent(/BT \d/);
  });

  it('rate an idea with a click, show it as your rating beside the Elo, and clear it', async () => {
    const user = userEvent.setup();
    const calls = renderIdeas();
    const row = await rowOf('Drought microbes');
    const group = within(row).getByRole('radiogroup', { name: "Your rating of 'Drought microbes'" });
    await user.click(within(group).getByRole('radio', { name: 'Rate 4 out of 5 stars' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', id: IDEAS[0]!.id, body: { stars: 4 } }]));
    expect(within(group).getByRole('radio', { name: 'Rate 4 out of 5 stars' })).toBeChecked();
    expect(row).toHaveTextContent('Elo 1500');

    await user.click(within(row).getByRole('button', { name: "Clear your rating of 'Drought microbes'" }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', id: IDEAS[0]!.id, body: null }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Rate 4 out of 5 stars' })).not.toBeChecked());
  });

  it('rate with the arrow keys from an idea already rated', async () => {
    const user = userEvent.setup();
    const calls = renderIdeas();
    const row = await rowOf('Fungal networks');
    within(row).getByRole('radio', { name: 'Rate 2 out of 5 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', id: IDEAS[1]!.id, body: { stars: 3 } }]));
  });

  it('sort by your rating, rated ideas first, apart from the Elo order', async () => {
    const user = userEvent.setup();
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    await user.click(within(screen.getByRole('columnheader', { name: 'Your rating' })).getByRole('button'));
    const titles = within(screen.getByRole('table', { name: 'Ideas' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles[0]).toBe('Fungal networks');
  });
});

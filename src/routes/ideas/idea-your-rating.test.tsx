import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { IdeaPage } from './idea-page';

// The researcher's own stars on the idea page, beside the tournament's Elo and apart from it.

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
  http.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
);

const IDEA = ideaFixture(2, { title: 'Drought-primed root microbes', status: 'reviewed', eloRating: 1250 });

function renderIdea(refuse = false) {
  const sent: unknown[] = [];
  server.use(
    ...coscientistApi({ ideas: [IDEA] }).handlers,
    http.put(apiUrl('/v1/ideas/:id/rating'), async ({ request }) => {
      const body = (await request.json()) as { stars: number };
      sent.push(body);
      if (refuse)
        return HttpResponse.json(
          {
            detail: {
              error: { message: 'stars: Star rating must be a whole number from 1 to 5', type: 'validation_error' },
            },
          },
          { status: 400 },
        );
      return HttpResponse.json({
        ...IDEA,
        userRating: body.stars,
        userRatingElo: 1000 + 500 * (body.stars - 1),
        ratedBy: { id: '0a000000-0000-4000-8000-0000000000a1', name: 'Ana Lopez' },
        ratedAt: '2026-11-29T10:00:00.000Z',
      });
    }),
  );
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );
  return sent;
}

describe('Your rating on the idea page', { timeout: 15_000 }, () => {
  it('rates the idea with the keyboard and shows it beside the Elo, which stays the tournament’s', async () => {
    const user = userEvent.setup();
    const sent = renderIdea();
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
    within(group).getByRole('radio', { name: 'Rate 1 out of 5 stars' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(sent.at(-1)).toEqual({ stars: 3 }));
    expect(await screen.findByText('2000 on the Elo scale')).toBeInTheDocument();
    expect(screen.getByText('Elo rating').nextSibling).toHaveTextContent('1250');
  });

  it('says who gave the rating, the last member to change it', async () => {
    const user = userEvent.setup();
    renderIdea();
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(screen.queryByText(/^Rated by /)).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Rate 4 out of 5 stars' }));
    expect(await screen.findByText('Rated by Ana Lopez')).toBeInTheDocument();
  });

  it('puts the stars back and says why when the server refuses them', async () => {
    const user = userEvent.setup();
    renderIdea(true);
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: 'Rate 5 out of 5 stars' }));
    expect(await screen.findByText('stars: Star rating must be a whole number from 1 to 5')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Rate 5 out of 5 stars' })).not.toBeChecked());
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Review } from '../../api/types';
import { IdeaPage } from './idea-page';

// The researcher's own review on the idea page: the agents' criteria on a 1–5 scale and words,
// shown beside the agents' reviews with the researcher's name once saved.

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
  http.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
);

const AGENT: Review = { type: 'full', score: 3.5, text: 'Plausible mechanism.', round: 1, author: 'agent' };
const IDEA = ideaFixture(3, { title: 'Drought-primed root microbes', reviews: [AGENT] });

function renderIdea(refuse?: string) {
  const sent: unknown[] = [];
  server.use(
    ...coscientistApi({ ideas: [IDEA] }).handlers,
    http.put(apiUrl('/v1/ideas/:id/my-review'), async ({ request }) => {
      const body = (await request.json()) as {
        novelty: number;
        correctness: number;
        feasibility: number;
        text: string;
      };
      sent.push(body);
      if (refuse)
        return HttpResponse.json({ detail: { error: { message: refuse, type: 'validation_error' } } }, { status: 400 });
      const { text, ...criteria } = body;
      const mine: Review = {
        type: 'researcher',
        score: 4,
        text,
        round: 1,
        author: 'human',
        authorName: 'Grace Hopper',
        authorId: '00000000-0000-4000-8000-0000000000aa',
        criteria,
      };
      return HttpResponse.json({ ...IDEA, reviews: [AGENT, mine] });
    }),
  );
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );
  return sent;
}

describe('Your review on the idea page', { timeout: 15_000 }, () => {
  it('scores the three criteria and says why; the saved review shows beside the agents’, marked as a researcher’s', async () => {
    const user = userEvent.setup();
    const sent = renderIdea();
    const form = await screen.findByRole('form', { name: 'Your review' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Novelty' }), '5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Feasibility' }), '4');
    await user.type(within(form).getByRole('textbox', { name: 'What you think' }), 'Cheap to test in one season.');
    await user.click(within(form).getByRole('button', { name: 'Save your review' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your review is saved.');
    expect(sent).toEqual([{ novelty: 5, correctness: 3, feasibility: 4, text: 'Cheap to test in one season.' }]);
    const reviews = screen.getByRole('list', { name: 'Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Full review');
    expect(items[1]).toHaveTextContent('Grace Hopper’s review');
    expect(items[1]).toHaveTextContent('Researcher');
    expect(items[1]).toHaveTextContent('Novelty 5 / 5 · Correctness 3 / 5 · Feasibility 4 / 5');
    expect(items[1]).toHaveTextContent('Cheap to test in one season.');
  });

  it('shows the server’s words when the review is refused, and keeps what was written', async () => {
    const user = userEvent.setup();
    renderIdea('text: Say in a few words why you scored the idea so');
    const form = await screen.findByRole('form', { name: 'Your review' });
    await user.type(within(form).getByRole('textbox', { name: 'What you think' }), ' ');
    await user.click(within(form).getByRole('button', { name: 'Save your review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'text: Say in a few words why you scored the idea so',
    );
    expect(within(form).getByRole('textbox', { name: 'What you think' })).toHaveValue(' ');
    expect(screen.queryByText('Grace Hopper’s review')).not.toBeInTheDocument();
  });
});

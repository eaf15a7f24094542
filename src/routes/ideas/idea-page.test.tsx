import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { IdeaPage } from './idea-page';

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  // The Datasets section (idea-datasets.test.tsx tests it).
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
  http.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
);

/** The idea's activity log answers one row for the action asked about. */
function historyHas(rows: Record<string, Record<string, string>>) {
  server.use(
    http.get(apiUrl('/v1/logs'), ({ request }) => {
      const action = new URL(request.url).searchParams.get('action') ?? '';
      const metadata = rows[action];
      const items = metadata
        ? [
            {
              id: 'l-1',
              entityType: 'idea',
              entityId: IDEA.id,
              userId: 'u',
              action,
              level: 'info',
              message: '',
              metadata,
              createdAt: new Date().toISOString(),
            },
          ]
        : [];
      return HttpResponse.json({ items, total: items.length });
    }),
  );
}

const PARENT = ideaFixture(1, { title: 'Soil moisture sensing' });
const IDEA = ideaFixture(2, {
  title: 'Drought-primed root microbes',
  summary: 'Prime seedlings with microbes from drought-hardened soils.',
  status: 'reviewed',
  noveltyScore: 0.8,
  correctnessScore: 0.6,
  feasibilityScore: 0.4,
  eloRating: 2250,
  matchRecord: { wins: 20, losses: 4, draws: 1 },
  parentIds: [PARENT.id],
  reviews: [
    { type: 'initial', score: 4, text: 'Plausible and testable.' },
    { type: 'deep_verification', score: 3.5, text: 'Assumption 2 needs a citation.' },
    { type: 'tournament', score: 3, text: 'Lost on cost.', round: 1 },
    { type: 'tournament', score: 3, text: 'Lost on cost.', round: 2 },
  ],
  details: {
    methodology: ['Collect soils', 'Inoculate seedlings', 'Withhold water'],
    expectedOutcomes: ['Higher survival under drought'],
    resources: [
      { name: 'Growth chamber', type: 'equipment', cost: 1200 },
      { name: 'Sequencing', type: 'service', cost: 800.5 },
    ],
    timeline: { totalDuration: 90 },
    risks: [{ risk: 'Contamination', probability: 0.25 }],
    feasibilityAnalysis: { overall: 0.72 },
  },
});

function renderIdea(id = IDEA.id) {
  const api = coscientistApi({ ideas: [PARENT, IDEA] });
  server.use(...api.handlers);
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${id}`,
  );
  return api;
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('div.rounded-ui') as HTMLElement;

describe('IdeaPage', () => {
  it('shows the summary, scores, rating, reviews, details and lineage', async () => {
    renderIdea();
    expect(await screen.findByRole('heading', { level: 1, name: 'Drought-primed root microbes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Drought-primed root microbes' })).toBeInTheDocument();
    expect(section('Summary')).toHaveTextContent('Prime seedlings with microbes from drought-hardened soils.');
    expect(screen.getByText('Reviewed')).toHaveAttribute('title', 'Reviewed and scored');
    // The meaning is read, not only hovered.
    expect(screen.getByText('Reviewed and scored')).toBeVisible();
    expect(screen.getByText('Offline engine')).toBeInTheDocument();

    const scores = section('Scores');
    expect(within(scores).getByText('Novelty').nextSibling).toHaveTextContent('4.0 / 5');
    expect(within(scores).getByText('Correctness').nextSibling).toHaveTextContent('3.0 / 5');
    expect(within(scores).getByText('Feasibility').nextSibling).toHaveTextContent('2.0 / 5');
    expect(within(scores).getByText('Overall (weighted)').nextSibling).toHaveTextContent('3.0 / 5');

    const rating = section('Rating and tournament');
    expect(within(rating).getByText('Elo rating').nextSibling).toHaveTextContent('2250');
    expect(within(rating).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByText('High confidence')).toBeInTheDocument();
    expect(within(rating).getByText('Matches').nextSibling).toHaveTextContent('25 (20 won, 4 lost, 1 drawn)');

    const reviews = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(reviews[0]).toHaveTextContent('Initial review4.0 / 5Plausible and testable.');
    expect(reviews[1]).toHaveTextContent('Deep verification review3.5 / 5');
    // Tournament reviews recur each round; the round tells them apart.
    expect(reviews[2]).toHaveTextContent('Tournament review · round 13.0 / 5');
    expect(reviews[3]).toHaveTextContent('Tournament review · round 23.0 / 5');

    const details = section('Details');
    const items = (name: string) =>
      within(within(details).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Methodology')).toEqual(['Collect soils', 'Inoculate seedlings', 'Withhold water']);
    expect(items('Expected outcomes')).toEqual(['Higher survival under drought']);
    const resources = within(details).getByRole('table', { name: 'Resources and their cost' });
    expect(within(resources).getByRole('row', { name: /Sequencing/ })).toHaveTextContent('800.5');
    expect(within(resources).getByRole('row', { name: /Total/ })).toHaveTextContent('2,000.5');
    expect(within(details).getByRole('row', { name: /Contamination/ })).toHaveTextContent('25%');
    expect(details).toHaveTextContent('90 days in total');
    expect(details).toHaveTextContent('High (overall 0.72)');

    const parent = await within(screen.getByRole('list', { name: 'Parent ideas' })).findByRole('link', {
      name: 'Soil moisture sensing',
    });
    expect(parent).toHaveAttribute('href', `/workspaces/${WORKSPACE.id}/ideas/${PARENT.id}`);
  });

  it('offers only the moves the lifecycle allows, and makes them; archive and select can be undone', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderIdea();
    historyHas({ 'idea.status_changed': { from: 'selected', to: 'archived' } });
    const actions = await screen.findByRole('group', { name: 'Idea actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Select idea', 'Archive idea', 'Refresh idea']);
    await user.click(within(actions).getByRole('button', { name: 'Select idea' }));
    await waitFor(() => expect(screen.getByText('Selected')).toBeInTheDocument());
    expect(screen.getByText('Selected for potential conversion')).toBeInTheDocument();
    expect(store.ideas[1].status).toBe('selected');
    // Selected → converted happens by converting: the status buttons give way to Convert.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unselect idea', 'Convert to experiment', 'Archive idea', 'Refresh idea']);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(store.ideas[1].status).toBe('reviewed'));
    expect(await within(notifications).findByText('Idea unselected')).toBeInTheDocument();
    await user.click(await within(actions).findByRole('button', { name: 'Select idea' }));
    await waitFor(() => expect(store.ideas[1].status).toBe('selected'));

    await user.click(await within(actions).findByRole('button', { name: 'Archive idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this idea?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive idea' }));
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Unarchive idea', 'Refresh idea']),
    );
    expect(store.ideas[1].status).toBe('archived');
    expect(screen.getByText('Archived')).toBeInTheDocument();
    // Undo is the reverse move: back to where it was archived from.
    await user.click(
      within(screen.getAllByRole('status').find((t) => t.textContent?.includes('Idea archived'))!).getByRole('button', {
        name: 'Undo',
      }),
    );
    await waitFor(() => expect(store.ideas[1].status).toBe('selected'));
  });

  it('converts a selected idea, then offers only archiving and leads to its experiment and workflow', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderIdea();
    historyHas({ 'idea.converted': { experimentId: 'e-1', workflowId: 'w-1' } });
    store.ideas[1].status = 'selected';
    let asked: unknown;
    server.use(
      http.post(apiUrl('/v1/ideas/convert'), async ({ request }) => {
        asked = await request.json();
        store.ideas[1].status = 'converted';
        return HttpResponse.json({
          conversionResults: [{ ideaId: IDEA.id, success: true, experimentId: 'e-1', workflowId: 'w-1' }],
        });
      }),
    );
    const actions = await screen.findByRole('group', { name: 'Idea actions' });
    await user.click(await within(actions).findByRole('button', { name: 'Convert to experiment' }));
    await waitFor(() => expect(screen.getByText('Converted to experiment')).toBeInTheDocument());
    expect(asked).toEqual({ ideaIds: [IDEA.id] });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Archive idea', 'Refresh idea']);
    const became = await screen.findByRole('navigation', { name: 'What this idea became' });
    expect(within(became).getByRole('link', { name: 'Open its experiment' })).toHaveAttribute(
      'href',
      '/workspaces/experiments/e-1',
    );
    expect(within(became).getByRole('link', { name: 'Open its workflow' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/workflows/w-1/graph`,
    );
  });

  it('keeps a selected idea and says why when its conversion is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderIdea();
    store.ideas[1].status = 'selected';
    const reason = 'The experiment could not be built: model unreachable';
    server.use(
      http.post(apiUrl('/v1/ideas/convert'), () =>
        HttpResponse.json({ conversionResults: [{ ideaId: IDEA.id, success: false, error: reason }] }),
      ),
    );
    const actions = await screen.findByRole('group', { name: 'Idea actions' });
    await user.click(await within(actions).findByRole('button', { name: 'Convert to experiment' }));
    const inline = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The idea did not change'));
      if (!found) throw new Error('no inline alert yet');
      return found;
    });
    expect(inline).toHaveTextContent(reason);
    expect(within(actions).getByRole('button', { name: 'Convert to experiment' })).toBeEnabled();
  });

  it('refreshes the idea', async () => {
    const user = userEvent.setup({ delay: null });
    let refreshed = 0;
    renderIdea();
    server.use(
      http.post(apiUrl('/v1/ideas/:id/refresh'), () => {
        refreshed += 1;
        return HttpResponse.json({ ...IDEA, eloRating: 3000 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Refresh idea' }));
    await waitFor(() => expect(section('Rating and tournament')).toHaveTextContent('3000'));
    expect(refreshed).toBe(1);
  });

  it('says so when the idea does not exist', async () => {
    renderIdea('00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Idea not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to ideas' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas`,
    );
  });
});

describe('the idea’s place in its session', () => {
  it('says where it ranks and links the ideas either side', async () => {
    renderIdea(PARENT.id);
    const pager = await screen.findByRole('navigation', { name: 'Ideas of this session' });
    // IDEA (Elo 2250) ranks first, PARENT second: one before it, none after.
    expect(pager).toHaveTextContent('#2 of 2');
    expect(within(pager).getByRole('link', { name: '‹ Previous idea' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
    );
    expect(within(pager).queryByRole('link', { name: 'Next idea ›' })).not.toBeInTheDocument();
    expect(within(pager).getByText('Next idea ›')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the idea’s breadcrumbs', () => {
  it('read Workspace › Goal › Session › Idea, each a link but the idea itself', async () => {
    const goal = goalFixture(1, { title: 'Drought resilience' });
    const session = sessionFixture(1);
    server.use(...coscientistApi({ ideas: [PARENT, IDEA], goals: [goal], sessions: [session] }).handlers);
    renderRoutes(
      [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
      `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Drought resilience' })).toBeInTheDocument());
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('›', '').trim()),
    ).toEqual([WORKSPACE.name, 'Drought resilience', 'Session', 'Drought-primed root microbes']);
    expect(within(trail).getByRole('link', { name: 'Session' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/session/${session.id}`,
    );
    expect(within(trail).getByText('Drought-primed root microbes')).toHaveAttribute('aria-current', 'page');
  });
});

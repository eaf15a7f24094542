import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import Papa from 'papaparse';
import { localDateStamp } from '../../domain/activity-export';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { SessionIdeas } from './session-ideas';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1);

const IDEAS = [
  ideaFixture(1, {
    title: 'Drought microbes',
    eloRating: 1400,
    status: 'reviewed',
    noveltyScore: 0.9,
    createdAt: '2026-11-18T12:00:00Z',
  }),
  ideaFixture(2, {
    title: 'Fungal networks',
    summary: 'Mycorrhizal signalling under DROUGHT',
    eloRating: 1600,
    status: 'selected',
    correctnessScore: 0.1,
  }),
  ideaFixture(3, {
    title: 'Root exudates',
    eloRating: 1100,
    feasibilityScore: 0.95,
    parentIds: [ideaFixture(1).id],
    createdAt: '2026-11-22T12:00:00Z',
  }),
  ideaFixture(4, { title: 'Archived notion', eloRating: 900, status: 'archived' }),
];

function renderIdeas(ideas = IDEAS, ...overrides: RequestHandler[]) {
  const api = coscientistApi({ ideas, sessions: [SESSION] });
  server.use(...api.handlers);
  // A later use() goes first: the overrides win.
  if (overrides.length) server.use(...overrides);
  renderRoutes(
    [
      {
        path: '/ideas',
        element: <SessionIdeas sessionId={SESSION.id} workspaceId={WORKSPACE.id} title="Drought session" />,
      },
    ],
    '/ideas',
  );
  return api;
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Ideas' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const field = (name: string) => screen.getByRole('spinbutton', { name });
/** Selects what the field holds and pastes the value over it (a range field falls back to its bound when emptied). */
async function enter(user: UserEvent, element: HTMLElement, value: string) {
  await user.tripleClick(element);
  if (value) await user.paste(value);
  else await user.keyboard('{Backspace}');
}

describe('SessionIdeas', { timeout: 15_000 }, () => {
  it('lists ideas rank 1 first with stars, confidence, overall score, feasibility and lineage', async () => {
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    expect(titles()).toEqual(['Fungal networks', 'Drought microbes', 'Root exudates', 'Archived notion']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByRole('cell', { name: /#1$/ })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: /^Select / })).not.toBeChecked();
    expect(within(first).getByRole('img', { name: 'Rated 2.2 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Elo 1600');
    expect(first).toHaveTextContent('Selected');
    expect(first).toHaveTextContent('Very low');
    const evolved = screen.getByRole('row', { name: /Root exudates/ });
    expect(within(evolved).getByText('Evolved')).toHaveAttribute('title', 'Evolved from 1 idea');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/workspaces/${WORKSPACE.id}/ideas/${IDEAS[1].id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 ideas');
  });

  it('keeps search and sort in view and the other filters behind Show filters', async () => {
    const user = userEvent.setup({ delay: null });
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton', { name: 'Minimum Elo rating' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(field('Minimum Elo rating')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByRole('checkbox', { name: 'Reviewed' })).not.toBeInTheDocument();
  });

  it('sorts by a column header, and a second click turns the order round', async () => {
    const user = userEvent.setup({ delay: null });
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    const rank = screen.getByRole('columnheader', { name: 'Rank' });
    expect(rank).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Idea' })).getByRole('button'));
    await waitFor(() =>
      expect(titles()).toEqual(['Archived notion', 'Drought microbes', 'Fungal networks', 'Root exudates']),
    );
    expect(screen.getByRole('columnheader', { name: 'Idea' })).toHaveAttribute('aria-sort', 'ascending');
    expect(rank).not.toHaveAttribute('aria-sort');
    await user.click(within(screen.getByRole('columnheader', { name: 'Idea' })).getByRole('button'));
    await waitFor(() =>
      expect(titles()).toEqual(['Root exudates', 'Fungal networks', 'Drought microbes', 'Archived notion']),
    );
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('desc');
    await user.click(within(screen.getByRole('columnheader', { name: 'Rating' })).getByRole('button'));
    await waitFor(() => expect(titles()[0]).toBe('Fungal networks'));
    expect(screen.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('each filter narrows the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    const reset = () => user.click(screen.getByRole('button', { name: 'Reset filters' }));

    await enter(user, screen.getByRole('searchbox', { name: 'Search ideas' }), 'drought');
    await waitFor(() => expect(titles()).toEqual(['Fungal networks', 'Drought microbes']));
    await reset();
    await user.click(screen.getByRole('button', { name: 'Show filters' }));

    await user.click(screen.getByRole('checkbox', { name: 'Reviewed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() => expect(titles()).toEqual(['Drought microbes', 'Archived notion']));
    await reset();

    await enter(user, field('Minimum Elo rating'), '1200');
    await enter(user, field('Maximum Elo rating'), '1500');
    await waitFor(() => expect(titles()).toEqual(['Drought microbes']));
    await reset();

    await enter(user, field('Minimum novelty'), '4');
    await waitFor(() => expect(titles()).toEqual(['Drought microbes']));
    await reset();

    await enter(user, field('Maximum correctness'), '1');
    await waitFor(() => expect(titles()).toEqual(['Fungal networks']));
    await reset();

    await enter(user, field('Minimum feasibility'), '4.5');
    await waitFor(() => expect(titles()).toEqual(['Root exudates']));
    await reset();

    await enter(user, screen.getByLabelText('Created from'), localDateStamp(new Date('2026-11-22T12:00:00Z')));
    await waitFor(() => expect(titles()).toEqual(['Root exudates']));
    await enter(user, screen.getByLabelText('Created from'), '');
    await enter(user, screen.getByLabelText('Created to'), localDateStamp(new Date('2026-11-18T12:00:00Z')));
    await waitFor(() => expect(titles()).toEqual(['Drought microbes']));
    await reset();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title');
    await waitFor(() =>
      expect(titles()).toEqual(['Archived notion', 'Drought microbes', 'Fungal networks', 'Root exudates']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'desc');
    await waitFor(() => expect(titles()[0]).toBe('Root exudates'));
    await reset();
    await waitFor(() =>
      expect(titles()).toEqual(['Fungal networks', 'Drought microbes', 'Root exudates', 'Archived notion']),
    );
  });

  it('says so when no idea matches, and clears the filters on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    await enter(user, screen.getByRole('searchbox', { name: 'Search ideas' }), 'nothing like this');
    expect(await screen.findByText('No ideas match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('table', { name: 'Ideas' })).toBeInTheDocument();
  });

  it('labels the engine that wrote the ideas, each engine once', async () => {
    renderIdeas([...IDEAS, ideaFixture(5, { title: 'From a model', engine: 'model' })]);
    await screen.findByRole('table', { name: 'Ideas' });
    expect(await screen.findByText('Offline engine')).toBeInTheDocument();
    expect(screen.getByText('Model engine')).toBeInTheDocument();
  });

  it('leaves the engine to the page when it labels the session already', async () => {
    server.use(...coscientistApi({ ideas: IDEAS, sessions: [SESSION] }).handlers);
    renderRoutes(
      [
        {
          path: '/ideas',
          element: (
            <SessionIdeas
              sessionId={SESSION.id}
              workspaceId={WORKSPACE.id}
              title="Drought session"
              showEngine={false}
            />
          ),
        },
      ],
      '/ideas',
    );
    await screen.findByRole('table', { name: 'Ideas' });
    expect(screen.queryByText('Offline engine')).not.toBeInTheDocument();
  });

  it('is honest when the session has no ideas', async () => {
    renderIdeas([]);
    expect(await screen.findByText('No ideas yet')).toBeInTheDocument();
  });

  it('names the endpoint when the ideas cannot be loaded', async () => {
    renderIdeas(
      IDEAS,
      http.get(apiUrl('/v1/ideas/session/:sessionId'), () =>
        HttpResponse.json({ detail: { error: { message: 'Boom', type: 'server_error' } } }, { status: 500 }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to get ideas (GET /v1/ideas/session/{sessionId}): Boom',
    );
  });
});

describe('SessionIdeas exports', () => {
  function captureDownloads() {
    const blobs = new Map<string, Blob>();
    const saved: Array<{ fileName: string; blob: Blob }> = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
    });
    return saved;
  }

  it('export buttons save what the filters keep, as dated CSV, markdown and HTML files', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    renderIdeas();
    await screen.findByRole('table', { name: 'Ideas' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reviewed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selected' }));
    await waitFor(() => expect(titles()).toHaveLength(2));

    // The exporter loads with the first export.
    for (const [label, count] of [
      ['Export CSV', 1],
      ['Export Markdown', 2],
      ['Export HTML', 3],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(saved).toHaveLength(count));
    }
    const day = localDateStamp(new Date());
    expect(saved.map((s) => s.fileName)).toEqual([`ideas-${day}.csv`, `ideas-${day}.md`, `ideas-${day}.html`]);

    const csv = Papa.parse<Record<string, string>>(await saved[0].blob.text(), { header: true, skipEmptyLines: true });
    expect(csv.data.map((row) => [row.rank, row.title])).toEqual([
      ['1', 'Fungal networks'],
      ['2', 'Drought microbes'],
    ]);
    expect(await saved[1].blob.text()).toContain('# Drought session');
    const html = new DOMParser().parseFromString(await saved[2].blob.text(), 'text/html');
    expect(html.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(html.querySelector('script')).toBeNull();
  });

  it('counts the reviews from the list items, reading no idea again', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    const ideas = [{ ...IDEAS[0], reviewCount: 8 }];
    const reads: string[] = [];
    renderIdeas(
      ideas,
      http.get(apiUrl('/v1/ideas/:id'), ({ params }) => {
        reads.push(String(params.id));
        return HttpResponse.json(ideas[0]);
      }),
      http.get(apiUrl('/v1/ideas/session/:sessionId'), () =>
        HttpResponse.json({
          items: ideas,
          total: 1,
          page: 1,
          pageSize: 20,
          totalPages: 1,
          hasMore: false,
          hasPrevious: false,
        }),
      ),
    );
    await screen.findByRole('table', { name: 'Ideas' });
    await user.click(screen.getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const md = await saved[0].blob.text();
    expect(md).toContain('- Reviews: 8');
    expect(md).toContain('- Status: Reviewed');
    expect(reads).toEqual([]);
  });
});

describe('the filters in the URL', () => {
  const at = (entry: string) => {
    server.use(...coscientistApi({ ideas: IDEAS, sessions: [SESSION] }).handlers);
    return renderRoutes(
      [
        {
          path: '/ideas',
          element: <SessionIdeas sessionId={SESSION.id} workspaceId={WORKSPACE.id} title="Drought session" />,
        },
      ],
      entry,
    ).router;
  };

  it('restores the search, statuses and sort a link carries', async () => {
    at('/ideas?q=drought&status=reviewed,selected&sort=eloRating&order=desc');
    await waitFor(() => expect(titles()).toEqual(['Fungal networks', 'Drought microbes']));
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('drought');
    expect(screen.getByRole('checkbox', { name: 'Selected' })).toBeChecked();
  });

  it('writes what the user changes into the URL, keeping the page’s own parameters', async () => {
    const user = userEvent.setup();
    const router = at('/ideas?session=abc');
    await waitFor(() => expect(titles()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Search ideas' }), 'root');
    await waitFor(() => expect(router.state.location.search).toBe('?session=abc&q=root'));
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reviewed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?session=abc&q=root&status=reviewed'));
  });
});

describe('the active filters as chips', () => {
  it('shows each filter at work as a chip that removes itself, and removes them all at once', async () => {
    const user = userEvent.setup();
    server.use(...coscientistApi({ ideas: IDEAS, sessions: [SESSION] }).handlers);
    renderRoutes(
      [
        {
          path: '/ideas',
          element: <SessionIdeas sessionId={SESSION.id} workspaceId={WORKSPACE.id} title="Drought session" />,
        },
      ],
      '/ideas?q=drought&status=reviewed,selected&elo=1500-5000&sort=title&order=desc',
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      'Search: “drought”',
      'Status: Reviewed',
      'Status: Selected',
      'Elo 1500–5000',
      'Sorted by Title, descending',
    ]);
    await waitFor(() => expect(titles()).toEqual(['Fungal networks']));
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Elo 1500–5000' }));
    await waitFor(() => expect(titles()).toEqual(['Fungal networks', 'Drought microbes']));
    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(4));
  });
});

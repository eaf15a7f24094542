import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import {
  FAILED_SOURCES,
  literatureFixture,
  literatureSourceFixture,
  relatedWorkFixture,
} from '../../../tests/support/ui/literature-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../tests/support/ui/render';
import { relatedWorkKeys, type IdeaRelatedWork } from '../../api/queries/related-work';
import { sessionKeys } from '../../api/queries/sessions';
import type { Session } from '../../api/types';
import { IdeaPage } from './idea-page';

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  // The Datasets section (idea-datasets.test.tsx tests it).
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
);

const IDEA = ideaFixture(1, { title: 'Drought-primed root microbes', reviews: [] });
const HOW_TO =
  'Your administrator can connect OpenAlex, Crossref, Semantic Scholar, arXiv or Europe PMC to compare ideas with published work (see the "Configuration" section of the README).';

const CLOSE = relatedWorkFixture(1, {
  title: 'Root microbiomes under drought',
  authors: ['A. Alpha', 'B. Beta', 'C. Gamma', 'D. Delta'],
  year: 2021,
  venue: 'Nature Microbiology',
  doi: '10.1038/s41564-021-1',
  url: 'https://doi.org/10.1038/s41564-021-1',
  sources: ['openalex', 'crossref'],
  closeness: 0.78,
  relation: 'overlaps',
  whyClose: 'It inoculates seedlings with drought-adapted microbes.',
  beyond: null,
});
const FURTHER = relatedWorkFixture(2, {
  title: 'Soil memory of drought',
  authors: ['E. Epsilon'],
  year: null,
  venue: null,
  doi: null,
  url: 'https://openalex.org/W2',
  sources: ['arxiv'],
  closeness: 0.41,
  relation: 'extends',
  whyClose: 'It studies the same soils.',
  beyond: 'It primes seedlings before planting.',
});

function renderIdea(
  answer?: Omit<IdeaRelatedWork, 'references'> & { references?: number },
  session: Partial<Session> = { status: 'completed' },
) {
  const queryClient = createTestQueryClient();
  const api = coscientistApi({
    ideas: [IDEA],
    sessions: [sessionFixture(1, session)],
    relatedWork: answer ? { [IDEA.id]: { references: 0, ...answer } } : {},
  });
  server.use(...api.handlers);
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
    queryClient,
  );
  return { api, queryClient };
}

const relatedSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Related work' })).closest('div.rounded-ui') as HTMLElement;

describe('the Related work section of an idea', () => {
  it('lists each work closest first: its link, citation, verdict, closeness, why and sources', async () => {
    renderIdea({ items: [CLOSE, FURTHER], literature: literatureFixture('used') });
    const section = await relatedSection();
    const list = await within(section).findByRole('list', { name: 'Related work' });
    const [first, second] = within(list).getAllByRole('listitem');

    const link = within(first).getByRole('link', { name: 'Root microbiomes under drought' });
    expect(link).toHaveAttribute('href', 'https://doi.org/10.1038/s41564-021-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
    expect(first).toHaveTextContent(
      'A. Alpha, B. Beta, C. Gamma et al. · 2021 · Nature Microbiology · doi:10.1038/s41564-021-1',
    );
    expect(within(first).getByText('Overlaps')).toBeInTheDocument();
    expect(within(first).getByText('78% close')).toBeInTheDocument();
    expect(within(first).getByText('It inoculates seedlings with drought-adapted microbes.')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Goes beyond');
    expect(within(first).getByText('Found in OpenAlex, Crossref')).toBeInTheDocument();

    expect(within(second).getByRole('link', { name: 'Soil memory of drought' })).toHaveAttribute(
      'href',
      'https://openalex.org/W2',
    );
    // No year, venue or DOI: only what the source knew.
    expect(within(second).getByText('E. Epsilon')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('doi:');
    expect(within(second).getByText('Goes beyond')).toBeInTheDocument();
    expect(within(second).getByText('41% close')).toBeInTheDocument();
    expect(within(second).getByText('Goes beyond it: It primes seedlings before planting.')).toBeInTheDocument();
    expect(within(second).getByText('Found in arXiv')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Some literature searches failed');
  });

  it('sits after the reviews and your own, an h2 under the page’s h1 like its neighbours', async () => {
    renderIdea({ items: [CLOSE], literature: literatureFixture('used') });
    await relatedSection();
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings[0]).toBe('H1 Drought-primed root microbes');
    expect(headings.indexOf('H2 Your review')).toBe(headings.indexOf('H2 Reviews') + 1);
    expect(headings.indexOf('H2 Related work')).toBe(headings.indexOf('H2 Your review') + 1);
  });

  it('names the sources that failed beside the works that were found', async () => {
    const sources = [literatureSourceFixture(), FAILED_SOURCES[1]];
    renderIdea({ items: [CLOSE], literature: literatureFixture('used', { sources }) });
    const section = await relatedSection();
    expect(
      await within(section).findByText('Some literature searches failed: Crossref: timed out (1×).'),
    ).toBeVisible();
  });

  it.each([
    ['pending', 'The literature has not been searched yet.'],
    ['used', 'No published work close to this idea was found.'],
  ] as const)('with no works and the literature %s, says so', async (status, message) => {
    renderIdea({ items: [], literature: literatureFixture(status) });
    const section = await relatedSection();
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says novelty was judged within the session when no source is configured, and how to add one', async () => {
    renderIdea({ items: [], literature: literatureFixture('not_configured') });
    const section = await relatedSection();
    expect(
      await within(section).findByText(
        'Novelty was judged within this session only: no literature source is configured.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText(HOW_TO)).toBeInTheDocument();
  });

  it('says so when every source failed, naming each failure', async () => {
    renderIdea({ items: [], literature: literatureFixture('unavailable') });
    const section = await relatedSection();
    expect(
      await within(section).findByText('Novelty was judged within this session only: every literature source failed.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('OpenAlex: HTTP 503 (3×); Crossref: timed out (1×)')).toBeInTheDocument();
    expect(within(section).getByText(HOW_TO)).toBeInTheDocument();
  });

  it('says it is loading until the works arrive', async () => {
    let answer: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    renderIdea();
    server.use(
      http.get(apiUrl('/v1/ideas/:id/related-work'), async () => {
        await arrived;
        return HttpResponse.json({ items: [CLOSE], literature: literatureFixture('used') });
      }),
    );
    const section = await relatedSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading related work...');
    answer();
    expect(await within(section).findByRole('link', { name: 'Root microbiomes under drought' })).toBeInTheDocument();
  });

  it('says what failed, and tries again on request', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    renderIdea();
    server.use(
      http.get(apiUrl('/v1/ideas/:id/related-work'), () =>
        failing
          ? HttpResponse.json(
              { detail: { error: { message: 'Service unavailable', type: 'unavailable' } } },
              { status: 503 },
            )
          : HttpResponse.json({ items: [CLOSE], literature: literatureFixture('used') }),
      ),
    );
    const section = await relatedSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load related work (GET /v1/ideas/{id}/related-work): Service unavailable',
    );
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Root microbiomes under drought' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['running', 30_000],
    ['completed', 300_000],
  ] as const)('while its session is %s, keeps the works fresh for %i ms', async (status, staleTime) => {
    const { queryClient } = renderIdea({ items: [CLOSE], literature: literatureFixture('used') }, { status });
    await relatedSection();
    const query = () => queryClient.getQueryCache().find({ queryKey: relatedWorkKeys.idea(IDEA.id) });
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.detail(sessionFixture(1).id))).toBeDefined());
    await waitFor(() => expect(query()?.observers[0]?.options.staleTime).toBe(staleTime));
  });

  it('exports the related work as BibTeX, RIS or CSL-JSON, saved under the server’s file name', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: Array<[string | undefined, string | null]> = [];
    const EXTENSIONS: Record<string, string> = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json' };
    server.use(
      http.get(apiUrl('/v1/ideas/:id/related-work/export'), ({ request, params }) => {
        const format = new URL(request.url).searchParams.get('format');
        asked.push([params.id as string, format]);
        return new HttpResponse('@article{alpha2021root}', {
          headers: {
            'Content-Type': 'application/x-bibtex; charset=utf-8',
            'Content-Disposition': `attachment; filename="related-work-drought.${EXTENSIONS[format!]}"; filename*=UTF-8''related-work-drought%C3%A9.${EXTENSIONS[format!]}`,
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:citations', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderIdea({ items: [CLOSE, FURTHER], literature: literatureFixture('used') });
    const section = await relatedSection();
    const group = await within(section).findByRole('group', { name: 'Export citations' });
    for (const label of ['BibTeX', 'RIS', 'CSL-JSON']) {
      const button = within(group).getByRole('button', { name: `Export related work as ${label}` });
      expect(button).toHaveTextContent(label);
      await user.click(button);
      await waitFor(() => expect(button).toBeEnabled());
    }
    expect(asked).toEqual([
      [IDEA.id, 'bibtex'],
      [IDEA.id, 'ris'],
      [IDEA.id, 'csl-json'],
    ]);
    expect(saved).toEqual(['related-work-droughté.bib', 'related-work-droughté.ris', 'related-work-droughté.json']);
  });

  it('offers no export while there is no related work', async () => {
    renderIdea({ items: [], literature: literatureFixture('used') });
    await within(await relatedSection()).findByText('No published work close to this idea was found.');
    expect(screen.queryByRole('group', { name: 'Export citations' })).not.toBeInTheDocument();
  });

  it('exports the works the idea’s own text cites, and says why a download failed', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/v1/ideas/:id/references/export'), ({ request, params }) => {
        expect(params.id).toBe(IDEA.id);
        const format = new URL(request.url).searchParams.get('format');
        asked.push(format);
        if (format === 'ris') {
          return HttpResponse.json(
            { detail: { error: { message: 'Idea not found', type: 'not_found' } } },
            { status: 404 },
          );
        }
        return new HttpResponse('@article{alpha2021root}', {
          headers: {
            'Content-Type': 'application/x-bibtex; charset=utf-8',
            'Content-Disposition': 'attachment; filename="references-drought.bib"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:citations', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // An idea can cite the goal's prior work though its own review found no related work.
    renderIdea({ items: [], literature: literatureFixture('used'), references: 2 });
    const section = await relatedSection();
    expect(await within(section).findByText('References cited by this idea: 2 works')).toBeInTheDocument();
    const group = within(section).getByRole('group', { name: 'Export references' });
    await user.click(within(group).getByRole('button', { name: 'Export the idea’s references as BibTeX' }));
    await waitFor(() => expect(saved).toEqual(['references-drought.bib']));
    await user.click(within(group).getByRole('button', { name: 'Export the idea’s references as RIS' }));
    expect(await screen.findByText('The citations could not be exported')).toBeInTheDocument();
    expect(screen.getByText('Idea not found')).toBeInTheDocument();
    expect(asked).toEqual(['bibtex', 'ris']);
    expect(saved).toHaveLength(1);
  });

  it('offers no references export for an idea that cites no work', async () => {
    renderIdea({ items: [CLOSE], literature: literatureFixture('used'), references: 0 });
    await within(await relatedSection()).findByRole('group', { name: 'Export citations' });
    expect(screen.queryByText(/References cited by this idea/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Export references' })).not.toBeInTheDocument();
  });
});

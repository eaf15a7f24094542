import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import {
  datasetSummaryFixture,
  LOCAL_SOURCES,
  searchResultFixture,
  UPLOAD_ID,
} from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DatasetsPage } from './datasets-page';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));

/** Answers every search with `answer` and records what was asked. */
function searchApi(answer = searchResultFixture()) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/v1/datasets'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const renderPage = (entry = '/datasets') => renderRoutes([{ path: '/datasets', element: <DatasetsPage /> }], entry);

describe('DatasetsPage', () => {
  it('restores a shared search from the address and shows each result as a card', async () => {
    const asked = searchApi();
    renderPage('/datasets?q=protein&scope=catalogue&topic=proteomics&page=2');
    const card = (await screen.findByRole('link', { name: 'UniProt Knowledgebase' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'UniProt Knowledgebase' })).toHaveAttribute('href', '/datasets/uniprot');
    expect(within(card).getByText('Open')).toHaveAttribute('title', 'Anyone may download it');
    expect(within(card).getByText('UniProt Consortium')).toBeInTheDocument();
    expect(within(card).getByText('and 1 more')).toBeInTheDocument();
    expect(within(card).getByText('CC-BY-4.0')).toBeInTheDocument();
    expect(within(card).getByText('FASTA, TSV')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('protein');
    expect(screen.getByRole('tab', { name: 'Catalogue' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('proteomics');
    const sent = asked.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'protein',
      scope: 'catalogue',
      topic: 'proteomics',
      page: '2',
      pageSize: '20',
    });
  });

  it('keeps the search, the scope and the facets in the address, back to page 1 on each change', async () => {
    const user = userEvent.setup({ delay: null });
    const asked = searchApi();
    const { router } = renderPage('/datasets?page=3');
    await screen.findByRole('link', { name: 'UniProt Knowledgebase' });
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'sea surface');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sea+surface'));
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('sea surface'));
    // Typing asks once the typing pauses, not once a letter.
    expect(asked.filter((p) => p.get('q')?.startsWith('sea'))).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'My datasets' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sea+surface&scope=mine'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Access' }), 'Controlled (1)');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sea+surface&scope=mine&access=controlled'));
    await waitFor(() => expect(asked.at(-1)?.get('access')).toBe('controlled'));
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('sea surface');

    // Back (or any change of address from outside) puts its words back in the box, and they stay.
    await act(() => router.navigate('/datasets?q=protein'));
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('protein');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('protein'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?q=protein');
  });

  it('offers each facet value with its count', async () => {
    searchApi();
    renderPage();
    await screen.findByRole('link', { name: 'UniProt Knowledgebase' });
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    const options = within(topic)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Any topic', 'life-sciences (13)', 'proteomics (7)']);
    const access = within(screen.getByRole('combobox', { name: 'Access' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(access).toEqual(['Any access', 'Open (15)', 'Controlled (1)']);
  });

  it('shows what live sources found, and names a source that did not answer', async () => {
    searchApi(
      searchResultFixture([datasetSummaryFixture()], {
        external: [
          {
            source: 'datacite',
            sourceName: 'DataCite',
            externalId: '10.5281/x',
            name: 'Argo float temperature profiles',
            publisher: 'Argo',
            description: 'Ocean temperature and salinity from profiling floats.',
            topics: [],
            formats: ['NetCDF'],
            licence: 'CC-BY-4.0',
            landingUrl: 'https://doi.org/10.5281/x',
            updatedAt: null,
          },
        ],
        sources: [
          ...LOCAL_SOURCES,
          { id: 'datacite', name: 'DataCite', status: 'ok', count: 1 },
          { id: 'zenodo', name: 'Zenodo', status: 'unavailable', message: 'timed out', count: 0 },
        ],
      }),
    );
    renderPage('/datasets?q=ocean');
    const live = await screen.findByRole('region', { name: 'From live sources' });
    expect(within(live).getByRole('link', { name: /Argo float temperature profiles/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.5281/x',
    );
    expect(within(live).getByText(/DataCite · Argo · CC-BY-4.0/)).toBeInTheDocument();
    expect(
      screen.getByText('Zenodo was unavailable (timed out); results come from the Labforge catalogue'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Live sources .* are off/)).not.toBeInTheDocument();
  });

  it('says plainly who can switch live sources on when none is configured, without setting names', async () => {
    searchApi();
    renderPage();
    const notice = await screen.findByText(/Live sources \(CKAN portals, Zenodo, DataCite, Data Commons\) are off/);
    expect(notice).toHaveTextContent(
      'Your administrator can switch them on (see the "Configuration" section of the README).',
    );
    expect(notice.textContent).not.toMatch(/DATASET_/);
  });

  it('shows an upload with its profile status, and an empty search says so', async () => {
    searchApi(
      searchResultFixture([
        datasetSummaryFixture({
          id: UPLOAD_ID,
          kind: 'upload',
          name: 'buoys',
          publisher: null,
          profileStatus: 'pending',
        }),
      ]),
    );
    renderPage('/datasets?scope=mine');
    expect(await screen.findByText('Profiling…')).toBeInTheDocument();
    expect(screen.getByText('Your upload')).toBeInTheDocument();

    searchApi(searchResultFixture([]));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'nothing like it');
    expect(await screen.findByText('No datasets match this search')).toBeInTheDocument();
  });

  it('shows a failed search with a way to try again', async () => {
    server.use(
      http.get(apiUrl('/v1/datasets'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'q: must be at most 200 characters', type: 'validation_error' } } },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('q: must be at most 200 characters');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

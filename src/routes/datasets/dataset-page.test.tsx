import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Dataset } from '../../api/queries/datasets';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import {
  catalogueDatasetFixture,
  TEMPERATURE,
  UPLOAD_ID,
  uploadFixture,
} from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DatasetPage } from './dataset-page';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
afterEach(() => vi.useRealTimers());

/** Answers the dataset's reads in turn; the last answer repeats. */
function datasetApi(...answers: Dataset[]) {
  let reads = 0;
  server.use(
    http.get(apiUrl('/v1/datasets/:id'), () => HttpResponse.json(answers[Math.min(reads++, answers.length - 1)])),
  );
  return () => reads;
}

const renderDataset = (id: string) =>
  renderRoutes(
    [
      { path: '/datasets/:datasetId', element: <DatasetPage /> },
      { path: '/datasets', element: <p>The dataset list</p> },
    ],
    `/datasets/${id}`,
  );

describe('DatasetPage', () => {
  it('shows a catalogue dataset: what it holds, its terms, its landing page and its citation', async () => {
    const user = userEvent.setup({ delay: null });
    const dataset = catalogueDatasetFixture();
    datasetApi(dataset);
    renderDataset('uniprot');
    expect(await screen.findByRole('heading', { level: 2, name: dataset.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: dataset.name })).toBeInTheDocument();
    expect(screen.getByText('Catalogue')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Variables' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /https:\/\/www.uniprot.org/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(await navigator.clipboard.readText()).toBe(dataset.citation);
    expect(await screen.findByText('Citation copied')).toBeInTheDocument();
  });

  it('reads an upload every 2 s while it is profiled, then shows its shape, columns, histograms and sample', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = datasetApi(uploadFixture('pending'), uploadFixture('ready'));
    renderDataset(UPLOAD_ID);
    expect(await screen.findByText(/Profiling the file/)).toBeInTheDocument();
    expect(screen.getByText('buoys.csv')).toBeInTheDocument();
    expect(screen.getByText('83.1 kB')).toBeInTheDocument();
    expect(screen.getByText('2ee9b845a70b…')).toHaveAttribute('title', uploadFixture('ready').file!.sha256);

    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('3,000 rows × 2 columns')).toBeInTheDocument();
    expect(reads()).toBe(2);
    const columns = screen.getByRole('table', { name: 'Columns' });
    const temperature = within(columns).getByRole('row', { name: /temperature_c/ });
    expect(
      within(temperature)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['number', '2', '≈ 1,344', '-4.78', '30.29', '15.05', '–']);
    expect(within(columns).getByRole('row', { name: /station/ })).toHaveTextContent('S0 (429), S1 (429)');
    const histogram = screen.getByRole('img', { name: `Histogram of ${TEMPERATURE.name}` });
    expect(within(histogram).getAllByTestId('histogram-bar')).toHaveLength(3);
    expect(screen.queryByRole('img', { name: 'Histogram of station' })).not.toBeInTheDocument();
    // The first 20 of 25 rows, under a header row.
    expect(within(screen.getByRole('table', { name: 'Sample rows' })).getAllByRole('row')).toHaveLength(21);
    // Ready: no more reading.
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(reads()).toBe(2);
  });

  it('says why a profile failed', async () => {
    datasetApi(uploadFixture('failed'));
    renderDataset(UPLOAD_ID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be profiled');
    expect(alert).toHaveTextContent('Row 12 has 5 fields; the header has 4');
  });

  it('downloads the file with the app auth and deletes the dataset after asking', async () => {
    const user = userEvent.setup({ delay: null });
    datasetApi(uploadFixture('ready'));
    let deleted = false;
    server.use(
      http.get(
        apiUrl('/v1/files/:id'),
        () => new HttpResponse('station\nS1\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
      http.delete(apiUrl('/v1/datasets/:id'), () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = renderDataset(UPLOAD_ID);
    await user.click(await screen.findByRole('button', { name: 'Download buoys.csv' }));
    await waitFor(() => expect(saved).toEqual(['buoys.csv']));

    await user.click(screen.getByRole('button', { name: 'Delete dataset' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete buoys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete dataset' }));
    expect(await screen.findByText('The dataset list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/datasets');
    expect(deleted).toBe(true);
    expect(screen.getByText('Dataset deleted')).toBeInTheDocument();
  });

  it('says a dataset that does not exist is not found', async () => {
    server.use(
      http.get(apiUrl('/v1/datasets/:id'), () =>
        HttpResponse.json({ detail: { error: { message: 'Dataset not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    renderDataset('no-such-dataset');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dataset not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to datasets' })).toHaveAttribute('href', '/datasets');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { searchResultFixture, UPLOAD_ID } from '../../../tests/support/ui/dataset-fixtures';
import { errorBody, FakeXhr } from '../../../tests/support/ui/fake-xhr';
import { configFixture, USER } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DatasetsPage } from './datasets-page';

let searches = 0;
const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  // A stored token makes the auth provider ask who is signed in.
  http.get(apiUrl('/v1/auth/me'), () => HttpResponse.json(USER)),
);
FakeXhr.install();
beforeEach(() => {
  searches = 0;
  server.use(
    http.get(apiUrl('/v1/datasets'), () => {
      searches += 1;
      return HttpResponse.json(searchResultFixture());
    }),
  );
});

const csv = (name = 'buoys.csv') => new File(['station,temperature_c\nS1,14.2\n'], name, { type: 'text/csv' });

/** user-event cannot drag files from outside the page; a drag event carrying them stands in. */
function drag(target: HTMLElement, type: 'dragenter' | 'drop', dataTransfer: object) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  act(() => void target.dispatchEvent(event));
}

async function renderAndUpload(file = csv()) {
  const user = userEvent.setup({ delay: null });
  localStorage.setItem('auth-token', 'token');
  renderRoutes([{ path: '/datasets', element: <DatasetsPage /> }], '/datasets');
  await screen.findByRole('link', { name: 'UniProt Knowledgebase' });
  await user.upload(screen.getByLabelText('Upload dataset'), file);
  return { user, xhr: FakeXhr.last() };
}

describe('uploading on the datasets page', () => {
  it('shows the progress as a percent, then links to the new dataset and refreshes the search', async () => {
    const { xhr } = await renderAndUpload();
    expect(xhr.headers.Authorization).toBe('Bearer token');
    expect(xhr.file().name).toBe('buoys.csv');
    const bar = screen.getByRole('progressbar', { name: 'Uploading buoys.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(42, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    const before = searches;
    act(() =>
      xhr.respond(201, { id: UPLOAD_ID, name: 'buoys.csv', type: 'text/csv', url: '', size: 30, datasetId: UPLOAD_ID }),
    );
    expect(await screen.findByRole('link', { name: 'Open the dataset buoys.csv' })).toHaveAttribute(
      'href',
      `/datasets/${UPLOAD_ID}`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(searches).toBeGreaterThan(before));
  });

  it('cancels an upload with its own button', async () => {
    const { user, xhr } = await renderAndUpload();
    await user.click(screen.getByRole('button', { name: 'Cancel upload of buoys.csv' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss buoys.csv' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it.each([
    [413, 'File is larger than the 200 MB limit', 'payload_too_large'],
    [415, 'Unsupported file type: only CSV, TSV, JSON lines and Parquet can be uploaded', 'unsupported_media_type'],
  ])('shows a %i in the server words and loses nothing else on the page', async (status, message, code) => {
    const { xhr } = await renderAndUpload();
    act(() => xhr.respond(status, errorBody(message, code)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('buoys.csv was not uploaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'UniProt Knowledgebase' })).toBeInTheDocument();
  });

  it('takes files dropped on the page', async () => {
    localStorage.setItem('auth-token', 'token');
    const { container } = renderRoutes([{ path: '/datasets', element: <DatasetsPage /> }], '/datasets');
    await screen.findByRole('link', { name: 'UniProt Knowledgebase' });
    const page = container.querySelector('.flex.flex-col.gap-6') as HTMLElement;
    const dataTransfer = { types: ['Files'], files: [csv('tides.tsv')], dropEffect: 'none' };
    drag(page, 'dragenter', dataTransfer);
    expect(screen.getByText('Drop the files to upload them.')).toBeInTheDocument();
    drag(page, 'drop', dataTransfer);
    expect(screen.getByRole('progressbar', { name: 'Uploading tides.tsv' })).toBeInTheDocument();
    expect(FakeXhr.last().file().name).toBe('tides.tsv');
  });
});

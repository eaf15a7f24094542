import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { noComments } from '../../../../tests/support/ui/comments-api';
import { renderRoutes } from '../../../../tests/support/ui/render';
import type { RunArtifact } from '../../../api/queries/runs';
import { EXPERIMENT_ID, historyHandler, http, refusal, runDetailFixture, runId } from '../runs/runs.test-support';
import { RunPage } from './run-page';

// A run's artifacts on its page: each with its path, size and when it was logged, downloaded with
// the app's auth under its file name; a download that fails says so in the server's words.

const server = setupApiServer(historyHandler(), ...noComments());

const FILE_ID = '0a000000-0000-4000-8000-000000000001';
const ARTIFACTS: RunArtifact[] = [
  {
    fileId: FILE_ID,
    name: 'eval/predictions.csv',
    size: 12_345,
    mediaType: 'text/csv',
    sha256: 'a'.repeat(64),
    url: `/v1/files/${FILE_ID}`,
    createdAt: '2026-11-20T10:05:00.000Z',
  },
  {
    fileId: '0a000000-0000-4000-8000-000000000002',
    name: 'summary.jsonl',
    size: 950,
    mediaType: 'application/x-ndjson',
    sha256: 'b'.repeat(64),
    url: '/v1/files/0a000000-0000-4000-8000-000000000002',
    createdAt: '2026-11-20T10:06:00.000Z',
  },
];

function renderRun() {
  server.use(
    http.get('/v1/runs/{runId}', ({ response }) => response(200).json(runDetailFixture(1, { artifacts: ARTIFACTS }))),
  );
  return renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId/runs/:runId', element: <RunPage /> }],
    `/workspaces/experiments/${EXPERIMENT_ID}/runs/${runId(1)}`,
  );
}

/** Records the file names the page saves instead of letting the browser save them. */
function captureSaves() {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('run artifacts', { timeout: 15_000 }, () => {
  it('lists each artifact with its path, size and time, and downloads it under its file name', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    server.use(
      http.get('/v1/files/{fileId}', ({ params, response }) => {
        asked.push(params.fileId);
        return response.untyped(
          new HttpResponse('id,prediction\n1,0.4\n', { headers: { 'Content-Type': 'text/csv' } }),
        );
      }),
    );
    const saved = captureSaves();
    renderRun();
    const table = within(await screen.findByRole('table', { name: 'Artifacts' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'eval/predictions.csv',
      'summary.jsonl',
    ]);
    expect(within(rows[0]).getByText('12.3 kB')).toBeInTheDocument();
    expect(within(rows[1]).getByText('950 B')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T10:05:00.000Z');
    expect(screen.queryByText('No artifacts yet')).not.toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Download eval/predictions.csv' }));
    await waitFor(() => expect(saved).toEqual(['predictions.csv']));
    expect(asked).toEqual([FILE_ID]);
  });

  it('says a download failed, in the server words', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get('/v1/files/{fileId}', ({ response }) =>
        response.untyped(HttpResponse.json(refusal('File not found', 'not_found'), { status: 404 })),
      ),
    );
    const saved = captureSaves();
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Download summary.jsonl' }));
    expect(await screen.findByText('summary.jsonl could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('File not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

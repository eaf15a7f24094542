import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../../tests/support/ui/render';
import {
  EXPERIMENT,
  EXPERIMENT_ID,
  historyHandler,
  http,
  refusal,
  runDetailFixture,
  runId,
} from '../runs/runs.test-support';
import { ComparePage } from './compare-page';

const server = setupApiServer(
  historyHandler(),
  http.get('/v1/experiments/{experimentId}', ({ response }) => response(200).json(EXPERIMENT)),
  http.get('/v1/runs/{runId}', ({ params, response }) => {
    const n = Number(params.runId.slice(-2));
    return n <= 6 ? response(200).json(runDetailFixture(n)) : response(404).json(refusal('Run not found', 'not_found'));
  }),
);

function renderCompare(ids: string[]) {
  return renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId/compare', element: <ComparePage /> }],
    `/workspaces/experiments/${EXPERIMENT_ID}/compare?runs=${ids.join(',')}`,
  );
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('compare page', { timeout: 15_000 }, () => {
  it('puts the runs side by side: params that differ marked, the best of each judged metric, their charts', async () => {
    const user = userEvent.setup({ delay: null });
    renderCompare([1, 2, 3].map(runId));
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare runs' })).toBeInTheDocument();
    const params = await screen.findByRole('table', { name: 'Params of the runs compared' });
    expect(within(params).getByRole('link', { name: 'run-2' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}/runs/${runId(2)}`,
    );
    expect(rowsOf('Params of the runs compared')).toEqual([
      ['Param', 'run-1', 'run-2', 'run-3'],
      ['batch', '64', '64', '64'],
      ['lrDiffers', '0.001', '0.002', '0.003'],
      ['optimizer', 'adam', 'adam', 'adam'],
      ['seedDiffers', '1', '2', '3'],
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Only params that differ (2 of 4)' }));
    expect(rowsOf('Params of the runs compared').map((row) => row[0])).toEqual(['Param', 'lrDiffers', 'seedDiffers']);
    // loss is the primary metric, lower is better: run-3 has the lowest. acc has no direction here.
    expect(rowsOf('Latest metrics of the runs compared')).toEqual([
      ['Metric', 'run-1', 'run-2', 'run-3'],
      ['lossLower is better', '1', '0.5', '0.3333Best'],
      ['acc', '0.51', '0.52', '0.53'],
      ['auc', '0.7', '0.7', '0.7'],
      ['f1', '0.4', '0.4', '0.4'],
    ]);
    const loss = await screen.findByRole('table', { name: 'Data for loss' });
    expect(
      new Set(
        within(loss)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(new Set(['run-1', 'run-2', 'run-3']));
    expect(screen.getByRole('link', { name: EXPERIMENT.name })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}`,
    );
  });

  it('marks every run that ties for the best', async () => {
    server.use(
      http.get('/v1/runs/{runId}', ({ params, response }) =>
        response(200).json(
          runDetailFixture(Number(params.runId.slice(-2)), {
            latestMetrics: {
              loss: { value: 0.2, step: 1, timestamp: '2026-11-20T10:01:00.000Z' },
            },
          }),
        ),
      ),
    );
    renderCompare([1, 2].map(runId));
    await screen.findByRole('table', { name: 'Latest metrics of the runs compared' });
    expect(rowsOf('Latest metrics of the runs compared')[1]).toEqual(['lossLower is better', '0.2Best', '0.2Best']);
  });

  it.each([
    [[runId(1)], 'Tick 2 to 5 runs to compare them'],
    [[1, 2, 3, 4, 5, 6].map(runId), 'At most 5 runs can be compared: untick 1 run'],
    [[runId(1), 'r2'], 'The link does not name runs to compare.'],
  ])('refuses %j: %s', async (ids, reason) => {
    renderCompare(ids);
    expect(await screen.findByRole('heading', { name: 'Nothing to compare' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the experiment' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}`,
    );
  });

  it("shows the server's words when a run cannot be read", async () => {
    renderCompare([runId(1), runId(42)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Run not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

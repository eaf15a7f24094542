import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { Providers } from '../../../../tests/support/ui/render';
import { MetricCharts } from './metric-charts';
import { historyHandler, historyOf, http, refusal, runFixture, runId } from './runs.test-support';

const server = setupApiServer();

const metric = (value: number) => ({ value, step: 3, timestamp: '2026-11-20T10:03:00.000Z' });
// run-1 and run-2 logged loss and acc; run-3 only loss.
const RUNS = [
  runFixture(1, { latestMetrics: { loss: metric(3), acc: metric(3) } }),
  runFixture(2, { latestMetrics: { loss: metric(6), acc: metric(6) } }),
  runFixture(3, { latestMetrics: { loss: metric(9) } }),
];

const rowsOf = (label: string) =>
  within(screen.getByRole('table', { name: `Data for ${label}` }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

function renderCharts(runs = RUNS, primary?: string) {
  return render(
    <Providers>
      <MetricCharts runs={runs} primary={primary} caption="The first 3 runs in the table's order." />
    </Providers>,
  );
}

describe('metric charts', { timeout: 15_000 }, () => {
  it("draws one chart per metric, primary first, each with the server's history of every run that logged it", async () => {
    const asked: string[] = [];
    server.use(historyHandler(asked));
    renderCharts(RUNS, 'loss');
    await screen.findByRole('table', { name: 'Data for acc' });
    await screen.findByRole('table', { name: 'Data for loss' });
    expect(screen.getAllByRole('figure').map((f) => f.getAttribute('aria-label'))).toEqual(['loss', 'acc']);
    expect(rowsOf('acc')).toEqual([
      ['Series', 'Step', 'acc'],
      ['run-1', '1', '1'],
      ['run-1', '2', '2'],
      ['run-1', '3', '3'],
      ['run-2', '1', '2'],
      ['run-2', '2', '4'],
      ['run-2', '3', '6'],
    ]);
    expect(rowsOf('loss').map((row) => row[0])).toEqual([
      'Series',
      ...Array(3).fill('run-1'),
      ...Array(3).fill('run-2'),
      ...Array(3).fill('run-3'),
    ]);
    // About one point per pixel of the chart's width (640 until measured), asked once per run and key.
    expect(asked.sort()).toEqual(
      [
        `${runId(1)} acc 700`,
        `${runId(1)} loss 700`,
        `${runId(2)} acc 700`,
        `${runId(2)} loss 700`,
        `${runId(3)} loss 700`,
      ].sort(),
    );
  });

  it('asks for each history once, at the width the chart is drawn at', async () => {
    // A laid-out page: every box is 1,000 px wide (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000 }));
    const asked: string[] = [];
    server.use(historyHandler(asked));
    renderCharts(RUNS.slice(0, 1), 'loss');
    await screen.findByRole('table', { name: 'Data for loss' });
    await screen.findByRole('table', { name: 'Data for acc' });
    expect(asked.sort()).toEqual([`${runId(1)} acc 1000`, `${runId(1)} loss 1000`]);
  });

  it('puts time on x, smooths, and leaves out what a log scale cannot show, as asked', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get('/v1/runs/{runId}/metrics/{key}', ({ response }) =>
        response(200).json({
          key: 'loss',
          total: 2,
          downsampled: false,
          points: [
            { step: 1, value: 0, timestamp: '2026-11-20T10:01:00.000Z' },
            { step: 2, value: 0.5, timestamp: '2026-11-20T10:02:00.000Z' },
          ],
        }),
      ),
    );
    renderCharts([RUNS[2]]);
    await screen.findByRole('table', { name: 'Data for loss' });
    expect(rowsOf('loss')[0]).toEqual(['Series', 'Step', 'loss']);
    await user.click(screen.getByRole('radio', { name: 'Time' }));
    expect(rowsOf('loss')[0]).toEqual(['Series', 'Time', 'loss']);
    expect(rowsOf('loss')[1][1]).toMatch(/2026/);
    await user.tripleClick(screen.getByRole('spinbutton', { name: 'Smoothing weight' }));
    await user.keyboard('0.6');
    expect(rowsOf('loss')[0]).toEqual(['Series', 'Time', 'loss', 'Smoothed']);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0.6');
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    expect(screen.getByRole('figure', { name: 'loss' })).toHaveTextContent(
      '1 point at or below zero cannot be shown on a log scale.',
    );
  });

  it('says when the server downsampled a history', async () => {
    server.use(
      http.get('/v1/runs/{runId}/metrics/{key}', ({ response }) =>
        response(200).json({
          key: 'loss',
          total: 50_000,
          downsampled: true,
          points: [{ step: 1, value: 1, timestamp: '2026-11-20T10:01:00.000Z' }],
        }),
      ),
    );
    renderCharts([RUNS[2]]);
    expect(await screen.findByText(/downsampled by the server/)).toBeInTheDocument();
  });

  it("shows the server's words when a history cannot be read, and asks again on Try again", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.get('/v1/runs/{runId}/metrics/{key}', ({ params, response }) => {
        calls += 1;
        if (calls === 1) return response(404).json(refusal('Run not found', 'not_found'));
        return response(200).json(historyOf(params.runId, params.key));
      }),
    );
    renderCharts([RUNS[2]]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Run not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Data for loss' })).toBeInTheDocument();
  });

  it('says when the runs logged no metric', () => {
    renderCharts([runFixture(4, { latestMetrics: {} })]);
    expect(screen.getByText('No metrics logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

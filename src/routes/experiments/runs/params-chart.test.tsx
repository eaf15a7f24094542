import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParamsChart } from './params-chart';
import { runFixture } from './runs.test-support';

const LOSS = { name: 'loss', direction: 'minimize' } as const;
// lr 0.001, 0.002, 0.003; batch 64; optimizer adam (text); seed 1..3; loss 1/n. run-3 is still running.
const RUNS = [runFixture(1), runFixture(2), runFixture(3, { status: 'running', endedAt: null })];

const rowsOf = (label: string) =>
  within(screen.getByRole('table', { name: `Data for ${label}` }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('params against the primary metric', () => {
  it('plots the picked numeric param against the primary metric, one point per run by status', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ParamsChart runs={RUNS} primary={LOSS} />);
    const picker = screen.getByRole('combobox', { name: 'Param' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['batch', 'lr', 'seed']);
    expect(screen.getByRole('figure', { name: 'loss against batch' })).toBeInTheDocument();
    await user.selectOptions(picker, 'lr');
    expect(rowsOf('loss against lr')).toEqual([
      ['Point', 'lr', 'loss', 'Status'],
      ['run-1', '0.001', '1', 'Finished'],
      ['run-2', '0.002', '0.5', 'Finished'],
      ['run-3', '0.003', '0.3333', 'Running'],
    ]);
  });

  it('draws every numeric param and the metric as parallel axes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ParamsChart runs={RUNS} primary={LOSS} />);
    await user.click(screen.getByRole('radio', { name: 'Parallel coordinates' }));
    expect(screen.queryByRole('combobox', { name: 'Param' })).not.toBeInTheDocument();
    const rows = rowsOf('Params and loss');
    expect(rows[0]).toEqual(['Run', 'batch', 'lr', 'seed', 'loss']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['run-1', 'run-2', 'run-3']);
    expect(rows[2]).toContain('0.002');
  });

  it('counts the runs that did not log the metric or the param', () => {
    render(
      <ParamsChart
        runs={[...RUNS, runFixture(4, { latestMetrics: {} }), runFixture(5, { params: { lr: 'auto' } })]}
        primary={LOSS}
      />,
    );
    expect(screen.getByRole('figure', { name: 'loss against batch' })).toHaveTextContent(
      '2 points could not be plotted (missing or infinite values).',
    );
  });

  it('asks for a primary metric first, and for a numeric param', () => {
    const { rerender } = render(<ParamsChart runs={RUNS} primary={null} />);
    expect(screen.getByText('Set a primary metric to see how the params move it.')).toBeInTheDocument();
    rerender(<ParamsChart runs={[runFixture(1, { params: { optimizer: 'adam' } })]} primary={LOSS} />);
    expect(screen.getByText('No param with a number value has been logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

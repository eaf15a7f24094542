import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParallelCoordinates } from './parallel-coordinates';

const DIMENSIONS = [
  { key: 'lr', label: 'Learning rate', scale: 'log' as const },
  { key: 'batch', label: 'Batch size' },
  { key: 'acc', label: 'Accuracy' },
];
const RUNS = [
  { name: 'run-1', values: { lr: 0.001, batch: 32, acc: 0.91 }, group: 'adam' },
  { name: 'run-2', values: { lr: 0.01, batch: 64, acc: 0.84 }, group: 'sgd' },
  { name: 'run-3', values: { lr: 0.0001, batch: 128, acc: 0.88 }, group: 'adam' },
];
const props = { label: 'Parameters against accuracy', dimensions: DIMENSIONS, groupLabel: 'Optimiser' };

describe('ParallelCoordinates', () => {
  it('draws a line per run across one axis per value, coloured by group, with the axes named', () => {
    render(<ParallelCoordinates {...props} rows={RUNS} />);
    const picture = screen.getByRole('img', { name: 'Parameters against accuracy' });
    const lines = within(picture).getAllByTestId('parallel-line');
    expect(lines.map((l) => l.getAttribute('stroke'))).toEqual(['var(--chart-1)', 'var(--chart-2)', 'var(--chart-1)']);
    expect(lines[0].getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
    expect(picture).toHaveTextContent('Learning rate');
    expect(picture).toHaveTextContent('Accuracy');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('adamsgd');
  });

  it('lists the runs as a table and shows a run’s values when its line has focus', async () => {
    const user = userEvent.setup();
    render(<ParallelCoordinates {...props} rows={RUNS} />);
    const rows = within(screen.getByRole('table', { name: 'Data for Parameters against accuracy' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'RunLearning rateBatch sizeAccuracyOptimiser',
      'run-10.001320.91adam',
      'run-20.01640.84sgd',
      'run-30.00011280.88adam',
    ]);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(
      screen.getByRole('img', { name: 'run-2, Learning rate 0.01, Batch size 64, Accuracy 0.84, sgd' }),
    ).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('run-2Learning rate 0.01Batch size 64Accuracy 0.84sgd');
  });

  it('leaves out runs missing a value or at or below zero on a log axis, and says so', () => {
    const rows = [
      ...RUNS,
      { name: 'run-4', values: { lr: 0.001, batch: Number.NaN, acc: 0.8 } },
      { name: 'run-5', values: { lr: 0, batch: 16, acc: 0.7 } },
    ];
    render(<ParallelCoordinates {...props} rows={rows} />);
    const figure = screen.getByRole('figure', { name: 'Parameters against accuracy' });
    expect(figure).toHaveTextContent('1 line could not be plotted (missing or infinite values).');
    expect(figure).toHaveTextContent('1 line at or below zero cannot be shown on a log scale.');
    expect(
      within(screen.getByRole('img', { name: 'Parameters against accuracy' })).getAllByTestId('parallel-line'),
    ).toHaveLength(3);
  });

  it('says there is no data to plot without runs', () => {
    render(<ParallelCoordinates {...props} rows={[]} />);
    expect(screen.getByRole('figure', { name: 'Parameters against accuracy' })).toHaveTextContent('No data to plot');
  });
});

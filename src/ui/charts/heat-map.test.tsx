import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeatMap } from './heat-map';

const NAMES = ['lr', 'dropout', 'val loss'];
const CORRELATION = [
  [1, -0.5, 0.25],
  [-0.5, 1, Number.NaN],
  [0.25, Number.NaN, 1],
];
const props = {
  label: 'Correlations',
  rows: NAMES,
  columns: NAMES,
  values: CORRELATION,
  valueLabel: 'Correlation',
  rowLabel: 'Parameter',
};

describe('HeatMap', () => {
  it('colours cells by sign and strength, leaves missing ones empty and says how many', () => {
    render(<HeatMap {...props} />);
    const cells = Array.from(screen.getByRole('img', { name: 'Correlations' }).querySelectorAll('.visx-heatmap-rect'));
    expect(cells).toHaveLength(9);
    // Column by column from the top: lr × lr, dropout × lr, val loss × lr, lr × dropout…
    expect(cells.slice(0, 3).map((c) => c.getAttribute('fill'))).toEqual([
      'var(--chart-2)',
      'var(--chart-1)',
      'var(--chart-2)',
    ]);
    expect(Number(cells[0].getAttribute('fill-opacity'))).toBeGreaterThan(
      Number(cells[2].getAttribute('fill-opacity')),
    );
    expect(cells[5]).toHaveAttribute('fill', 'var(--surface-muted)');
    expect(screen.getByRole('figure', { name: 'Correlations' })).toHaveTextContent(
      '2 cells could not be plotted (missing or infinite values).',
    );
    expect(screen.getByRole('figure', { name: 'Correlations' })).toHaveTextContent('Correlation-11');
  });

  it('gives the matrix as a table and moves through cells like one', async () => {
    const user = userEvent.setup();
    render(<HeatMap {...props} />);
    const rows = within(screen.getByRole('table', { name: 'Data for Correlations' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Parameterlrdropoutval loss',
      'lr1-0.50.25',
      'dropout-0.51No value',
      'val loss0.25No value1',
    ]);
    await user.tab();
    expect(screen.getByRole('img', { name: 'lr × lr, Correlation 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'dropout × val loss, No value' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('dropout × val lossNo value');
  });

  it('writes values in cells when asked', () => {
    render(<HeatMap {...props} showValues />);
    expect(screen.getByRole('img', { name: 'Correlations' })).toHaveTextContent('1-0.50.25');
  });

  it('says there is no data to plot for an empty matrix', () => {
    render(<HeatMap {...props} rows={[]} values={[]} />);
    expect(screen.getByRole('figure', { name: 'Correlations' })).toHaveTextContent('No data to plot');
  });
});

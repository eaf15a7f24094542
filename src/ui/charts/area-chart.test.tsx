import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaChart } from './area-chart';

const ACCURACY = [
  { name: 'validation', points: [0.62, 0.71, Number.NaN, 0.8].map((y, epoch) => ({ x: epoch + 1, y })) },
];

describe('AreaChart', () => {
  it('fills the area from zero under each series, named as a figure and a picture', () => {
    render(<AreaChart label="Validation accuracy" series={ACCURACY} xLabel="Epoch" yLabel="Accuracy" />);
    expect(screen.getByRole('figure', { name: 'Validation accuracy' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Validation accuracy' });
    expect(picture.querySelector('.visx-area-closed')).toHaveAttribute('fill', 'var(--chart-1)');
    const ticks = Array.from(picture.querySelectorAll('.visx-axis-left .visx-axis-tick'), (t) => t.textContent);
    expect(ticks[0]).toBe('0');
    // One series needs no legend: the figure's name says what it is.
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });

  it('lists the points for screen readers, says what was skipped, and shows a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(<AreaChart label="Validation accuracy" series={ACCURACY} xLabel="Epoch" yLabel="Accuracy" />);
    const rows = within(screen.getByRole('table', { name: 'Data for Validation accuracy' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SeriesEpochAccuracy',
      'validation10.62',
      'validation20.71',
      'validation40.8',
    ]);
    expect(screen.getByRole('figure', { name: 'Validation accuracy' })).toHaveTextContent(
      '1 point could not be plotted (missing or infinite values).',
    );
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'validation, Epoch 4, Accuracy 0.8' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('validationEpoch 4Accuracy 0.8');
  });

  it('says there is no data to plot', () => {
    render(
      <AreaChart label="Validation accuracy" series={[{ name: 'v', points: [] }]} xLabel="Epoch" yLabel="Accuracy" />,
    );
    expect(screen.getByRole('figure', { name: 'Validation accuracy' })).toHaveTextContent('No data to plot');
  });
});

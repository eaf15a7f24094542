import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScatterChart } from './scatter-chart';

const IDEAS = [
  { x: 0.8, y: 0.3, group: 'selected', label: 'Soil phage cocktail' },
  { x: 0.4, y: 0.9, group: 'draft', label: 'Root exudate atlas' },
  { x: 0.6, y: 0.6, group: 'rejected', label: 'Mycorrhiza relay' },
];

const props = { label: 'Novelty and feasibility', xLabel: 'Novelty', yLabel: 'Feasibility', groupLabel: 'Status' };

describe('ScatterChart', () => {
  it('draws a marker per point, coloured and shaped by group, with the groups in a legend', () => {
    render(<ScatterChart {...props} points={IDEAS} groups={['draft', 'selected', 'rejected']} />);
    const markers = within(screen.getByRole('img', { name: 'Novelty and feasibility' })).getAllByTestId(
      'scatter-point',
    );
    expect(markers.map((m) => m.getAttribute('fill'))).toEqual(['var(--chart-2)', 'var(--chart-1)', 'var(--chart-3)']);
    // Shapes by group as well (square, circle, triangle): the path commands without their numbers.
    const shapes = markers.map((m) => m.getAttribute('d')?.replace(/[-\d.,\s]+/g, ''));
    expect(shapes).toEqual(['Mhvhz', 'Maa', 'MLLz']);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('draftselectedrejected');
  });

  it('lists the points as a table and walks them left to right with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ScatterChart {...props} points={IDEAS} />);
    const rows = within(screen.getByRole('table', { name: 'Data for Novelty and feasibility' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PointNoveltyFeasibilityStatus',
      'Soil phage cocktail0.80.3selected',
      'Root exudate atlas0.40.9draft',
      'Mycorrhiza relay0.60.6rejected',
    ]);
    await user.tab();
    expect(
      screen.getByRole('img', { name: 'Root exudate atlas, Novelty 0.4, Feasibility 0.9, Status draft' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mycorrhiza relayNovelty 0.6Feasibility 0.6Status rejected');
  });

  it('shows a tooltip while the pointer is over a point', async () => {
    const user = userEvent.setup();
    render(<ScatterChart {...props} points={IDEAS} />);
    await user.hover(screen.getByRole('img', { name: /^Soil phage cocktail/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Soil phage cocktail');
    await user.unhover(screen.getByRole('img', { name: /^Soil phage cocktail/ }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('skips points without both values and says how many; none at all is said in words', () => {
    const { rerender } = render(
      <ScatterChart {...props} points={[...IDEAS, { x: Number.NaN, y: 1 }, { x: 1, y: -Infinity }]} />,
    );
    expect(screen.getByRole('figure', { name: 'Novelty and feasibility' })).toHaveTextContent(
      '2 points could not be plotted (missing or infinite values).',
    );
    rerender(<ScatterChart {...props} points={[]} />);
    expect(screen.getByRole('figure', { name: 'Novelty and feasibility' })).toHaveTextContent('No data to plot');
  });
  it('puts its ticks on whole numbers only when asked, for ranks', () => {
    const ranks = [
      { x: 1, y: 2, label: 'First' },
      { x: 2, y: 1, label: 'Second' },
      { x: 3, y: 3, label: 'Third' },
    ];
    const { container } = render(
      <ScatterChart {...props} points={ranks} xDomain={[0.5, 3.5]} yDomain={[0.5, 3.5]} wholeTicks />,
    );
    const ticks = (axis: string) =>
      Array.from(container.querySelectorAll(`.visx-axis-${axis} .visx-axis-tick`), (t) => t.textContent);
    expect(ticks('bottom')).toEqual(['1', '2', '3']);
    expect(ticks('left')).toEqual(['1', '2', '3']);
  });
});

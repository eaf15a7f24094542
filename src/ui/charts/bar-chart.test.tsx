import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart } from './bar-chart';

const FUNNEL = [
  { label: 'Generated', value: 48 },
  { label: 'Reviewed', value: 40 },
  { label: 'Selected', value: 9 },
];

describe('BarChart', () => {
  it('draws a bar per category, longer for larger values, and lists them as a table', () => {
    render(
      <BarChart
        label="Idea funnel"
        bars={FUNNEL}
        categoryLabel="Stage"
        valueLabel="Ideas"
        orientation="horizontal"
        showValues
      />,
    );
    const picture = screen.getByRole('img', { name: 'Idea funnel' });
    const widths = within(picture)
      .getAllByTestId('bar')
      .map((bar) => Number(bar.getAttribute('width')));
    expect(widths[0]).toBeGreaterThan(widths[1]);
    expect(widths[1]).toBeGreaterThan(widths[2]);
    expect(picture).toHaveTextContent('GeneratedReviewedSelected');
    const rows = within(screen.getByRole('table', { name: 'Data for Idea funnel' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['StageIdeas', 'Generated48', 'Reviewed40', 'Selected9']);
  });

  it('moves between bars with the arrow keys, showing each one’s tooltip', async () => {
    const user = userEvent.setup();
    render(
      <BarChart label="Idea funnel" bars={FUNNEL} categoryLabel="Stage" valueLabel="Ideas" orientation="horizontal" />,
    );
    await user.tab();
    expect(screen.getByRole('img', { name: 'Generated, Ideas 48' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('img', { name: 'Selected, Ideas 9' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('SelectedIdeas 9');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('ReviewedIdeas 40');
  });

  it('draws negative values below zero in vertical bars', () => {
    const bars = [
      { label: 'Baseline', value: 0.4 },
      { label: 'Ablation', value: -0.2 },
    ];
    render(<BarChart label="Change in score" bars={bars} categoryLabel="Method" valueLabel="Change" />);
    const [up, down] = within(screen.getByRole('img', { name: 'Change in score' })).getAllByTestId('bar');
    expect(Number(down.getAttribute('y'))).toBeGreaterThanOrEqual(
      Number(up.getAttribute('y')) + Number(up.getAttribute('height')) - 0.01,
    );
  });

  it('skips bars without a value and says so; no bars at all is said in words', () => {
    const { rerender } = render(
      <BarChart
        label="Idea funnel"
        bars={[...FUNNEL, { label: 'Converted', value: Number.NaN }]}
        categoryLabel="Stage"
        valueLabel="Ideas"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Idea funnel' })).toHaveTextContent(
      '1 bar could not be plotted (missing or infinite values).',
    );
    expect(within(screen.getByRole('img', { name: 'Idea funnel' })).getAllByTestId('bar')).toHaveLength(3);
    rerender(<BarChart label="Idea funnel" bars={[]} categoryLabel="Stage" valueLabel="Ideas" />);
    expect(screen.getByRole('figure', { name: 'Idea funnel' })).toHaveTextContent('No data to plot');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Histogram } from './histogram';

const BINS = [
  { from: 0, to: 10, count: 4 },
  { from: 10, to: 20, count: 12 },
  { from: 20, to: 30, count: 7 },
  { from: 30, to: 40, count: 0 },
];

describe('Histogram', () => {
  it('draws a bar per bin, taller for more values, in a figure and picture named by its label', () => {
    render(<Histogram bins={BINS} label="Histogram of temperature_c" />);
    expect(screen.getByRole('figure', { name: 'Histogram of temperature_c' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Histogram of temperature_c' });
    const bars = within(picture).getAllByTestId('histogram-bar');
    expect(bars).toHaveLength(4);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(heights[2]!);
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[3]).toBe(0);
    expect(bars[0]).toHaveAttribute('fill', 'var(--chart-1)');
  });

  it('labels the value axis with ticks across the range', () => {
    const { container } = render(<Histogram bins={BINS} label="Histogram of depth" />);
    const ticks = Array.from(container.querySelectorAll('.visx-axis-bottom .visx-axis-tick')).map((t) => t.textContent);
    expect(ticks).toContain('0');
    expect(ticks).toContain('40');
  });

  it('gives screen readers the bins as a table', () => {
    render(<Histogram bins={BINS} label="Histogram of depth" />);
    const table = screen.getByRole('table', { name: 'Data for Histogram of depth' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FromToCount', '0104', '102012', '20307', '30400']);
    // The table is for screen readers: no button puts it on screen, so the look is unchanged.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes one Tab stop; arrow keys move between bars, each showing its tooltip', async () => {
    const user = userEvent.setup();
    render(<Histogram bins={BINS} label="Histogram of depth" />);
    await user.tab();
    expect(screen.getByRole('img', { name: '0 to 10, Count 4' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('0 to 10Count 4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '10 to 20, Count 12' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('10 to 20Count 12');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('30 to 40Count 0');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('gives a column of one repeated value room to be drawn', () => {
    render(<Histogram bins={[{ from: 5, to: 5, count: 9 }]} label="Histogram of constant" />);
    const [bar] = screen.getAllByTestId('histogram-bar');
    expect(Number(bar!.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(bar!.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('says so when there are no bins', () => {
    render(<Histogram bins={[]} label="Histogram of nothing" />);
    const figure = screen.getByRole('figure', { name: 'Histogram of nothing' });
    expect(figure).toHaveTextContent('No data to plot');
    expect(screen.queryByRole('img', { name: 'Histogram of nothing' })).not.toBeInTheDocument();
  });
});

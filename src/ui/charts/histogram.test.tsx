import { render, screen } from '@testing-library/react';
import { Histogram } from './histogram';

const BINS = [
  { from: 0, to: 10, count: 4 },
  { from: 10, to: 20, count: 12 },
  { from: 20, to: 30, count: 7 },
  { from: 30, to: 40, count: 0 },
];

describe('Histogram', () => {
  it('draws a bar per bin, taller for more values, under an accessible name', () => {
    render(<Histogram bins={BINS} label="Histogram of temperature_c" />);
    expect(screen.getByRole('img', { name: 'Histogram of temperature_c' })).toBeInTheDocument();
    const bars = screen.getAllByTestId('histogram-bar');
    expect(bars).toHaveLength(4);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(heights[2]!);
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[3]).toBe(0);
    expect(bars[1]).toHaveTextContent('10 to 20: 12');
    expect(bars[0]).toHaveAttribute('fill', 'var(--chart-1)');
  });

  it('labels the value axis with ticks across the range', () => {
    const { container } = render(<Histogram bins={BINS} label="Histogram of depth" />);
    const ticks = Array.from(container.querySelectorAll('.visx-axis-bottom .visx-axis-tick')).map((t) => t.textContent);
    expect(ticks).toContain('0');
    expect(ticks).toContain('40');
  });

  it('gives a column of one repeated value room to be drawn', () => {
    render(<Histogram bins={[{ from: 5, to: 5, count: 9 }]} label="Histogram of constant" />);
    const [bar] = screen.getAllByTestId('histogram-bar');
    expect(Number(bar!.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(bar!.getAttribute('height'))).toBeGreaterThan(0);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartSeries } from './chart-types';
import { LineChart } from './line-chart';
import type { DownsampleReport } from './use-series-data';

// A hang guard for a busy machine, not a speed check.
const SLOW = { timeout: 10_000 };

const POINTS = Array.from({ length: 10_000 }, (_, x) => ({ x, y: 2 + Math.sin(x / 300) }));
// The line chart's left and right margins: the plot is the container's width less these.
const MARGINS = 58 + 16;

const tableRows = (label: string) =>
  screen.getByRole('table', { name: `Data for ${label}` }).querySelectorAll('tbody tr').length;
const targets = () => document.querySelectorAll('[data-chart-target]').length;

function renderSignal(onDownsample: (report: DownsampleReport) => void) {
  const chart = (props: { series?: ChartSeries[]; smoothing?: number; yScale?: 'linear' | 'log' }) => (
    <LineChart
      label="Signal"
      series={props.series ?? [{ name: 'signal', points: POINTS }]}
      xLabel="Step"
      yLabel="Value"
      smoothing={props.smoothing}
      yScale={props.yScale}
      onDownsample={onDownsample}
    />
  );
  const { rerender } = render(chart({}));
  return { rerender: (props: Parameters<typeof chart>[0]) => rerender(chart(props)) };
}

describe('a long series is downsampled', { timeout: 15_000 }, () => {
  it("once, to the container's measured width, not first to a width assumed before it was measured", async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 500, 300));
    const onDownsample = vi.fn();
    renderSignal(onDownsample);
    expect(onDownsample).toHaveBeenCalledTimes(1);
    const [{ plottable, drawn }] = onDownsample.mock.calls[0] as [DownsampleReport];
    expect(plottable).toBe(10_000);
    // One point per pixel of the plot, and the lowest and highest when LTTB passed them over.
    expect(drawn).toBeGreaterThanOrEqual(500 - MARGINS);
    expect(drawn).toBeLessThanOrEqual(500 - MARGINS + 2);
    await waitFor(() => expect(tableRows('Signal')).toBe(drawn), SLOW);
  });

  it("draws the line first: the table's rows and the keyboard's targets, one per point, come after", async () => {
    renderSignal(() => {});
    expect(screen.getByRole('img', { name: 'Signal' }).querySelector('[data-testid="series-line"]')).not.toBeNull();
    expect(tableRows('Signal')).toBe(0);
    expect(targets()).toBe(0);
    await waitFor(() => expect(targets()).toBeGreaterThan(500), SLOW);
    await waitFor(() => expect(tableRows('Signal')).toBe(targets()), SLOW);
  });

  it('not again for a new list of the same series, a hover or a change of smoothing; again for a log scale', async () => {
    const user = userEvent.setup();
    const onDownsample = vi.fn();
    const { rerender } = renderSignal(onDownsample);
    rerender({ series: [{ name: 'signal', points: POINTS }] });
    await waitFor(() => expect(targets()).toBeGreaterThan(0), SLOW);
    await user.hover(document.querySelector('[data-chart-target="0:10"]')!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('signal');
    rerender({ smoothing: 0.5 });
    expect(screen.getByRole('columnheader', { name: 'Smoothed' })).toBeInTheDocument();
    expect(onDownsample).toHaveBeenCalledTimes(1);
    rerender({ smoothing: 0.5, yScale: 'log' });
    expect(onDownsample).toHaveBeenCalledTimes(2);
  });

  it('again when the points change', () => {
    const onDownsample = vi.fn();
    const { rerender } = renderSignal(onDownsample);
    rerender({ series: [{ name: 'signal', points: POINTS.slice(0, 5_000) }] });
    expect(onDownsample).toHaveBeenCalledTimes(2);
    expect(onDownsample).toHaveBeenLastCalledWith(expect.objectContaining({ plottable: 5_000 }));
  });
});

describe('points given out of order', () => {
  it('are drawn and listed in order of x, each with its own value', () => {
    const points = [3, 0, 2, 1].map((x) => ({ x, y: 10 + x }));
    render(<LineChart label="Loss" series={[{ name: 'a', points }]} xLabel="Step" yLabel="Loss" />);
    const rows = Array.from(screen.getByRole('table', { name: 'Data for Loss' }).querySelectorAll('tbody tr'), (row) =>
      Array.from(row.children, (cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['a', '0', '10'],
      ['a', '1', '11'],
      ['a', '2', '12'],
      ['a', '3', '13'],
    ]);
  });
});

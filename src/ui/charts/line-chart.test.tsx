import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LineChart } from './line-chart';

// A hang guard for a busy machine, not a speed check.
const SLOW = { timeout: 10_000 };

const RUNS = [
  {
    name: 'run-a',
    points: [
      { x: 0, y: 2.4 },
      { x: 100, y: 1.2 },
      { x: 200, y: 0.8 },
    ],
  },
  {
    name: 'run-b',
    points: [
      { x: 0, y: 2.6 },
      { x: 100, y: 1.5 },
      { x: 200, y: 1.1 },
    ],
  },
];

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name: `Data for ${name}` }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('LineChart', () => {
  it('names the figure and picture, names each series in a legend and lists the points as a table', () => {
    render(<LineChart label="Training loss" series={RUNS} xLabel="Step" yLabel="Loss" />);
    expect(screen.getByRole('figure', { name: 'Training loss' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Training loss' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('run-arun-b');
    expect(rowsOf('Training loss')).toEqual([
      ['Series', 'Step', 'Loss'],
      ['run-a', '0', '2.4'],
      ['run-a', '100', '1.2'],
      ['run-a', '200', '0.8'],
      ['run-b', '0', '2.6'],
      ['run-b', '100', '1.5'],
      ['run-b', '200', '1.1'],
    ]);
  });

  it('shows the table on screen from its button', async () => {
    const user = userEvent.setup();
    render(<LineChart label="Training loss" series={RUNS} xLabel="Step" yLabel="Loss" />);
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(screen.getByRole('region', { name: 'Data for Training loss' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is one Tab stop: arrows move along a run and between runs, the focused point shows its tooltip', async () => {
    const user = userEvent.setup();
    render(<LineChart label="Training loss" series={RUNS} xLabel="Step" yLabel="Loss" />);
    await user.tab();
    expect(screen.getByRole('img', { name: 'run-a, Step 0, Loss 2.4' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('run-aStep 0Loss 2.4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('run-aStep 100Loss 1.2');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('img', { name: 'run-b, Step 100, Loss 1.5' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    await user.tab({ shift: true });
    // Back in the chart, focus returns to the point it left.
    expect(screen.getByRole('img', { name: 'run-b, Step 100, Loss 1.5' })).toHaveFocus();
  });

  it('skips missing and infinite values and says how many', () => {
    const series = [
      {
        name: 'run-a',
        points: [
          { x: 0, y: 1 },
          { x: 1, y: Number.NaN },
          { x: 2, y: Infinity },
          { x: 3, y: 0.5 },
        ],
      },
    ];
    render(<LineChart label="Loss" series={series} xLabel="Step" yLabel="Loss" />);
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent(
      '2 points could not be plotted (missing or infinite values).',
    );
    expect(rowsOf('Loss')).toHaveLength(3);
  });

  it('says there is no data to plot for no series, or series of nothing that can be drawn', () => {
    const { rerender } = render(<LineChart label="Loss" series={[]} xLabel="Step" yLabel="Loss" />);
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent('No data to plot');
    rerender(
      <LineChart label="Loss" series={[{ name: 'a', points: [{ x: 0, y: NaN }] }]} xLabel="Step" yLabel="Loss" />,
    );
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent('No data to plot');
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent('1 point could not be plotted');
    expect(screen.queryByRole('img', { name: 'Loss' })).not.toBeInTheDocument();
  });

  it('draws a single point as a dot', () => {
    render(<LineChart label="Loss" series={[{ name: 'a', points: [{ x: 5, y: 3 }] }]} xLabel="Step" yLabel="Loss" />);
    const picture = screen.getByRole('img', { name: 'Loss' });
    expect(picture.querySelector('circle')).toHaveAttribute('fill', 'var(--chart-1)');
    expect(rowsOf('Loss')).toEqual([
      ['Series', 'Step', 'Loss'],
      ['a', '5', '3'],
    ]);
  });

  it('refuses values at or below zero on a log scale, in words', () => {
    const series = [{ name: 'a', points: [0, -1, 0.1, 1, 10].map((y, x) => ({ x, y })) }];
    const { rerender } = render(<LineChart label="Loss" series={series} xLabel="Step" yLabel="Loss" yScale="log" />);
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent(
      '2 points at or below zero cannot be shown on a log scale.',
    );
    expect(
      rowsOf('Loss')
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['0.1', '1', '10']);
    const picture = screen.getByRole('img', { name: 'Loss' });
    const ticks = Array.from(picture.querySelectorAll('.visx-axis-left .visx-axis-tick')).map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0.1', '1', '10']));

    const negative = [{ name: 'a', points: [-3, -2, 0].map((y, x) => ({ x, y })) }];
    rerender(<LineChart label="Loss" series={negative} xLabel="Step" yLabel="Loss" yScale="log" />);
    expect(screen.getByRole('figure', { name: 'Loss' })).toHaveTextContent(
      'No values above zero to plot on a log scale',
    );
  });

  it('smooths with a debiased moving average, drawn over the raw values', async () => {
    const user = userEvent.setup();
    const series = [{ name: 'a', points: [1, 3, 1, 3].map((y, x) => ({ x, y })) }];
    render(<LineChart label="Loss" series={series} xLabel="Step" yLabel="Loss" smoothing={0.5} />);
    expect(rowsOf('Loss')).toEqual([
      ['Series', 'Step', 'Loss', 'Smoothed'],
      ['a', '0', '1', '1'],
      ['a', '1', '3', '2.333'],
      ['a', '2', '1', '1.571'],
      ['a', '3', '3', '2.333'],
    ]);
    expect(screen.getByRole('img', { name: 'Loss' }).querySelectorAll('path[stroke="var(--chart-1)"]')).toHaveLength(2);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Smoothed 1');
  });

  it(
    'downsamples a long series to the width, keeping the first, last, lowest and highest points',
    { timeout: 15_000 },
    async () => {
      const points = Array.from({ length: 10_000 }, (_, x) => ({ x, y: Math.sin(x / 300) }));
      points[4_321] = { x: 4_321, y: 9 };
      points[7_654] = { x: 7_654, y: -9 };
      render(<LineChart label="Signal" series={[{ name: 'signal', points }]} xLabel="Step" yLabel="Value" />);
      // Hundreds of rows: read them straight from the table (role queries on each would take seconds).
      const table = screen.getByRole('table', { name: 'Data for Signal' });
      // A long table's rows come in after the chart's first paint.
      await waitFor(() => expect(table.querySelector('tbody tr')).not.toBeNull(), SLOW);
      const rows = Array.from(table.querySelectorAll('tbody tr'), (row) =>
        Array.from(row.children, (c) => c.textContent),
      );
      expect(rows.length).toBeLessThan(1_000);
      expect(screen.getByRole('figure', { name: 'Signal' })).toHaveTextContent(
        `Showing ${rows.length} of 10,000 points, downsampled to fit the width.`,
      );
      const steps = rows.map((row) => row[1]);
      expect(steps).toEqual(expect.arrayContaining(['0', '9,999', '4,321', '7,654']));
    },
  );

  it('plots dates on x and writes them out in the table', () => {
    const start = Date.UTC(2025, 0, 6, 9);
    const series = [{ name: 'a', points: [0, 1, 2].map((h) => ({ x: new Date(start + h * 3_600_000), y: h })) }];
    render(<LineChart label="Loss" series={series} xLabel="Time" yLabel="Loss" />);
    const times = rowsOf('Loss')
      .slice(1)
      .map((row) => row[1]);
    expect(times).toHaveLength(3);
    times.forEach((time) => expect(time).toMatch(/Jan \d+, 2025/));
  });
});

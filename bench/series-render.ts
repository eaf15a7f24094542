// A 100,000-point metric series drawn by the chart set's LineChart (src/ui/charts/) in Chromium:
// from the points in hand, through LTTB downsampling, React's render and the browser's layout and
// paint, to the first frame that shows the line. Budget: 100 ms at the 95th percentile. Also
// reported, not budgeted: when the screen readers' table and the keyboard's targets (a row and a
// target per drawn point, which come in after that first paint) are all in.
import { fileURLToPath } from 'node:url';
import { bundleEntry, NEXT_PAINT, openComponentPage } from './component-page';
import type { BenchResult } from './run';
import { percentile } from './stats';

const BUDGET_MS = 100;
const POINTS = 100_000;
const RUNS = 9;
const LINE_CHART = fileURLToPath(new URL('../src/ui/charts/line-chart.tsx', import.meta.url));
const SIGNAL = fileURLToPath(new URL('../src/routes/demos/demo-signals.ts', import.meta.url));

// The points are made before the clock starts: a run's metric history arrives as data.
const ENTRY = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LineChart } from ${JSON.stringify(LINE_CHART)};
import { longSignal } from ${JSON.stringify(SIGNAL)};
${NEXT_PAINT}
window.renderSeries = async (count) => {
  const series = [{ name: 'loss', points: longSignal(count) }];
  const host = document.getElementById('host');
  const root = createRoot(host);
  const started = performance.now();
  flushSync(() => root.render(createElement(LineChart, { label: 'Loss', series, xLabel: 'Step', yLabel: 'Loss' })));
  await nextPaint();
  const painted = performance.now() - started;
  const drawn = host.querySelectorAll('svg path').length;
  const note = host.textContent.match(/Showing ([\\d,]+) of/);
  const shown = note ? Number(note[1].replace(/,/g, '')) : 0;
  const complete = () =>
    host.querySelectorAll('tbody tr').length === shown && host.querySelectorAll('[data-chart-target]').length === shown;
  for (let frame = 0; frame < 120 && !complete(); frame++) await nextPaint();
  const allIn = complete() ? performance.now() - started : NaN;
  root.unmount();
  return { painted, allIn, drawn, shown: note ? note[1] : null };
};
`;

interface Rendered {
  painted: number;
  allIn: number;
  drawn: number;
  shown: string | null;
}

export async function benchSeriesRender(): Promise<BenchResult> {
  const bundle = await bundleEntry('series-render-bench', ENTRY);
  const { page, close } = await openComponentPage(bundle);
  try {
    const render = () =>
      page.evaluate(
        (count) => (globalThis as unknown as { renderSeries: (n: number) => Promise<Rendered> }).renderSeries(count),
        POINTS,
      );
    const warm = await render(); // warms the JIT, as a second chart on the page would find it
    if (warm.drawn === 0 || warm.shown === null) throw new Error('the series was not drawn downsampled');
    if (!(warm.allIn > 0)) throw new Error("the table's rows and the targets never all came in");
    const runs: Rendered[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await render());
    const painted = percentile(
      runs.map((r) => r.painted),
      95,
    );
    const allIn = percentile(
      runs.map((r) => r.allIn),
      95,
    );
    return {
      name: `Line chart, ${POINTS.toLocaleString('en')}-point series: downsample, render, first paint (p95 of ${RUNS})`,
      measured: `${painted.toFixed(0)} ms (${warm.shown} points drawn; table and targets in at ${allIn.toFixed(0)} ms)`,
      budget: `<= ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / painted,
    };
  } finally {
    await close();
  }
}

// `npx tsx bench/series-render.ts` runs this bench alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.table([await benchSeriesRender()]);
}

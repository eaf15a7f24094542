import { useEffect, useMemo, useState } from 'react';
import type { ChartSeries, YScaleKind } from './chart-types';
import { targetPointCount } from './downsample';
import { downsampleSeries, smoothSeries, type PreparedData } from './series-data';

/** How much downsampling did: points that could be drawn, points drawn, and the time it took. */
export interface DownsampleReport {
  plottable: number;
  drawn: number;
  /** A reading for people, never a test's condition. */
  ms: number;
}

/** Runs `work` and says how long it took: a reading for people, never a test's condition. */
function timed<T>(work: () => T): { data: T; ms: number } {
  const started = performance.now();
  const data = work();
  return { data, ms: performance.now() - started };
}

const sameSeries = (a: readonly ChartSeries[], b: readonly ChartSeries[]) =>
  a.length === b.length &&
  a.every((s, i) => s.points === b[i].points && s.name === b[i].name && s.colorIndex === b[i].colorIndex);

/** The series as last given, kept while each has the same points, name and colour (a new array of them is no change). */
function useSteadySeries(series: readonly ChartSeries[]) {
  const [steady, setSteady] = useState(series);
  if (steady !== series && !sameSeries(steady, series)) setSteady(series);
  return steady;
}

/**
 * The series as drawn. Downsampled once per data, scale and width (so not again on a hover, a
 * render of the parent or a change of smoothing), and not at all until the width is known
 * (`innerWidth` undefined). `onDownsample` hears each downsampling (the stress page shows it).
 */
export function useSeriesData(
  series: readonly ChartSeries[],
  options: { yScale: YScaleKind; smoothing: number; innerWidth: number | undefined },
  onDownsample?: (report: DownsampleReport) => void,
): PreparedData | undefined {
  const { yScale, smoothing, innerWidth } = options;
  const steady = useSteadySeries(series);
  const target = innerWidth === undefined ? undefined : targetPointCount(innerWidth);
  const downsampled = useMemo(
    () => (target === undefined ? undefined : timed(() => downsampleSeries(steady, { yScale, target }))),
    [steady, yScale, target],
  );
  useEffect(() => {
    if (downsampled)
      onDownsample?.({ plottable: downsampled.data.plottable, drawn: downsampled.data.drawn, ms: downsampled.ms });
  }, [downsampled, onDownsample]);
  return useMemo(() => downsampled && smoothSeries(downsampled.data, smoothing), [downsampled, smoothing]);
}

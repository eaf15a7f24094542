import { useEffect, useMemo } from 'react';
import type { ChartSeries, YScaleKind } from './chart-types';
import { targetPointCount } from './downsample';
import { prepareSeries, type PreparedData } from './series-data';

/** How much downsampling did: points that could be drawn, points drawn, and the time it took. */
/** Runs `work` and says how long it took: a reading for people, never a test's condition. */
function timed<T extends object>(work: () => T): T & { ms: number } {
  const started = performance.now();
  const result = work();
  return { ...result, ms: performance.now() - started };
}

export interface DownsampleReport {
  plottable: number;
  drawn: number;
  ms: number;
}

/**
 * The series as drawn, prepared again only when the data, the scale, the smoothing or the width
 * changes. `onDownsample` hears each preparation (the stress page shows it).
 */
export function useSeriesData(
  series: readonly ChartSeries[],
  options: { yScale: YScaleKind; smoothing: number; innerWidth: number },
  onDownsample?: (report: DownsampleReport) => void,
): PreparedData & { ms: number } {
  const { yScale, smoothing, innerWidth } = options;
  const data = useMemo(
    () => timed(() => prepareSeries(series, { yScale, smoothing, target: targetPointCount(innerWidth) })),
    [series, yScale, smoothing, innerWidth],
  );
  useEffect(() => {
    onDownsample?.({ plottable: data.plottable, drawn: data.drawn, ms: data.ms });
  }, [data, onDownsample]);
  return data;
}

import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { metricHistoryQueryOptions, type MetricHistory, type RunSummary } from '../../../api/queries/runs';
import type { ChartSeries } from '../../../ui/charts/chart-types';
import type { XAxisKind } from '../../../ui/charts/series-controls';

const MAX_HISTORY_POINTS = 10_000;
const WIDTH_STEP = 100;

/**
 * Points to ask the server for: about one per pixel of the chart's width, rounded up to a step so
 * a small resize does not ask again.
 */
export function maxPointsFor(width: number): number {
  return Math.min(MAX_HISTORY_POINTS, Math.max(WIDTH_STEP, Math.ceil(width / WIDTH_STEP) * WIDTH_STEP));
}

/** A run drawn in a chart, coloured the same in every chart by its place in the list. */
export interface PlottedRun {
  run: RunSummary;
  colorIndex: number;
}

/**
 * One metric's history for each run that logged it, as chart series (x by step or by time).
 * `maxPoints` is null until the chart's width is known: nothing is asked for at a guessed width.
 */
export function useMetricSeries(plotted: readonly PlottedRun[], key: string, maxPoints: number | null, x: XAxisKind) {
  // Combined once per change of a result, so the chart redraws only when its data does.
  const combine = useCallback(
    (results: UseQueryResult<MetricHistory>[]) => {
      const series: ChartSeries[] = plotted.flatMap(({ run, colorIndex }, i) => {
        const history = results[i]?.data;
        if (!history) return [];
        const points = history.points.map((p) => ({ x: x === 'step' ? p.step : new Date(p.timestamp), y: p.value }));
        return [{ name: run.name, colorIndex, points }];
      });
      const failed = results.filter((r) => r.error);
      return {
        series,
        isLoading: results.some((r) => r.isPending),
        error: failed[0]?.error ?? null,
        retry: () => failed.forEach((r) => void r.refetch()),
        downsampled: results.some((r) => r.data?.downsampled),
      };
    },
    [plotted, x],
  );
  return useQueries({
    queries: plotted.map(({ run }) => ({
      ...metricHistoryQueryOptions(run.id, key, maxPoints ?? 0, run.status === 'running'),
      enabled: maxPoints !== null,
    })),
    combine,
  });
}

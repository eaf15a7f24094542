// Leaderboards (docs/product.md, "Leaderboards"): the metric keys, one board per metric, the board
// of ideas by Elo, and every row of a board for its CSV export.
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paged } from '../../domain/paging';
import { api, unwrap } from '../client';
import type { Schema } from '../types';

export type LeaderboardMetric = Schema<'LeaderboardMetric'>;
/** The keys, and the board to open on: an experiment's primary metric, else the most logged key. */
export interface LeaderboardMetrics {
  items: LeaderboardMetric[];
  defaultKey: string | null;
}
export type MetricDirection = Schema<'MetricDirection'>;
export type MetricLeaderboardRow = Schema<'MetricLeaderboardRow'>;
export type IdeaLeaderboardRow = Schema<'IdeaLeaderboardRow'>;
export type MetricLeaderboardPage = Paged<MetricLeaderboardRow> & {
  key: string;
  direction: MetricDirection;
  /** Past 10,000 runs the total is the server's estimate (docs/decisions/004). */
  totalEstimated?: boolean;
};

/** Runs are logged while they train, so a board goes stale quickly; the list of keys less so. */
export const LEADERBOARD_STALE_MS = 30_000;
export const LEADERBOARD_METRICS_STALE_MS = 60_000;
/** The contract's largest page, used to read a whole board for an export. */
export const LEADERBOARD_EXPORT_PAGE_SIZE = 100;
const EXPORT_CONCURRENCY = 4;

export interface MetricBoardFilters {
  workspaceId?: string;
  dataset?: string;
  /** ISO date-times: runs started at or after `since` and before `until`. */
  since?: string;
  until?: string;
}

export interface IdeaBoardFilters {
  workspaceId?: string;
}

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  metrics: () => [...leaderboardKeys.all, 'metrics'] as const,
  metric: (key: string, filters: MetricBoardFilters, page: number) =>
    [...leaderboardKeys.all, 'metric', key, filters, page] as const,
  ideas: (filters: IdeaBoardFilters, page: number) => [...leaderboardKeys.all, 'ideas', filters, page] as const,
};

/** Empty filters are left out of the request. */
const present = <T extends object>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as T;

export function listLeaderboardMetrics(signal?: AbortSignal): Promise<LeaderboardMetrics> {
  return unwrap(api.GET('/v1/leaderboards/metrics', { signal }));
}

export function getMetricLeaderboard(
  key: string,
  filters: MetricBoardFilters,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<MetricLeaderboardPage> {
  const query = { ...present(filters), page, pageSize };
  return unwrap(api.GET('/v1/leaderboards/metrics/{key}', { params: { path: { key }, query }, signal }));
}

export function getIdeaLeaderboard(
  filters: IdeaBoardFilters,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<Paged<IdeaLeaderboardRow>> {
  const query = { ...present(filters), page, pageSize };
  return unwrap(api.GET('/v1/leaderboards/ideas', { params: { query }, signal }));
}

export function leaderboardMetricsQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.metrics(),
    queryFn: ({ signal }) => listLeaderboardMetrics(signal),
    staleTime: LEADERBOARD_METRICS_STALE_MS,
  });
}

export function metricLeaderboardQueryOptions(key: string, filters: MetricBoardFilters, page = 1) {
  return queryOptions({
    queryKey: leaderboardKeys.metric(key, present(filters), page),
    queryFn: ({ signal }) => getMetricLeaderboard(key, filters, page, DEFAULT_PAGE_SIZE, signal),
    staleTime: LEADERBOARD_STALE_MS,
  });
}

export function ideaLeaderboardQueryOptions(filters: IdeaBoardFilters, page = 1) {
  return queryOptions({
    queryKey: leaderboardKeys.ideas(present(filters), page),
    queryFn: ({ signal }) => getIdeaLeaderboard(filters, page, DEFAULT_PAGE_SIZE, signal),
    staleTime: LEADERBOARD_STALE_MS,
  });
}

/**
 * Every row a board's filters match, in rank order: the first page, then the rest a few at a time.
 * Past 10,000 rows the total is an estimate, so reading goes on until a page says none follow.
 */
async function everyRow<T>(readPage: (page: number) => Promise<Paged<T> & { totalEstimated?: boolean }>) {
  const first = await readPage(1);
  const rows = [...first.items];
  const lastPage = first.totalEstimated ? Infinity : first.totalPages;
  for (let next = 2, more = first.hasMore; more && next <= lastPage; next += EXPORT_CONCURRENCY) {
    const numbers = Array.from({ length: Math.min(EXPORT_CONCURRENCY, lastPage - next + 1) }, (_, i) => next + i);
    const pages = await Promise.all(numbers.map(readPage));
    for (const page of pages) rows.push(...page.items);
    more = pages.every((page) => page.hasMore);
  }
  return rows;
}

export function fetchWholeMetricLeaderboard(key: string, filters: MetricBoardFilters, signal?: AbortSignal) {
  return everyRow((page) => getMetricLeaderboard(key, filters, page, LEADERBOARD_EXPORT_PAGE_SIZE, signal));
}

export function fetchWholeIdeaLeaderboard(filters: IdeaBoardFilters, signal?: AbortSignal) {
  return everyRow((page) => getIdeaLeaderboard(filters, page, LEADERBOARD_EXPORT_PAGE_SIZE, signal));
}

// The dashboard in one read (docs/product.md, "Dashboard"): read on every visit, and again at the
// session page's polling interval while one of the user's sessions is queued or running. A first
// load of /dashboard has it started as the page is parsed (../early-reads.ts).
import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_READ } from '../../domain/page-reads';
import { isTerminalSessionStatus, SESSION_POLL_INTERVAL_MS } from '../../domain/session-status';
import { api, unwrap } from '../client';
import { takeEarlyRead } from '../early-reads';
import type { Schema } from '../types';

export type Dashboard = Schema<'Dashboard'>;
export type DashboardSession = Schema<'DashboardSession'>;
export type DashboardRun = Schema<'DashboardRun'>;
export type RunHeadline = Schema<'RunHeadline'>;

/** What changed since the last visit (a session finished, a run logged) shows at once. */
export const DASHBOARD_STALE_MS = 0;

export const dashboardKeys = { all: ['dashboard'] as const };

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await takeEarlyRead<Dashboard>(DASHBOARD_READ)) ?? unwrap(api.GET(DASHBOARD_READ, { signal }));
}

/** A session shown as running moves on its own: its progress is worth reading again. */
export const hasLiveSession = (dashboard: Dashboard | undefined) =>
  (dashboard?.sessions ?? []).some((session) => !isTerminalSessionStatus(session.status));

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: DASHBOARD_STALE_MS,
    refetchInterval: (query) => (hasLiveSession(query.state.data) ? SESSION_POLL_INTERVAL_MS : false),
  });
}

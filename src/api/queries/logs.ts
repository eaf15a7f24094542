// Activity logs: one page for the drawer, and every matching row for an export, 100 at a time
// The drawer's machine polls, so there is no cached query here.
import { LOG_EXPORT_BATCH, type LogQuery } from '../../domain/activity-logs';
import { LOGS_MESSAGES } from '../../domain/messages';
import { api, unwrap } from '../client';
import { getErrorMessage } from '../errors';
import type { Schema } from '../types';

export type ActivityLog = Schema<'ActivityLog'>;

export interface LogPage {
  items: ActivityLog[];
  total: number;
  /** Past 10,000 matches the server counts no further and estimates: see the contract. */
  totalEstimated?: boolean;
}

/** `page` counts from 0, as the drawer does. */
export function fetchLogs(filters: LogQuery, page: number, pageSize: number, signal?: AbortSignal): Promise<LogPage> {
  const query = { ...filters, limit: pageSize, offset: Math.max(0, page) * pageSize };
  return unwrap(api.GET('/v1/logs', { params: { query }, signal }));
}

/**
 * Every log the filters match, newest first. Stops at the total; an estimated total is not
 * trusted, so then it stops only at a short page.
 */
export async function fetchAllLogs(filters: LogQuery, signal?: AbortSignal): Promise<ActivityLog[]> {
  const all: ActivityLog[] = [];
  for (let page = 0; ; page += 1) {
    const batch = await fetchLogs(filters, page, LOG_EXPORT_BATCH, signal);
    all.push(...batch.items);
    const short = batch.items.length < LOG_EXPORT_BATCH;
    if (short || (!batch.totalEstimated && all.length >= batch.total)) return all;
  }
}

/** 'Failed to load logs: {message}'. */
export const logsErrorMessage = (err: unknown) => LOGS_MESSAGES.failedToLoad(getErrorMessage(err));

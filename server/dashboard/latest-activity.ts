import { notInArray } from 'drizzle-orm';
import { visibleActivityPage } from '../activity/visible-activity';
import type { Executor } from '../db/connect';
import type { CorruptRowError } from '../db/corrupt-row';
import { toActivityLogs, type ActivityLog } from '../activity/list-activity';
import { activityLogs } from '../db/schema/activity';

// The latest activity-log entries the caller may see (their workspaces' and their own personal
// ones), newest first, as GET /v1/logs answers them, merged off each workspace's index and never
// counted. Routine sign-ins and sign-outs
// are left out: every visit starts with one, and they say nothing about the research (the log
// drawer keeps them).

export const LATEST_ACTIVITY = 8;

export const ROUTINE_ACTIONS = ['auth.signed_in', 'auth.signed_out'];

export async function latestActivity(
  db: Executor,
  userId: string,
  warn: (error: CorruptRowError) => void,
): Promise<ActivityLog[]> {
  const routine = notInArray(activityLogs.action, ROUTINE_ACTIONS);
  const rows = await visibleActivityPage(db, userId, routine, 0, LATEST_ACTIVITY);
  // A corrupt row is left out with a warning, as the log drawer does.
  return toActivityLogs(rows, warn);
}

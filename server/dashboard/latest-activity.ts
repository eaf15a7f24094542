import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import type { CorruptRowError } from '../db/corrupt-row';
import { toActivityLogs, type ActivityLog } from '../activity/list-activity';
import { activityLogs } from '../db/schema/activity';

// The caller's latest activity-log entries, newest first, as GET /v1/logs answers them, read
// straight off activity_logs_user_created_idx and never counted. Routine sign-ins and sign-outs
// are left out: every visit starts with one, and they say nothing about the research (the log
// drawer keeps them).

export const LATEST_ACTIVITY = 8;

export const ROUTINE_ACTIONS = ['auth.signed_in', 'auth.signed_out'];

export async function latestActivity(
  db: Executor,
  userId: string,
  warn: (error: CorruptRowError) => void,
): Promise<ActivityLog[]> {
  const rows = await db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), notInArray(activityLogs.action, ROUTINE_ACTIONS)))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(LATEST_ACTIVITY);
  // A corrupt row is left out with a warning, as the log drawer does.
  return toActivityLogs(rows, warn);
}

import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { CorruptRowError, jsonObjectSchema, readJsonColumn, skipCorrupt } from '../db/corrupt-row';
import { activityLogs } from '../db/schema/activity';

// The caller's latest activity-log entries, newest first, as GET /v1/logs answers them, read
// straight off activity_logs_user_created_idx and never counted. Routine sign-ins and sign-outs
// are left out: every visit starts with one, and they say nothing about the research (the log
// drawer keeps them).

export type ActivityLog = components['schemas']['ActivityLog'];

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
  // A corrupt row is left out with a warning, as the log drawer does: the rest stays readable.
  return skipCorrupt(
    rows,
    (row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      userId: row.userId,
      action: row.action,
      level: row.level,
      message: row.message,
      metadata: readJsonColumn(jsonObjectSchema, row.metadata, {
        table: 'activity_logs',
        id: row.id,
        column: 'metadata',
      }),
      createdAt: row.createdAt.toISOString(),
    }),
    warn,
  );
}

import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { activityLogs } from '../db/schema';
import { countActivity } from './count-activity';
import type { EntityType, LogLevel } from './mutate';

export type ActivityLog = components['schemas']['ActivityLog'];

export interface ActivityFilters {
  entityType?: EntityType;
  entityId?: string;
  /** Accepted for the client's sake, but a user only ever sees their own rows. */
  userId?: string;
  action?: string;
  level?: LogLevel;
  startDate?: string;
  endDate?: string;
  limit?: number;
  offset?: number;
}

export interface ActivityPage {
  items: ActivityLog[];
  total: number;
  /** Present (true) only when the total is an estimate: see count-activity.ts. */
  totalEstimated?: true;
}

/** The user's activity, newest first, with the total for the same filters. */
export async function listActivity(db: Executor, userId: string, filters: ActivityFilters = {}): Promise<ActivityPage> {
  if (filters.userId !== undefined && filters.userId !== userId) return { items: [], total: 0 };
  const conditions: SQL[] = [eq(activityLogs.userId, userId)];
  if (filters.entityType) conditions.push(eq(activityLogs.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(activityLogs.entityId, filters.entityId));
  if (filters.action) conditions.push(eq(activityLogs.action, filters.action));
  if (filters.level) conditions.push(eq(activityLogs.level, filters.level));
  if (filters.startDate) conditions.push(gte(activityLogs.createdAt, new Date(filters.startDate)));
  // Both bounds inclusive. Rows carry microseconds but the API shows milliseconds, so the end
  // bound covers its whole millisecond: a row shown as 23:59:59.999 is inside endDate=...59.999.
  if (filters.endDate) conditions.push(lt(activityLogs.createdAt, new Date(new Date(filters.endDate).getTime() + 1)));
  const where = and(...conditions);

  const rows = await db
    .select()
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(filters.limit ?? 50)
    .offset(filters.offset ?? 0);
  const { total, estimated } = await countActivity(db, where);

  return {
    total,
    ...(estimated && { totalEstimated: true as const }),
    items: rows.map((row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      userId: row.userId,
      action: row.action,
      level: row.level,
      message: row.message,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

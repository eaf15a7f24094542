import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { activityLogs } from '../db/schema/activity';
import { cappedCount } from '../db/capped-count';
import type { EntityType, LogLevel } from './mutate';
import { CorruptRowError, jsonObjectSchema, readJsonColumn, skipCorrupt } from '../db/corrupt-row';
import { isUuid } from '../../src/domain/uuid';
import { likePattern } from '../search/search-store';
import { visibleActivity, visibleActivityPage, type ActivityRow } from './visible-activity';

export type ActivityLog = components['schemas']['ActivityLog'];

export interface ActivityFilters {
  entityType?: EntityType;
  entityId?: string;
  /** The actor: rows of this member (or the caller's own personal rows, if it is the caller). */
  userId?: string;
  /** Rows of this workspace only (its scope: one index range). */
  workspaceId?: string;
  action?: string;
  level?: LogLevel;
  startDate?: string;
  endDate?: string;
  /** Text found in the message, action, entity type or entity id, in any case. */
  q?: string;
  limit?: number;
  offset?: number;
}

export interface ActivityPage {
  items: ActivityLog[];
  total: number;
  /** Present (true) only when the total is an estimate: see server/db/capped-count.ts. */
  totalEstimated?: true;
}

/** The activity the user may see, newest first, with the total for the same filters. */
export async function listActivity(
  db: Executor,
  userId: string,
  filters: ActivityFilters = {},
  warn: (error: CorruptRowError) => void = () => {},
): Promise<ActivityPage> {
  const conditions: SQL[] = [];
  // A member filter that is no user's id (the contract allows any text) matches no row.
  if (filters.userId !== undefined)
    conditions.push(isUuid(filters.userId) ? eq(activityLogs.userId, filters.userId) : sql`false`);
  if (filters.workspaceId !== undefined) conditions.push(eq(activityLogs.scope, filters.workspaceId));
  if (filters.entityType) conditions.push(eq(activityLogs.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(activityLogs.entityId, filters.entityId));
  if (filters.action) conditions.push(eq(activityLogs.action, filters.action));
  if (filters.level) conditions.push(eq(activityLogs.level, filters.level));
  if (filters.startDate) conditions.push(gte(activityLogs.createdAt, new Date(filters.startDate)));
  // Both bounds inclusive. Rows carry microseconds but the API shows milliseconds, so the end
  // bound covers its whole millisecond: a row shown as 23:59:59.999 is inside endDate=...59.999.
  // The database adds it: one past 9999-12-31T23:59:59.999Z is a year JavaScript writes as '+010000'.
  if (filters.endDate) {
    const end = new Date(filters.endDate).toISOString();
    conditions.push(lt(activityLogs.createdAt, sql`${end}::timestamptz + interval '1 millisecond'`));
  }
  const search = filters.q?.trim();
  if (search) conditions.push(searchCondition(search));
  const filter = conditions.length > 0 ? and(...conditions) : undefined;

  const rows = await visibleActivityPage(db, userId, filter, filters.offset ?? 0, filters.limit ?? 50);
  const { total, estimated } = await cappedCount(db, activityLogs, and(visibleActivity(userId), filter));

  return {
    total,
    ...(estimated && { totalEstimated: true as const }),
    // A corrupt row is left out with a warning: the log stays readable around it.
    items: toActivityLogs(rows, warn),
  };
}

/** The drawer's search: % and _ typed are literal; "workspace created" finds workspace.created. */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const actionWords = sql`translate(${activityLogs.action}, '._', '  ')`;
  return or(
    ilike(activityLogs.message, pattern),
    ilike(activityLogs.action, pattern),
    ilike(actionWords, pattern),
    ilike(activityLogs.entityType, pattern),
    ilike(activityLogs.entityId, pattern),
  )!;
}

/**
 * Rows of activity_logs as the API answers them. A corrupt row is left out with a warning, so the
 * log stays readable around it.
 */
export function toActivityLogs(rows: ActivityRow[], warn: (error: CorruptRowError) => void): ActivityLog[] {
  return skipCorrupt(
    rows,
    (row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      userId: row.userId,
      actor: { id: row.userId, name: row.actorName ?? row.userId },
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

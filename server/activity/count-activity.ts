import { count, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { activityLogs } from '../db/schema/activity';

// Counting a million matching rows exactly costs 125-175 ms even as a parallel index-only scan
// (bench/activity-logs.ts), and the drawer asks for it every 5 s. So rows are counted exactly up
// to a cap; past it the total is the planner's estimate for the same filter, flagged as such.

export const EXACT_COUNT_CAP = 10_000;

export interface ActivityCount {
  total: number;
  /** True when the total is the planner's estimate (more than EXACT_COUNT_CAP rows match). */
  estimated: boolean;
}

export async function countActivity(db: Executor, where: SQL | undefined): Promise<ActivityCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(activityLogs)
    .where(where)
    .limit(EXACT_COUNT_CAP + 1)
    .as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  if (total <= EXACT_COUNT_CAP) return { total, estimated: false };
  // Never below what was just counted: an estimate for correlated filters can be far too low.
  return { total: Math.max(EXACT_COUNT_CAP + 1, await estimateRows(db, where)), estimated: true };
}

async function estimateRows(db: Executor, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(activityLogs)
    .where(where);
  // Not a JSON column: execute() is typed per driver, and both answer { rows } for EXPLAIN.
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

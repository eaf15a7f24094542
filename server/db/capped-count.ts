import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connect';

// Decision 004's rule for totals, for any table: counting a million matching rows exactly costs
// 125-175 ms even as a parallel index-only scan (bench/activity-logs.ts), and lists that poll ask
// for it every few seconds. So rows are counted exactly up to a cap; past it the total is the
// planner's estimate for the same filter, flagged as such.

export const EXACT_COUNT_CAP = 10_000;

export interface CappedCount {
  total: number;
  /** True when more than EXACT_COUNT_CAP rows match and the total is the planner's estimate. */
  estimated: boolean;
}

export async function cappedCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<CappedCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_CAP + 1)
    .as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  if (total <= EXACT_COUNT_CAP) return { total, estimated: false };
  // Never below what was just counted: an estimate for correlated filters can be far too low.
  return { total: Math.max(EXACT_COUNT_CAP + 1, await estimatedRows(db, table, where)), estimated: true };
}

async function estimatedRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  // execute() is typed per driver; both answer { rows } for EXPLAIN.
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_CAP } from '../activity/count-activity';
import type { Executor } from '../db/connect';

// Decision 004's rule for totals, for any table: rows are counted exactly up to the cap; past it
// the total is the planner's estimate for the same filter, flagged, and never below the cap.

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
  // The estimate is asked beside the count, not after it: planning is cheap, a round trip is not.
  const [[{ total }], estimate] = await Promise.all([
    db.select({ total: count() }).from(capped),
    estimatedRows(db, table, where),
  ]);
  if (total <= EXACT_COUNT_CAP) return { total, estimated: false };
  return { total: Math.max(EXACT_COUNT_CAP + 1, estimate), estimated: true };
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

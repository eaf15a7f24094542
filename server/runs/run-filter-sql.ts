import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { experimentRuns } from '../db/schema/runs';
import type { FilterClause, FilterOp } from './run-filter';

// The runs list's filter clauses and sort keys as SQL over experiment_runs. A metric means its
// latest value (run_metric_summaries); a param compared with a number compares as a number, and a
// param that is not a number never matches such a clause. Runs without the sort key come last.

export type RunSort = 'startedAt' | 'name' | 'status' | `metrics.${string}` | `params.${string}`;
export type SortOrder = 'asc' | 'desc';

// Text PostgreSQL's numeric reads: no NaN or Infinity, and an exponent it cannot overflow.
const NUMERIC_TEXT = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d{1,3})?\\s*$';
const OPERATORS: Record<FilterOp, SQL> = {
  '=': sql.raw('='),
  '!=': sql.raw('<>'),
  '<': sql.raw('<'),
  '<=': sql.raw('<='),
  '>': sql.raw('>'),
  '>=': sql.raw('>='),
};
const run = experimentRuns.id;

/** A param's value as a number, or null when it is not one (CASE keeps the cast from failing). */
const paramNumber = (alias: string) =>
  sql`(case when ${sql.raw(alias)}.value ~ ${NUMERIC_TEXT} then ${sql.raw(alias)}.value::numeric end)`;

export function clauseSql(clause: FilterClause): SQL {
  const op = OPERATORS[clause.op];
  if (clause.kind === 'metrics') {
    return sql`exists (select 1 from run_metric_summaries f where f.run_id = ${run} and f.key = ${clause.key}
      and f.last_value ${op} ${clause.value})`;
  }
  if (clause.kind === 'tags') {
    return sql`exists (select 1 from run_tags f where f.run_id = ${run} and f.key = ${clause.key}
      and f.value ${op} ${clause.value})`;
  }
  const compared =
    typeof clause.value === 'number'
      ? sql`${paramNumber('f')} ${op} ${String(clause.value)}::numeric`
      : sql`f.value ${op} ${clause.value}`;
  return sql`exists (select 1 from run_params f where f.run_id = ${run} and f.key = ${clause.key} and ${compared})`;
}

export function sortSql(sortBy: RunSort, order: SortOrder): SQL[] {
  const direction = (value: SQL) => (order === 'asc' ? asc(value) : desc(value));
  const newestFirst = [desc(experimentRuns.startedAt), desc(experimentRuns.id)];
  if (sortBy === 'startedAt') return [direction(sql`${experimentRuns.startedAt}`), direction(sql`${run}`)];
  if (sortBy === 'name') return [direction(sql`lower(${experimentRuns.name})`), direction(sql`${run}`)];
  if (sortBy === 'status') return [direction(sql`${experimentRuns.status}`), ...newestFirst];
  const nullsLast = (value: SQL) => sql`${value} ${sql.raw(order === 'asc' ? 'asc' : 'desc')} nulls last`;
  const key = sortBy.slice(sortBy.indexOf('.') + 1);
  if (sortBy.startsWith('metrics.')) {
    const latest = sql`(select s.last_value from run_metric_summaries s where s.run_id = ${run} and s.key = ${key})`;
    return [nullsLast(latest), ...newestFirst];
  }
  // Numbers in number order first, then the text of params that are not numbers.
  const param = (value: SQL) => sql`(select ${value} from run_params s where s.run_id = ${run} and s.key = ${key})`;
  return [nullsLast(param(paramNumber('s'))), nullsLast(param(sql`s.value`)), ...newestFirst];
}

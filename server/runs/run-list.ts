import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { RunStatus } from '../../src/domain/run-lifecycle';
import type { Executor } from '../db/connect';
import { experimentRuns } from '../db/schema/runs';
import { clauseSql, sortSql, type RunSort, type SortOrder } from './run-filter-sql';
import type { FilterClause } from './run-filter';

// A page of one experiment's runs with the list's filters, and its total. The caller has checked
// they may read the experiment (authorize's permit); every member reads the same runs.

export interface RunListQuery {
  status?: RunStatus;
  search?: string;
  sortBy?: RunSort;
  order?: SortOrder;
  clauses: FilterClause[];
}

/** LIKE's wildcards in what the user typed are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listRuns(db: Executor, experimentId: string, query: RunListQuery, skip: number, limit: number) {
  const search = query.search?.trim();
  const where: SQL | undefined = and(
    eq(experimentRuns.experimentId, experimentId),
    query.status ? eq(experimentRuns.status, query.status) : undefined,
    search ? ilike(experimentRuns.name, likePattern(search)) : undefined,
    ...query.clauses.map(clauseSql),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(experimentRuns)
      .where(where)
      .orderBy(...sortSql(query.sortBy ?? 'startedAt', query.order ?? 'desc'))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(experimentRuns).where(where),
  ]);
  return { rows, total };
}

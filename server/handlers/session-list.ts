import { inArray } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { goals } from '../db/schema/coscientist';
import { instanceFullPath, sessionFullPath } from '../sessions/session-config';
import { sessionConfigOf } from '../sessions/session-json';
import { ideaStats, listSessions, sessionName, statsOr } from '../sessions/session-store';
import { createdByOf, peopleOf } from '../people/user-refs';
import type { OperationHandler } from './handler-types';

type SessionRow = Awaited<ReturnType<typeof listSessions>>['rows'][number];
type Stats = Awaited<ReturnType<typeof ideaStats>>;

// Session names fall back on the goal title, so the page's goals are read in one query.
function goalTitles(db: Database, rows: SessionRow[]): Promise<{ id: string; title: string }[]> {
  const goalIds = [...new Set(rows.map((r) => r.goalId))];
  if (!goalIds.length) return Promise.resolve([]);
  return db.select({ id: goals.id, title: goals.title }).from(goals).where(inArray(goals.id, goalIds));
}

function toListItem(row: SessionRow, stats: Stats, goalTitle: string | undefined, includeResourcePaths?: boolean) {
  const s = statsOr(stats, row.id);
  return {
    id: row.id,
    sessionName: sessionName(row, goalTitle),
    status: row.status,
    goalId: row.goalId,
    createdAt: row.createdAt.toISOString(),
    stats: { numIdeas: s.numIdeas, avgEloRating: s.avgEloRating },
    ...(includeResourcePaths && {
      sessionFullPath: sessionFullPath(row),
      instanceFullPath: instanceFullPath(row, sessionConfigOf(row)),
    }),
  };
}

export function listWorkspaceSessionsHandler(ctx: AppContext): OperationHandler<'listWorkspaceSessions'> {
  const { db } = ctx;
  return async (request) => {
    const userId = requireUser(request).id;
    const { skip = 0, limit = DEFAULT_PAGE_SIZE, includeResourcePaths } = request.query;
    const { role } = await authorize(db, userId, { workspace: request.params.id }, 'read');
    const { rows, total } = await listSessions(db, request.params.id, skip, limit);
    const ids = rows.map((r) => r.id);
    const [stats, titles] = await Promise.all([ideaStats(db, ids), goalTitles(db, rows)]);
    const titleOf = new Map(titles.map((g) => [g.id, g.title]));
    const people = await peopleOf(
      db,
      rows.map((row) => row.userId),
    );
    const items = rows.map((row) => ({
      ...toListItem(row, stats, titleOf.get(row.goalId), includeResourcePaths),
      ...createdByOf(people, row),
    }));
    return { ...toPaged(items, total, skip, limit), role };
  };
}

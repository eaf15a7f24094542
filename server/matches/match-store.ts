import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { matches } from '../db/schema/ideas';

// A session's tournament matches as stored, newest first, through the session's id alone: the
// caller's access was decided once, on the session or the idea (decision 013).

export type MatchRow = typeof matches.$inferSelect;

export interface MatchFilters {
  round?: number;
  ideaId?: string;
  agreement?: 'agreed' | 'split';
  judge?: 'agent' | 'human';
}

/** The list's order: newest round, batch and match first; the id breaks a batch's ties. */
const NEWEST_FIRST = [desc(matches.round), desc(matches.batch), desc(matches.createdAt), asc(matches.id)];

export function matchesWhere(sessionId: string, filters: MatchFilters): SQL {
  const conditions: SQL[] = [eq(matches.sessionId, sessionId)];
  if (filters.round !== undefined) conditions.push(eq(matches.round, filters.round));
  if (filters.ideaId) conditions.push(or(eq(matches.ideaA, filters.ideaId), eq(matches.ideaB, filters.ideaId))!);
  if (filters.agreement === 'agreed') conditions.push(sql`${matches.verdictAb} = ${matches.verdictBa}`);
  if (filters.agreement === 'split') conditions.push(sql`${matches.verdictAb} <> ${matches.verdictBa}`);
  if (filters.judge) conditions.push(eq(matches.judge, filters.judge));
  return and(...conditions)!;
}

/** One page and the total. The offset walks ids in the index; whole rows are read for the page only. */
export async function listMatches(db: Executor, where: SQL, skip: number, limit: number) {
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(skip);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(inArray(matches.id, pageIds))
      .orderBy(...NEWEST_FIRST),
    db.select({ total: count() }).from(matches).where(where),
  ]);
  return { rows, total };
}

/** Every match the filters take, newest first, for an export. */
export function allMatches(db: Executor, where: SQL): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(where)
    .orderBy(...NEWEST_FIRST);
}

export interface EloStep {
  id: string;
  round: number;
  ideaA: string;
  eloABefore: number;
  eloAAfter: number;
  eloBBefore: number;
  eloBAfter: number;
}

/** The idea's matches in the order they were played, with only what its Elo history needs. */
export function eloSteps(db: Executor, sessionId: string, ideaId: string): Promise<EloStep[]> {
  return db
    .select({
      id: matches.id,
      round: matches.round,
      ideaA: matches.ideaA,
      eloABefore: matches.eloABefore,
      eloAAfter: matches.eloAAfter,
      eloBBefore: matches.eloBBefore,
      eloBAfter: matches.eloBAfter,
    })
    .from(matches)
    .where(matchesWhere(sessionId, { ideaId }))
    .orderBy(asc(matches.round), asc(matches.batch), asc(matches.createdAt), asc(matches.id));
}

export interface MatchIdea {
  title: string;
  rank: number | null;
}

/** The ideas' titles and their place in the session now (the ideas list's order); merged ones have none. */
export async function matchIdeas(db: Executor, sessionId: string, ids: string[]): Promise<Map<string, MatchIdea>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    SELECT i.id, i.title, r.rank::int AS rank
      FROM ideas i
      LEFT JOIN (
        SELECT id, row_number() OVER (ORDER BY elo_rating DESC, id) AS rank
          FROM ideas WHERE session_id = ${sessionId} AND duplicate_of IS NULL
      ) r ON r.id = i.id
     WHERE i.session_id = ${sessionId} AND i.id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
  `)) as unknown as { rows: { id: string; title: string; rank: number | null }[] };
  return new Map(result.rows.map((row) => [row.id, { title: row.title, rank: row.rank }]));
}

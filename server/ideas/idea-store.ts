import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { userRatingElo } from '../../src/domain/user-rating';
import type { Executor } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { ideas, reviews } from '../db/schema/ideas';
import { ideaDetailsOf } from '../engine/engine-store';
import { REVIEW_TYPES, type ReviewType } from '../engine/types';

// Idea rows through their owner, with the session they belong to (its paths name the idea).

export type Idea = components['schemas']['Idea'];
export type IdeaRow = typeof ideas.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

export const ideaFullPath = (session: Pick<SessionRow, 'workspaceId' | 'goalId' | 'id'>, ideaId: string) =>
  `workspaces/${session.workspaceId}/goals/${session.goalId}/sessions/${session.id}/ideas/${ideaId}`;

// REAL columns come back as float4: round so 0.7 reads 0.7, not 0.699999988.
const unit = (x: number) => Math.min(1, Math.max(0, Math.round(x * 1000) / 1000));
const rating = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

export function toIdea(
  row: IdeaRow,
  session: Pick<SessionRow, 'workspaceId' | 'goalId' | 'id'>,
  reviewRows?: ReviewRow[],
): Idea {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    sessionId: row.sessionId,
    ideaFullPath: ideaFullPath(session, row.id),
    noveltyScore: unit(row.noveltyScore),
    correctnessScore: unit(row.correctnessScore),
    feasibilityScore: unit(row.feasibilityScore),
    eloRating: rating(row.eloRating)!,
    userRating: row.userRating,
    userRatingElo: userRatingElo(row.userRating),
    details: ideaDetailsOf(row),
    parentIds: row.parentIds,
    strategy: row.strategy,
    round: row.round,
    cluster: row.cluster,
    duplicateOf: row.duplicateOf,
    btRating: rating(row.btRating),
    btInterval: row.btLow !== null && row.btHigh !== null ? [rating(row.btLow)!, rating(row.btHigh)!] : null,
    matchRecord: { wins: row.wins, losses: row.losses, draws: row.draws },
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(reviewRows && {
      reviews: reviewRows.map((r) => ({
        type: r.type,
        score: Math.round(r.score * 10) / 10,
        text: r.text,
        round: r.round,
        createdAt: r.createdAt.toISOString(),
      })),
    }),
  };
}

export async function findIdea(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ idea: IdeaRow; session: SessionRow } | undefined> {
  const [row] = await db
    .select()
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(and(eq(ideas.id, id), eq(ideas.userId, userId)));
  return row && { idea: row.ideas, session: row.sessions };
}

/** A page of the session's standing ideas (merged duplicates live on in their survivor), best first. */
export async function listSessionIdeas(db: Executor, userId: string, sessionId: string, skip: number, limit: number) {
  const where = and(eq(ideas.sessionId, sessionId), eq(ideas.userId, userId), isNull(ideas.duplicateOf));
  const order = [desc(ideas.eloRating), asc(ideas.id)];
  // The offset is walked over ids in the index only; whole rows are read for the page alone.
  // Selecting whole rows at a deep offset read every skipped row, or sorted them all on disk.
  const pageIds = db
    .select({ id: ideas.id })
    .from(ideas)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(skip);
  // Independent reads: on PostgreSQL's pool they overlap, so a page waits for the slower one only.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(ideas)
      .where(and(inArray(ideas.id, pageIds), eq(ideas.userId, userId)))
      .orderBy(...order),
    db.select({ total: count() }).from(ideas).where(where),
  ]);
  return { rows, total };
}

/** Reviews read as the pipeline wrote them: round by round, and within a round in the pipeline's order (docs/engine.md). */
export async function reviewsOf(db: Executor, userId: string, ideaId: string): Promise<ReviewRow[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.ideaId, ideaId), eq(reviews.userId, userId)));
  // One step writes several types at once, so their timestamps tie: the type order goes first.
  const typeOrder = (type: string) => {
    const rank = REVIEW_TYPES.indexOf(type as ReviewType);
    return rank === -1 ? REVIEW_TYPES.length : rank;
  };
  return rows.sort(
    (a, b) =>
      a.round - b.round || typeOrder(a.type) - typeOrder(b.type) || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

export async function setIdeaStatus(
  db: Executor,
  userId: string,
  id: string,
  from: IdeaRow['status'],
  to: IdeaRow['status'],
): Promise<IdeaRow | undefined> {
  // Guarded by the old status: a concurrent change makes this a no-op rather than a lost update.
  const [row] = await db
    .update(ideas)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(ideas.id, id), eq(ideas.userId, userId), eq(ideas.status, from)))
    .returning();
  return row;
}

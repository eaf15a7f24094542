import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { userRatingElo } from '../../src/domain/user-rating';
import type { Executor } from '../db/connect';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import { membershipOn } from '../access/visible';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { ideaDetailsOf } from '../engine/engine-store';
import { reviewsWithAuthors, type ReviewWithAuthor } from '../judgement/review-rows';

// Idea rows with the session they belong to (its paths name the idea). A single idea is read
// joined to the caller's membership of its session's workspace, with their role
// (docs/decisions/013-workspace-permissions.md); a session's list, its reviews and writes go by id
// once the caller's role is checked (server/access/authorize.ts).

export type Idea = components['schemas']['Idea'];
type Review = components['schemas']['Review'];
export type IdeaRow = typeof ideas.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;
type ReviewRow = ReviewWithAuthor;

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
    ratedAt: row.ratedAt?.toISOString() ?? null,
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
        author: r.author,
        ...(r.author === 'human' && {
          authorName: r.authorName,
          authorId: r.judgedBy,
          criteria: r.criteria as Review['criteria'],
        }),
      })),
    }),
  };
}

export interface FoundIdea {
  idea: IdeaRow;
  session: SessionRow;
  role: WorkspaceRole;
}

/** The idea and its session, with the caller's role; with `lock`, the membership is held FOR SHARE. */
export async function findIdea(
  db: Executor,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FoundIdea | undefined> {
  const query = db
    .select({ idea: ideas, session: sessions, role: workspaceMembers.role })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
    .where(eq(ideas.id, id));
  const [row] = options.lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row;
}

/** A page of the session's standing ideas (merged duplicates live on in their survivor), best first. */
export async function listSessionIdeas(db: Executor, sessionId: string, skip: number, limit: number) {
  const where = and(eq(ideas.sessionId, sessionId), isNull(ideas.duplicateOf));
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
      .where(inArray(ideas.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(ideas).where(where),
  ]);
  return { rows, total };
}

/** Reviews read as the pipeline wrote them, then the researchers' own (server/judgement/review-rows.ts). */
export async function reviewsOf(db: Executor, ideaId: string): Promise<ReviewRow[]> {
  return reviewsWithAuthors(db, ideaId);
}

export async function setIdeaStatus(
  db: Executor,
  id: string,
  from: IdeaRow['status'],
  to: IdeaRow['status'],
): Promise<IdeaRow | undefined> {
  // Guarded by the old status: a concurrent change makes this a no-op rather than a lost update.
  const [row] = await db
    .update(ideas)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(ideas.id, id), eq(ideas.status, from)))
    .returning();
  return row;
}

import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { goals, sessions, sessionSteps } from '../db/schema/coscientist';
import { ideas, matches, reviews } from '../db/schema/ideas';
import { readJsonColumn } from '../db/corrupt-row';
import { ideaDetailsSchema, transcriptSchema, type IdeaDetails, type IdeaView } from './types';

// What the pipeline reads and writes. Every query names the session's owner too: the engine
// runs without a request, but never outside the user who owns the session.

export type IdeaRow = typeof ideas.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;

/** ideas.details, parsed: a corrupt one throws CorruptRowError (the step fails, the request is a 500). */
export const ideaDetailsOf = (row: Pick<IdeaRow, 'id' | 'details'>): IdeaDetails =>
  readJsonColumn(ideaDetailsSchema, row.details, { table: 'ideas', id: row.id, column: 'details' });

export const transcriptOf = (row: Pick<MatchRow, 'id' | 'transcript'>) =>
  readJsonColumn(transcriptSchema, row.transcript, { table: 'matches', id: row.id, column: 'transcript' });

export const toIdeaView = (row: IdeaRow): IdeaView => ({
  key: row.id,
  title: row.title,
  summary: row.summary,
  details: ideaDetailsOf(row),
  strategy: row.strategy,
  scores: { novelty: row.noveltyScore, correctness: row.correctnessScore, feasibility: row.feasibilityScore },
});

export async function loadSession(
  db: Executor,
  sessionId: string,
): Promise<{ session: SessionRow; goal: GoalRow } | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .innerJoin(goals, eq(goals.id, sessions.goalId))
    .where(eq(sessions.id, sessionId));
  return row ? { session: row.sessions, goal: row.goals } : null;
}

/** The session row locked for this transaction, or null when it no longer runs (cancelled). */
export async function lockRunning(db: Executor, session: SessionRow): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.userId, session.userId),
        inArray(sessions.status, ['queued', 'running']),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function doneSteps(db: Executor, sessionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ step: sessionSteps.step })
    .from(sessionSteps)
    .where(eq(sessionSteps.sessionId, sessionId));
  return new Set(rows.map((r) => r.step));
}

/** Marks a step done; false when it already was (a duplicate delivery lost the race). */
export async function markStepDone(db: Executor, sessionId: string, step: string): Promise<boolean> {
  const rows = await db.insert(sessionSteps).values({ sessionId, step }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** Ideas of the session, best first; merged near-duplicates only when asked. */
export async function loadIdeas(db: Executor, session: SessionRow, withDuplicates = false): Promise<IdeaRow[]> {
  return db
    .select()
    .from(ideas)
    .where(
      and(
        eq(ideas.sessionId, session.id),
        eq(ideas.userId, session.userId),
        withDuplicates ? undefined : isNull(ideas.duplicateOf),
      ),
    )
    .orderBy(desc(ideas.eloRating), asc(ideas.createdAt), asc(ideas.id));
}

export async function loadMatches(db: Executor, session: SessionRow): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.sessionId, session.id), eq(matches.userId, session.userId)))
    .orderBy(asc(matches.round), asc(matches.batch), asc(matches.createdAt));
}

export async function loadReviews(db: Executor, session: SessionRow): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.sessionId, session.id), eq(reviews.userId, session.userId)));
}

export async function countRows(
  db: Executor,
  session: SessionRow,
): Promise<{ ideas: number; reviews: number; matches: number }> {
  const where = <T extends typeof ideas | typeof reviews | typeof matches>(t: T) =>
    and(eq(t.sessionId, session.id), eq(t.userId, session.userId));
  // One after another: inside a transaction these share one connection.
  const [i] = await db
    .select({ n: count() })
    .from(ideas)
    .where(and(where(ideas), isNull(ideas.duplicateOf)));
  const [r] = await db.select({ n: count() }).from(reviews).where(where(reviews));
  const [m] = await db.select({ n: count() }).from(matches).where(where(matches));
  return { ideas: i.n, reviews: r.n, matches: m.n };
}

export const touch = () => ({ updatedAt: sql`now()` });

import { and, avg, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import { membershipOn } from '../access/visible';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { toSessionLiterature } from '../literature/session-report';
import { instanceFullPath, sessionFullPath, type SessionConfig } from './session-config';
import { sessionConfigOf, sessionPlanOf } from './session-json';
import { initialProgress, progressOf, toProgress } from './session-progress';

// Session rows and the idea statistics the lists show beside them. A single session is read joined
// to the caller's membership of its workspace, with their role (docs/decisions/013-workspace-permissions.md);
// lists and writes go by id once the caller's role is checked (server/access/authorize.ts).

export type Session = components['schemas']['Session'];
export type SessionSummary = components['schemas']['SessionSummary'];
export type SessionRow = typeof sessions.$inferSelect;
export type Engine = SessionRow['engine'];

export function toSession(row: SessionRow, enhanced = false): Session {
  return {
    id: row.id,
    status: row.status,
    sessionFullPath: sessionFullPath(row),
    instanceFullPath: instanceFullPath(row, sessionConfigOf(row)),
    goalId: row.goalId,
    workspaceId: row.workspaceId,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress: toProgress(row),
    error: row.error,
    ...(enhanced && {
      metaReview: row.metaReview,
      overview: row.overview,
      // The field is absent until the plan step commits; null when the goal matched no field.
      ...planParts(row),
      metaReviews: progressOf(row).metaReviews ?? [],
      config: sessionConfigOf(row),
      literature: toSessionLiterature(row.literature),
    }),
  };
}

/** The plan's parts a researcher reads, and its field; absent until the plan step commits. */
function planParts(row: SessionRow) {
  const plan = sessionPlanOf(row);
  if (!plan) return { plan: null };
  const { objective, keywords, preferences, constraints, criteria } = plan;
  return {
    plan: {
      objective,
      keywords,
      preferences,
      constraints,
      criteria: criteria.map(({ name, weight }) => ({ name, weight })),
      ...(plan.feedback?.length && { feedback: plan.feedback }),
      ...(plan.outcomes?.length && { outcomes: plan.outcomes }),
    },
    field: plan.field ?? null,
  };
}

export interface IdeaStats {
  numIdeas: number;
  avgEloRating: number;
  topEloRating: number;
  avgNoveltyScore: number;
  avgCorrectnessScore: number;
  avgFeasibilityScore: number;
}

const EMPTY_STATS: IdeaStats = {
  numIdeas: 0,
  avgEloRating: 0,
  topEloRating: 0,
  avgNoveltyScore: 0,
  avgCorrectnessScore: 0,
  avgFeasibilityScore: 0,
};

/** Per session: the ideas that stand (merged near-duplicates are counted in their survivor). */
export async function ideaStats(db: Executor, sessionIds: string[]): Promise<Map<string, IdeaStats>> {
  const result = new Map<string, IdeaStats>();
  if (sessionIds.length === 0) return result;
  const rows = await db
    .select({
      sessionId: ideas.sessionId,
      n: count(),
      elo: avg(ideas.eloRating),
      top: max(ideas.eloRating),
      novelty: avg(ideas.noveltyScore),
      correctness: avg(ideas.correctnessScore),
      feasibility: avg(ideas.feasibilityScore),
    })
    .from(ideas)
    .where(and(inArray(ideas.sessionId, sessionIds), isNull(ideas.duplicateOf)))
    .groupBy(ideas.sessionId);
  const round = (v: unknown, digits = 1) => Math.round(Number(v ?? 0) * 10 ** digits) / 10 ** digits;
  for (const r of rows) {
    result.set(r.sessionId, {
      numIdeas: r.n,
      avgEloRating: round(r.elo),
      topEloRating: round(r.top),
      avgNoveltyScore: round(r.novelty, 3),
      avgCorrectnessScore: round(r.correctness, 3),
      avgFeasibilityScore: round(r.feasibility, 3),
    });
  }
  return result;
}

export const statsOr = (stats: Map<string, IdeaStats>, id: string | null) => (id && stats.get(id)) || EMPTY_STATS;

/** The server cannot know the reader's time zone, so the name says which one its time is in. */
export function sessionName(
  row: Pick<SessionRow, 'id' | 'goalId' | 'workspaceId' | 'createdAt'>,
  goalTitle?: string,
): string {
  return goalTitle
    ? `${goalTitle} — ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : sessionFullPath(row);
}

export async function insertSession(
  db: Executor,
  input: { userId: string; goalId: string; workspaceId: string; engine: Engine; config: SessionConfig },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...input, progress: { ...initialProgress() } })
    .returning();
  return row;
}

export type SessionWithRole = SessionRow & { role: WorkspaceRole };

/** The session with the caller's role in its workspace; with `lock`, the membership is held FOR SHARE. */
export async function findSession(
  db: Executor,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SessionWithRole | undefined> {
  const query = db
    .select({ session: sessions, role: workspaceMembers.role })
    .from(sessions)
    .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
    .where(eq(sessions.id, id));
  const [row] = options.lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row && { ...row.session, role: row.role };
}

/** A session by id alone, for a caller already allowed its goal or workspace. */
export async function sessionById(db: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** A page of the workspace's sessions, newest first: authorize the workspace first. */
export async function listSessions(db: Executor, workspaceId: string, skip: number, limit: number) {
  const where = eq(sessions.workspaceId, workspaceId);
  const rows = await db
    .select()
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit)
    .offset(skip);
  const [{ total }] = await db.select({ total: count() }).from(sessions).where(where);
  return { rows, total };
}

/** Sessions by id, for goals the caller may already read. */
export async function sessionsByIds(db: Executor, ids: string[]): Promise<Map<string, SessionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(sessions).where(inArray(sessions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Cancels a session that has not finished (the caller may edit it); undefined when it already has. */
export async function markCancelled(db: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({
      status: 'cancelled',
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      progress: sql`${sessions.progress} || jsonb_build_object('phase', 'cancelled', 'activity', 'Cancelled by the user')`,
    })
    .where(and(eq(sessions.id, id), inArray(sessions.status, ['queued', 'running'])))
    .returning();
  return row;
}

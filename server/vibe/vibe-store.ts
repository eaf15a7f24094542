import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VibeStatusName } from '../../src/domain/vibe-status';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import { inMyWorkspaces, membershipOn } from '../access/visible';
import type { Executor } from '../db/connect';
import { workspaceMembers } from '../db/schema/members';
import type { IdeaRow } from '../ideas/idea-store';
import { ideas } from '../db/schema/ideas';
import { vibeSessions } from '../db/schema/vibe';
import { OPEN_STATUSES } from './job/session-updates';
import type { VibeSessionRow } from './vibe-columns';

// Coding sessions as the members of their workspace read them, with the idea's title. One session
// is found joined to the caller's membership, with their role for authorize's permit(); the list
// keeps the caller's workspaces; an idea's sessions are read once the idea is authorized.

export interface Listed {
  session: VibeSessionRow;
  ideaTitle: string;
}

const listed = { session: vibeSessions, ideaTitle: ideas.title };
const newestFirst = [desc(vibeSessions.createdAt), desc(vibeSessions.id)];

/** Sessions with their idea's title; each query gives the whole condition. */
const selectListed = (db: Executor) =>
  db.select(listed).from(vibeSessions).innerJoin(ideas, eq(ideas.id, vibeSessions.ideaId)).$dynamic();

export async function findVibeSession(
  db: Executor,
  userId: string,
  id: string,
  lock = false,
): Promise<(Listed & { role: WorkspaceRole }) | undefined> {
  const query = db
    .select({ ...listed, role: workspaceMembers.role })
    .from(vibeSessions)
    .innerJoin(workspaceMembers, membershipOn(userId, vibeSessions.workspaceId))
    .innerJoin(ideas, eq(ideas.id, vibeSessions.ideaId))
    .where(eq(vibeSessions.id, id));
  const [row] = lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row;
}

/** The idea a coding session is started for, read after authorize() let the caller edit it. */
export async function ideaToCode(db: Executor, id: string): Promise<IdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id));
  return row;
}

/** The idea's newest session, or its unfinished one when `open`. */
export async function latestOfIdea(db: Executor, ideaId: string, open = false): Promise<Listed | undefined> {
  const [row] = await selectListed(db)
    .where(and(eq(vibeSessions.ideaId, ideaId), open ? inArray(vibeSessions.status, [...OPEN_STATUSES]) : undefined))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export interface VibeFilters {
  ideaId?: string;
  status?: VibeStatusName;
}

export async function listVibeSessions(
  db: Executor,
  userId: string,
  filters: VibeFilters,
  skip: number,
  limit: number,
) {
  const filtered = and(
    filters.ideaId ? eq(vibeSessions.ideaId, filters.ideaId) : undefined,
    filters.status ? eq(vibeSessions.status, filters.status) : undefined,
  );
  const where = and(inMyWorkspaces(userId, vibeSessions.workspaceId), filtered);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...listed, role: workspaceMembers.role })
      .from(vibeSessions)
      .innerJoin(workspaceMembers, membershipOn(userId, vibeSessions.workspaceId))
      .innerJoin(ideas, eq(ideas.id, vibeSessions.ideaId))
      .where(filtered)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(vibeSessions).where(where),
  ]);
  return { rows, total };
}

/** Cancels the session if it is still unfinished; undefined when it is not. The caller checked its role. */
export async function markCancelled(db: Executor, id: string, message: string) {
  const entry = [{ at: new Date().toISOString(), kind: 'status', message }];
  const [row] = await db
    .update(vibeSessions)
    .set({
      status: 'cancelled',
      finishedAt: new Date(),
      activities: sql`${vibeSessions.activities} || ${JSON.stringify(entry)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(vibeSessions.id, id), inArray(vibeSessions.status, [...OPEN_STATUSES])))
    .returning();
  return row;
}

/** PostgreSQL's unique_violation: the one-open-session-per-idea index turned a racing trigger away. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

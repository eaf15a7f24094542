import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import { membershipOn } from '../access/visible';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';
import { sessionName } from '../sessions/session-store';

// The command palette's search: the workspaces the caller is a member of, and their goals, sessions
// and ideas, whose name or title holds the text, in any case, newest first
// (docs/decisions/013-workspace-permissions.md, §3). A session's name is its goal's title and
// when it started, so a session is found by its goal's title.

export type SearchResult = components['schemas']['SearchResult'];

/** LIKE's wildcards (and its escape) in what the user typed are literal characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SUBTITLE_CHARS = 140;
/** The caller's role in the hit's workspace, from the membership each query joins. */
const role = workspaceMembers.role;

function clip(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > SUBTITLE_CHARS ? `${line.slice(0, SUBTITLE_CHARS - 1)}…` : line;
}

async function searchWorkspaces(db: Executor, userId: string, pattern: string, limit: number) {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, description: workspaces.description, role })
    .from(workspaces)
    .innerJoin(workspaceMembers, membershipOn(userId, workspaces.id))
    .where(ilike(workspaces.name, pattern))
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
    .limit(limit);
  return rows.map((row): SearchResult => ({
    kind: 'workspace',
    id: row.id,
    title: row.name,
    ...optional(clip(row.description)),
    workspaceId: row.id,
    href: `/workspaces/${row.id}`,
    role: row.role,
  }));
}

async function searchGoals(db: Executor, userId: string, pattern: string, limit: number) {
  const rows = await db
    .select({ id: goals.id, title: goals.title, workspaceId: goals.workspaceId, workspaceName: workspaces.name, role })
    .from(goals)
    .innerJoin(workspaceMembers, membershipOn(userId, goals.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, goals.workspaceId))
    .where(ilike(goals.title, pattern))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(limit);
  return rows.map((row): SearchResult => ({
    kind: 'goal',
    id: row.id,
    title: row.title,
    ...optional(row.workspaceName),
    workspaceId: row.workspaceId,
    href: `/workspaces/${row.workspaceId}/goals`,
    role: row.role,
  }));
}

async function searchSessions(db: Executor, userId: string, pattern: string, limit: number) {
  const rows = await db
    .select({ session: sessions, goalTitle: goals.title, workspaceName: workspaces.name, role })
    .from(sessions)
    .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
    .innerJoin(goals, eq(goals.id, sessions.goalId))
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .where(ilike(goals.title, pattern))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
  return rows.map(({ session, goalTitle, workspaceName, role }): SearchResult => ({
    kind: 'session',
    id: session.id,
    title: sessionName(session, goalTitle),
    ...optional(workspaceName),
    workspaceId: session.workspaceId,
    sessionId: session.id,
    href: `/workspaces/${session.workspaceId}/session/${session.id}`,
    role,
  }));
}

async function searchIdeas(db: Executor, userId: string, pattern: string, limit: number) {
  const rows = await db
    .select({
      id: ideas.id,
      title: ideas.title,
      sessionId: ideas.sessionId,
      workspaceId: sessions.workspaceId,
      workspaceName: workspaces.name,
      role,
    })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .where(
      and(
        // Merged near-duplicates live on in their survivor, as in the session's list.
        isNull(ideas.duplicateOf),
        ilike(ideas.title, pattern),
      ),
    )
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit);
  return rows.map((row): SearchResult => ({
    kind: 'idea',
    id: row.id,
    title: row.title,
    ...optional(row.workspaceName),
    workspaceId: row.workspaceId,
    sessionId: row.sessionId,
    href: `/workspaces/${row.workspaceId}/ideas/${row.id}`,
    role: row.role,
  }));
}

const optional = (subtitle: string | undefined) => (subtitle ? { subtitle } : {});

/** Workspaces, then goals, sessions and ideas: at most `limit` of each, each kind newest first. */
export async function searchEverything(db: Executor, userId: string, text: string, limit: number) {
  const pattern = likePattern(text);
  const found = await Promise.all(
    [searchWorkspaces, searchGoals, searchSessions, searchIdeas].map((search) => search(db, userId, pattern, limit)),
  );
  return found.flat();
}

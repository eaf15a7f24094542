import { desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { membershipOn } from '../access/visible';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';
import { toProgress } from '../sessions/session-progress';

// Sessions not yet finished (queued or running) in the workspaces the caller is a member of,
// whoever started them (docs/decisions/013-workspace-permissions.md, §3), newest first, each with the
// progress its own page polls, and the goal and workspace its link and label need.

export type DashboardSession = components['schemas']['DashboardSession'];

export const RUNNING_SESSIONS = 5;

/** The statuses sessions_unfinished_idx covers: a worker has yet to finish them. */
const UNFINISHED = ['queued', 'running'] as const;

export async function runningSessions(db: Executor, userId: string): Promise<DashboardSession[]> {
  const rows = await db
    .select({
      session: sessions,
      goal: { id: goals.id, title: goals.title },
      workspace: { id: workspaces.id, name: workspaces.name },
      role: workspaceMembers.role,
    })
    .from(sessions)
    .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
    .innerJoin(goals, eq(goals.id, sessions.goalId))
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .where(inArray(sessions.status, [...UNFINISHED]))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(RUNNING_SESSIONS);
  return rows.map(({ session, goal, workspace, role }) => ({
    id: session.id,
    status: session.status,
    createdAt: session.createdAt.toISOString(),
    goal,
    workspace,
    progress: toProgress(session),
    role,
  }));
}

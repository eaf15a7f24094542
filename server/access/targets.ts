import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COMMENT_MESSAGES } from '../../src/domain/comment-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import type { Executor } from '../db/connect';
import { comments } from '../db/schema/comments';
import { goals, sessions } from '../db/schema/coscientist';
import { experiments, workflows } from '../db/schema/experiments';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { experimentRuns } from '../db/schema/runs';
import { vibeSessions } from '../db/schema/vibe';
import { workspaces } from '../db/schema/workspaces';

// How each kind of object reaches its workspace, joined to the caller's membership in one
// statement (docs/decisions/013-workspace-permissions.md, "Finding the workspace"). No row means
// the object is missing or the caller is no member: the same answer, so existence never leaks.

export type TargetKind =
  'workspace' | 'goal' | 'session' | 'idea' | 'experiment' | 'workflow' | 'run' | 'vibeSession' | 'comment';

/** One object, named by its kind: `{ idea: id }`. */
export type AccessTarget = { [K in TargetKind]: { [P in K]: string } }[TargetKind];

export interface Access {
  workspaceId: string;
  role: WorkspaceRole;
}

/** What a caller who may not see the object is told: the kind's own "not found". */
export const NOT_FOUND_OF: Record<TargetKind, string> = {
  workspace: NOT_FOUND_MESSAGES.workspace,
  goal: NOT_FOUND_MESSAGES.goal,
  session: NOT_FOUND_MESSAGES.session,
  idea: NOT_FOUND_MESSAGES.idea,
  experiment: NOT_FOUND_MESSAGES.experiment,
  workflow: NOT_FOUND_MESSAGES.workflow,
  run: NOT_FOUND_MESSAGES.run,
  vibeSession: VIBE_MESSAGES.sessionNotFound,
  comment: COMMENT_MESSAGES.notFound,
};

export const kindOf = (target: AccessTarget): TargetKind => Object.keys(target)[0] as TargetKind;
const idOf = (target: AccessTarget): string => Object.values(target)[0] as string;

const member = (userId: string, workspaceId: PgColumn): SQL =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)) as SQL;

const COLUMNS = { workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role };

type ParentKind = 'idea';

/** Objects that carry their workspace's id themselves, or a copy of it: [table, id, workspace id]. */
const OWN_COLUMN = {
  workspace: [workspaces, workspaces.id, workspaces.id],
  goal: [goals, goals.id, goals.workspaceId],
  session: [sessions, sessions.id, sessions.workspaceId],
  experiment: [experiments, experiments.id, experiments.workspaceId],
  workflow: [workflows, workflows.id, workflows.workspaceId],
  // Copies of their parent's (migration 0024): a run's batch locks it with one join.
  run: [experimentRuns, experimentRuns.id, experimentRuns.workspaceId],
  vibeSession: [vibeSessions, vibeSessions.id, vibeSessions.workspaceId],
  // A copy of its target's (migration 0029).
  comment: [comments, comments.id, comments.workspaceId],
} satisfies Record<Exclude<TargetKind, ParentKind>, [PgTable, PgColumn, PgColumn]>;

function byOwnColumn(db: Executor, userId: string, kind: keyof typeof OWN_COLUMN, id: string) {
  const [table, idColumn, workspaceColumn] = OWN_COLUMN[kind];
  return db
    .select(COLUMNS)
    .from(table)
    .innerJoin(workspaceMembers, member(userId, workspaceColumn))
    .where(eq(idColumn, id));
}

/** Objects that reach it through a parent: an idea through its session. */
function throughParent(db: Executor, userId: string, kind: ParentKind, id: string) {
  switch (kind) {
    case 'idea':
      return db
        .select(COLUMNS)
        .from(ideas)
        .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
        .innerJoin(workspaceMembers, member(userId, sessions.workspaceId))
        .where(eq(ideas.id, id));
  }
}

const hasOwnColumn = (kind: TargetKind): kind is keyof typeof OWN_COLUMN => kind in OWN_COLUMN;

/**
 * The workspace and the caller's role there, or null. With `lock`, the membership row is held
 * FOR SHARE until the transaction ends, so a removal or demotion waits for this write, or this
 * write sees it.
 */
export async function findAccess(
  db: Executor,
  userId: string,
  target: AccessTarget,
  lock = false,
): Promise<Access | null> {
  const kind = kindOf(target);
  const id = idOf(target);
  const query = hasOwnColumn(kind) ? byOwnColumn(db, userId, kind, id) : throughParent(db, userId, kind, id);
  const [row] = lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row ?? null;
}

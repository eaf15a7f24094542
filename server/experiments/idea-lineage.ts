import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import { sessions } from '../db/schema/coscientist';

// Where an experiment came from: its idea, the session and goal that idea belongs to, and the
// ideas it was evolved from. The caller has checked it may read the experiment; the idea is in its
// workspace, and parents are read from that workspace alone.

export type IdeaLineage = components['schemas']['IdeaLineage'];

export async function ideaLineage(db: Executor, ideaId: string | null): Promise<IdeaLineage | null> {
  if (!ideaId) return null;
  const [row] = await db
    .select({ idea: ideas, goalId: sessions.goalId, workspaceId: sessions.workspaceId })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(eq(ideas.id, ideaId));
  if (!row) return null;
  const parents =
    row.idea.parentIds.length === 0
      ? []
      : await db
          .select({ id: ideas.id, title: ideas.title })
          .from(ideas)
          .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
          .where(and(eq(sessions.workspaceId, row.workspaceId), inArray(ideas.id, row.idea.parentIds)));
  return {
    id: row.idea.id,
    title: row.idea.title,
    status: row.idea.status,
    sessionId: row.idea.sessionId,
    goalId: row.goalId,
    strategy: row.idea.strategy,
    parents,
  };
}

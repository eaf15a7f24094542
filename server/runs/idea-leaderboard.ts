import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { userRatingElo } from '../../src/domain/user-rating';
import { inMyWorkspaces, membershipOn } from '../access/visible';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';
import { sessionName } from '../sessions/session-store';

// The ideas of every session in the caller's workspaces, highest Elo first, with the Bradley–Terry rating and
// interval the tournament stores beside Elo (server/engine/phases/tournament-phase.ts). Merged
// duplicates live on in their survivor and are left out, as in a session's own list.

export type IdeaLeaderboardRow = components['schemas']['IdeaLeaderboardRow'];

// Ratings as the idea answers show them (server/ideas/idea-store.ts): one decimal.
const rating = (x: number) => Math.round(x * 10) / 10;

export async function ideaLeaderboard(
  db: Executor,
  userId: string,
  workspaceId: string | undefined,
  skip: number,
  limit: number,
): Promise<{ rows: IdeaLeaderboardRow[]; total: number }> {
  const filtered = and(isNull(ideas.duplicateOf), workspaceId ? eq(sessions.workspaceId, workspaceId) : undefined);
  const where = and(inMyWorkspaces(userId, sessions.workspaceId), filtered);
  const [page, [{ total }]] = await Promise.all([
    db
      .select({
        idea: ideas,
        session: {
          id: sessions.id,
          goalId: sessions.goalId,
          workspaceId: sessions.workspaceId,
          createdAt: sessions.createdAt,
        },
        goal: { id: goals.id, title: goals.title },
        workspace: { id: workspaces.id, name: workspaces.name },
        role: workspaceMembers.role,
      })
      .from(ideas)
      .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
      .innerJoin(workspaceMembers, membershipOn(userId, sessions.workspaceId))
      .innerJoin(goals, eq(goals.id, sessions.goalId))
      .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
      .where(filtered)
      .orderBy(desc(ideas.eloRating), asc(ideas.id))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(ideas).innerJoin(sessions, eq(sessions.id, ideas.sessionId)).where(where),
  ]);
  const rows = page.map(({ idea, session, goal, workspace, role }, index) => ({
    rank: skip + index + 1,
    idea: {
      id: idea.id,
      title: idea.title,
      status: idea.status,
      eloRating: rating(idea.eloRating),
      userRating: idea.userRating,
      userRatingElo: userRatingElo(idea.userRating),
      btRating: idea.btRating === null ? null : rating(idea.btRating),
      btInterval: idea.btLow !== null && idea.btHigh !== null ? [rating(idea.btLow), rating(idea.btHigh)] : null,
      matchRecord: { wins: idea.wins, losses: idea.losses, draws: idea.draws },
    },
    session: { id: session.id, name: sessionName(session, goal.title) },
    goal,
    workspace,
    role,
  }));
  return { rows, total };
}

import { eq, sql } from 'drizzle-orm';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { Database } from '../db/connect';
import { type goals } from '../db/schema/coscientist';
import { ideas, reviews } from '../db/schema/ideas';
import { UsageMeter } from '../engine/budget';
import { goalParametersOf } from '../goals/goal-store';
import { loadIdeas, toIdeaView } from '../engine/engine-store';
import { offlinePlan } from '../engine/offline/offline-plan';
import type { AgentContext, EngineAgents } from '../engine/types';
import { sessionPlanOf } from '../sessions/session-json';
import { progressOf } from '../sessions/session-progress';
import { findIdea, type IdeaRow } from './idea-store';

type SessionRow = Parameters<typeof loadIdeas>[1];
type GoalRow = typeof goals.$inferSelect;

/** An agent context for one idea outside the session's run: five minutes, no budget. */
function refreshContext(session: SessionRow, goal: GoalRow, round: number): AgentContext {
  const goalInput = { title: goal.title, description: goal.description, parameters: goalParametersOf(goal) };
  return {
    signal: AbortSignal.timeout(5 * 60_000),
    // A session not planned yet still has a goal: the offline plan reads it without a model.
    plan: sessionPlanOf(session) ?? offlinePlan(goalInput),
    goal: goalInput,
    round,
    metaReview: session.metaReview,
    onUsage: new UsageMeter().record,
    onWarning: () => {},
  };
}

/**
 * Re-runs reflection for one idea: new review rows (old ones stay), fresh scores, recorded as the
 * member who asked. The reviews take minutes, so the member's right to edit is checked again, held
 * until the commit.
 */
export async function refreshIdea(
  db: Database,
  actor: { id: string },
  agents: EngineAgents,
  idea: IdeaRow,
  session: SessionRow,
  goal: GoalRow,
): Promise<IdeaRow> {
  const round = Math.max(1, progressOf(session).round);
  const ctx = refreshContext(session, goal, round);
  const view = toIdeaView(idea);
  const others = (await loadIdeas(db, session)).filter((r) => r.id !== idea.id).map(toIdeaView);
  const initial = await agents.review({ idea: view, others, types: ['initial'] }, ctx);
  const deep = await agents.review(
    { idea: view, others, types: ['full', 'deep_verification', 'observation', 'simulation'] },
    ctx,
  );
  const scores = deep.scores ?? initial.scores;
  return mutate(db, actor, async (tx, record) => {
    permit(await findIdea(tx, actor.id, idea.id, { lock: true }), 'idea', 'edit');
    await tx.insert(reviews).values(
      [...initial.reviews, ...deep.reviews].map((r) => ({
        ideaId: idea.id,
        sessionId: session.id,
        userId: idea.userId,
        type: r.type,
        score: r.score,
        text: r.text,
        round,
      })),
    );
    const [row] = await tx
      .update(ideas)
      .set({
        ...(scores && {
          noveltyScore: scores.novelty,
          correctnessScore: scores.correctness,
          feasibilityScore: scores.feasibility,
        }),
        status: sql`case when ${ideas.status} = 'generated' then 'reviewed' else ${ideas.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(ideas.id, idea.id))
      .returning();
    record({
      entityType: 'idea',
      entityId: idea.id,
      action: 'idea.refreshed',
      message: `Re-reviewed idea '${idea.title}'`,
      metadata: {
        workspaceId: session.workspaceId,
        goalId: session.goalId,
        sessionId: session.id,
        engine: agents.engine,
      },
    });
    return row;
  });
}

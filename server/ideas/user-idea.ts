import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import { progressOf } from '../sessions/session-progress';
import type { SessionRow } from '../sessions/session-store';

// A researcher's own idea joins the goal's current session at Elo 1200 like any new idea: the
// next reflection reviews it and the next tournament batch plays it first (fewest games).
export async function insertUserIdea(db: Executor, session: SessionRow, input: { title: string; summary: string }) {
  const [row] = await db
    .insert(ideas)
    .values({
      sessionId: session.id,
      userId: session.userId,
      title: input.title,
      summary: input.summary,
      engine: session.engine,
      strategy: 'user',
      round: Math.max(1, progressOf(session).round),
      details: {
        hypothesis: input.summary,
        rationale: 'Added by the researcher',
        methodology: [],
        expectedOutcomes: [],
        resources: [],
        timeline: { totalDuration: 0 },
        risks: [],
        feasibilityAnalysis: { overall: 0 },
      },
    })
    .returning();
  return row;
}

import { and, eq, sql } from 'drizzle-orm';
import { ideas, reviews } from '../../db/schema/ideas';
import { loadIdeas, loadReviews, toIdeaView } from '../engine-store';
import type { ReviewResult } from '../types';
import { all, type Phase } from './phase';

// Reflection on every idea not reviewed yet: a fast initial screen, then the full, deep
// verification, observation and simulation reviews. Scores land on the idea as 0–1.
const DEEP = ['full', 'deep_verification', 'observation', 'simulation'] as const;

export const reflectPhase: Phase = async ({ db, agents, ctx, session, step }) => {
  const [ranked, existing] = await Promise.all([loadIdeas(db, session), loadReviews(db, session)]);
  const reviewed = new Set(existing.map((r) => r.ideaId));
  const pending = ranked.filter((i) => !reviewed.has(i.id));
  const views = ranked.map(toIdeaView);
  const results = await all(pending, async (idea): Promise<ReviewResult> => {
    const view = toIdeaView(idea);
    const others = views.filter((v) => v.key !== idea.id);
    const initial = await agents.review({ idea: view, others, types: ['initial'] }, ctx);
    const deep = await agents.review({ idea: view, others, types: [...DEEP] }, ctx);
    return {
      reviews: [...initial.reviews, ...deep.reviews],
      scores: deep.scores ?? initial.scores,
      overlapsWith: deep.overlapsWith,
    };
  });
  const notNovel = results.filter((r) => r.overlapsWith).length;
  return {
    async write(tx) {
      for (const [i, idea] of pending.entries()) {
        const result = results[i];
        await tx.insert(reviews).values(
          result.reviews.map((r) => ({
            ideaId: idea.id,
            sessionId: session.id,
            userId: session.userId,
            type: r.type,
            score: r.score,
            text: r.text,
            round: step.round,
          })),
        );
        const s = result.scores;
        await tx
          .update(ideas)
          .set({
            ...(s && { noveltyScore: s.novelty, correctnessScore: s.correctness, feasibilityScore: s.feasibility }),
            // A user may already have moved the idea on; only a fresh one becomes reviewed.
            status: sql`case when ${ideas.status} = 'generated' then 'reviewed' else ${ideas.status} end`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(ideas.id, idea.id), eq(ideas.userId, session.userId)));
      }
    },
    message: `Round ${step.round}: reviewed ${pending.length} idea${pending.length === 1 ? '' : 's'} (${pending.length * 5} reviews${notNovel ? `, ${notNovel} judged not novel` : ''})`,
  };
};

import { loadIdeas } from '../engine-store';
import { overviewMarkdown } from '../story/overview-text';
import type { Phase } from './phase';

// The session completes. A session stopped early by its budget may have no overview yet: one is
// written from the ranking as it stands, without spending more model calls.
export const finishPhase: Phase = async ({ db, session, ctx }) => {
  const ranked = await loadIdeas(db, session);
  const overview =
    session.overview ??
    overviewMarkdown({
      workspaceId: session.workspaceId,
      objective: ctx.plan.objective,
      constraints: ctx.plan.constraints,
      round: Math.max(1, ...ranked.map((i) => i.round)),
      ranked: ranked.map((i) => ({ key: i.id, title: i.title, elo: i.eloRating, summary: i.summary })),
      openQuestions: [],
    });
  return {
    session: { overview },
    message: `Session completed with ${ranked.length} ideas; the leader is '${ranked[0]?.title ?? 'none'}'`,
  };
};

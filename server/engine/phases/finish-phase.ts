import { loadIdeas } from '../engine-store';
import type { Phase } from './phase';

// The session completes. A session stopped early by its budget may have no overview yet: one is
// written from the ranking as it stands, without spending more model calls.
export const finishPhase: Phase = async ({ db, session, ctx }) => {
  const ranked = await loadIdeas(db, session);
  const overview =
    session.overview ??
    [
      `Research overview: ${ctx.plan.objective}`,
      '',
      'Leading directions:',
      ...ranked.slice(0, 5).map((i, n) => `${n + 1}. ${i.title} (Elo ${Math.round(i.eloRating)}): ${i.summary}`),
    ].join('\n');
  return {
    session: { overview },
    message: `Session completed with ${ranked.length} ideas; the leader is '${ranked[0]?.title ?? 'none'}'`,
  };
};

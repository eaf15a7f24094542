import { reviews } from '../../db/schema/ideas';
import {
  loadIdeas,
  loadMatches,
  loadReviews,
  toIdeaView,
  transcriptOf,
  type IdeaRow,
  type SessionRow,
} from '../engine-store';
import { droppedCitations } from '../../literature/session-report';
import { progressOf } from '../../sessions/session-progress';
import { previousRound } from '../story/previous-round';
import type { RoundDigest } from '../types';
import { all, type Phase } from './phase';

// The meta-review closes a round: recurring patterns from reviews and debates, fed into every
// prompt of the next round, a research overview, and a tournament review of the leaders.

type Loaded = [IdeaRow[], Awaited<ReturnType<typeof loadReviews>>, Awaited<ReturnType<typeof loadMatches>>];

/** What the meta-reviewer reads: the ranking, the weakest reviews and this round's debate verdicts. */
function digestOf([ranked, allReviews, allMatches]: Loaded, round: number, session: SessionRow): RoundDigest {
  const titles = new Map(ranked.map((r) => [r.id, r.title]));
  const weakReviews = allReviews
    .filter((r) => titles.has(r.ideaId) && r.score <= 2.5)
    .sort((x, y) => x.score - y.score)
    .slice(0, 12)
    .map((r) => ({ title: titles.get(r.ideaId)!, type: r.type, score: r.score, text: r.text }));
  const matchRationales = allMatches
    .filter((m) => m.round === round)
    .slice(-10)
    .map((m) => transcriptOf(m).ab.at(-1)?.text ?? '')
    .filter(Boolean);
  return {
    round,
    workspaceId: session.workspaceId,
    ranked: ranked.map((r) => ({
      ...toIdeaView(r),
      elo: r.eloRating,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      round: r.round,
    })),
    weakReviews,
    matchRationales,
    previousMetaReview: session.metaReview,
    previous: previousRound(round, ranked, allMatches, progressOf(session).metaReviews ?? []),
  };
}

function eloByRoundAfter(session: SessionRow, ranked: IdeaRow[], round: number) {
  const elos = ranked.map((r) => r.eloRating);
  return [
    ...(progressOf(session).eloByRound ?? []),
    {
      round,
      topEloRating: elos.length ? Math.max(...elos) : 0,
      avgEloRating: elos.length ? elos.reduce((a, b) => a + b, 0) / elos.length : 0,
    },
  ];
}

export const metaReviewPhase: Phase = async ({ db, agents, ctx, session, step, literature }) => {
  const loaded: Loaded = await Promise.all([
    loadIdeas(db, session),
    loadReviews(db, session),
    loadMatches(db, session),
  ]);
  const ranked = loaded[0];
  const meta = await agents.metaReview(digestOf(loaded, step.round, session), ctx);
  const leaders = ranked.slice(0, Math.min(3, ranked.length));
  const views = ranked.map(toIdeaView);
  const tournamentReviews = await all(leaders, (idea) =>
    agents.review(
      {
        idea: toIdeaView(idea),
        others: views.filter((v) => v.key !== idea.id),
        types: ['tournament'],
        recurringIssues: meta.recurringIssues,
      },
      ctx,
    ),
  );
  return {
    async write(tx) {
      const rows = leaders.flatMap((idea, i) =>
        tournamentReviews[i].reviews.map((r) => ({
          ideaId: idea.id,
          sessionId: session.id,
          userId: session.userId,
          type: r.type,
          score: r.score,
          text: r.text,
          round: step.round,
        })),
      );
      if (rows.length) await tx.insert(reviews).values(rows);
    },
    session: { metaReview: meta.metaReview, overview: meta.overview },
    literature: droppedCitations(literature.sources, [meta, ...tournamentReviews]),
    progress: {
      eloByRound: eloByRoundAfter(session, ranked, step.round),
      metaReviews: [
        ...(progressOf(session).metaReviews ?? []).filter((m) => m.round !== step.round),
        { round: step.round, text: meta.metaReview, recurringIssues: meta.recurringIssues },
      ],
    },
    message: `Round ${step.round} meta-review: ${meta.recurringIssues.length ? `recurring issues — ${meta.recurringIssues.join('; ')}` : 'no recurring issue'}`,
  };
};

import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/ideas';
import { writeRelatedWork, type IdeaJudgements } from '../../literature/related-work-store';
import type { LiteratureRecord } from '../../literature/session-report';
import type { Transaction } from '../../db/connect';
import { loadIdeas, loadReviews, toIdeaView, type IdeaRow, type SessionRow } from '../engine-store';
import { updateIdeas, type IdeaColumnTypes } from '../idea-updates';
import { relatedWorkForIdea, workViews, type Lookup } from '../literature-lookups';
import type { ReviewResult } from '../types';
import { all, type Phase } from './phase';

// Reflection on every idea not reviewed yet: a fast initial screen, then the full, deep
// verification, observation and simulation reviews. The full review judges novelty against the
// published work closest to the idea as well as the session's other ideas, and the deep
// verification checks assumptions against those works' abstracts. Scores land on the idea as 0–1.
const DEEP = ['full', 'deep_verification', 'observation', 'simulation'] as const;

interface Reflected {
  idea: IdeaRow;
  result: ReviewResult;
  lookup: Lookup;
  judgements: IdeaJudgements;
}

export const reflectPhase: Phase = async (input) => {
  const { db, agents, ctx, session, step, literature } = input;
  const [ranked, existing] = await Promise.all([loadIdeas(db, session), loadReviews(db, session)]);
  // A researcher's own review does not stand in for the agents' reflection.
  const reviewed = new Set(existing.filter((r) => r.author === 'agent').map((r) => r.ideaId));
  const pending = ranked.filter((i) => !reviewed.has(i.id));
  const views = ranked.map(toIdeaView);
  const reflected = await all(pending, async (idea): Promise<Reflected> => {
    const view = toIdeaView(idea);
    const others = views.filter((v) => v.key !== idea.id);
    const [initial, lookup] = await Promise.all([
      agents.review({ idea: view, others, types: ['initial'] }, ctx),
      relatedWorkForIdea(literature, view, ctx.signal),
    ]);
    const related = workViews(lookup.works, 'W');
    const deep = await agents.review({ idea: view, others, types: [...DEEP], related }, ctx);
    const result: ReviewResult = {
      reviews: [...initial.reviews, ...deep.reviews],
      scores: deep.scores ?? initial.scores,
      overlapsWith: deep.overlapsWith,
      overlapsWithWork: deep.overlapsWithWork,
      citationsDropped: (initial.citationsDropped ?? 0) + (deep.citationsDropped ?? 0),
    };
    const shown = new Map(related.map((w, i) => [w.key, lookup.works[i]]));
    return { idea, result, lookup, judgements: { ideaId: idea.id, shown, judged: deep.relatedWork ?? [] } };
  });
  const notNovel = reflected.filter(({ result }) => result.overlapsWith || result.overlapsWithWork).length;
  const record: LiteratureRecord = {
    sources: literature.sources,
    searches: reflected.map((r) => r.lookup.outcomes),
    workIds: reflected.flatMap((r) => r.lookup.works.map((w) => w.id)),
    citationsDropped: reflected.reduce((n, r) => n + (r.result.citationsDropped ?? 0), 0),
  };
  return {
    write: (tx) => writeReflections(tx, session, step.round, reflected),
    message: reflectMessage(step.round, pending.length, notNovel, record),
    literature: record,
  };
};

async function writeReflections(
  tx: Transaction,
  session: SessionRow,
  round: number,
  reflected: readonly Reflected[],
): Promise<void> {
  const written = reflected.flatMap(({ idea, result }) =>
    result.reviews.map((r) => ({
      ideaId: idea.id,
      sessionId: session.id,
      userId: session.userId,
      type: r.type,
      score: r.score,
      text: r.text,
      round,
    })),
  );
  if (written.length > 0) await tx.insert(reviews).values(written);
  // Scores an agent gave replace the old ones; an idea it gave none keeps its own.
  const rows = reflected.map(({ idea, result: { scores: s } }) => ({
    id: idea.id,
    set: {
      novelty_score: s?.novelty ?? null,
      correctness_score: s?.correctness ?? null,
      feasibility_score: s?.feasibility ?? null,
    },
  }));
  await updateIdeas(tx, session.userId, SCORE_COLUMNS, rows, {
    keepWhenNull: Object.keys(SCORE_COLUMNS),
    // A user may already have moved the idea on; only a fresh one becomes reviewed.
    also: sql`status = case when ideas.status = 'generated' then 'reviewed' else ideas.status end`,
  });
  await writeRelatedWork(
    tx,
    { sessionId: session.id, userId: session.userId },
    reflected.map((r) => r.judgements),
  );
}

const SCORE_COLUMNS: IdeaColumnTypes = {
  novelty_score: 'real',
  correctness_score: 'real',
  feasibility_score: 'real',
};

function reflectMessage(round: number, count: number, notNovel: number, record: LiteratureRecord): string {
  const works = new Set(record.workIds).size;
  const read = record.sources.length ? `, against ${works} published work${works === 1 ? '' : 's'}` : '';
  return `Round ${round}: reviewed ${count} idea${count === 1 ? '' : 's'} (${count * 5} reviews${notNovel ? `, ${notNovel} judged not novel` : ''}${read})`;
}

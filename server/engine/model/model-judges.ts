import type { EngineAgents } from '../types';
import { metaReviewPrompt } from './meta-review-prompt';
import { unverifiedRemover, vouchedTexts } from './draft-citations';
import type { ModelCall } from './model-call';
import { describeIdea, relatedWorkSection, reviewInstructions, system } from './prompts';
import { settleReview } from './review-literature';
import { metaReviewSchema, reviewSchema, verdictSchema } from './schemas';

// The agents that judge: reviews with scores, pairwise verdicts and debates, and the meta-review.

export const modelReview =
  (call: ModelCall): EngineAgents['review'] =>
  async ({ idea, others, types, recurringIssues, related = [] }, ctx) => {
    // Published work is judged by the full review and checked by the deep verification.
    const works = types.some((t) => t === 'full' || t === 'deep_verification') ? related : [];
    const context = others.length
      ? `\nOther ideas in the session:\n${others.map((o) => `- ${o.title}`).join('\n')}`
      : '';
    const issues = recurringIssues?.length
      ? `\nIssues that recur in tournament debates: ${recurringIssues.join('; ')}`
      : '';
    const answer = await call(
      'reflection',
      ctx,
      'idea_review',
      [
        system('reflection agent', ctx),
        {
          role: 'user',
          content: `TASK: review (${types.join(', ')})\n${describeIdea(idea)}${context}${issues}\n${reviewInstructions(types)}${relatedWorkSection(works)}`,
        },
      ],
      reviewSchema,
    );
    const wanted = new Set(types);
    const overlap = answer.overlapsWith
      ? others.find((o) => o.title.toLowerCase() === answer.overlapsWith!.toLowerCase())
      : undefined;
    const settled = settleReview(
      answer,
      answer.reviews.filter((r) => wanted.has(r.type)),
      { idea, others, works },
    );
    return {
      ...settled,
      ...(types.some((t) => t !== 'tournament') && {
        scores: { novelty: answer.novelty, correctness: answer.correctness, feasibility: answer.feasibility },
      }),
      overlapsWith: overlap?.key ?? null,
    };
  };

export const modelCompare =
  (call: ModelCall): EngineAgents['compare'] =>
  async ({ first, second, turns }, ctx) => {
    const format =
      turns > 1
        ? `Write a debate of ${turns} turns between an advocate of the first idea and an advocate of the second (alternating, each answering the last), ending with the judge's turn.`
        : 'Compare them in one judgement (a single turn by the judge).';
    const answer = await call(
      'ranking',
      ctx,
      'match_verdict',
      [
        system('ranking judge', ctx),
        {
          role: 'user',
          content: `TASK: compare\n${describeIdea(first, 'First idea')}\n\n${describeIdea(second, 'Second idea')}\n\n${format} Decide which idea better meets the criteria; say draw only if they are truly even.`,
        },
      ],
      verdictSchema,
    );
    const { clean, dropped } = unverifiedRemover([first, second].flatMap(vouchedTexts));
    return {
      winner: answer.winner,
      turns: answer.turns.slice(0, 10).map((t) => ({ ...t, text: clean(t.text) })),
      rationale: clean(answer.rationale),
      citationsDropped: dropped(),
    };
  };

export const modelMetaReview =
  (call: ModelCall): EngineAgents['metaReview'] =>
  async (digest, ctx) => {
    const content = metaReviewPrompt(digest);
    const answer = await call(
      'meta_review',
      ctx,
      'meta_review',
      [system('meta-review agent', ctx), { role: 'user', content }],
      metaReviewSchema,
    );
    const vouched = [
      ...digest.ranked.flatMap(vouchedTexts),
      ...digest.weakReviews.map((r) => r.text),
      ...digest.matchRationales,
    ];
    const { clean, dropped } = unverifiedRemover(vouched);
    return {
      metaReview: clean(answer.metaReview),
      overview: clean(answer.overview),
      recurringIssues: answer.recurringIssues.map(clean),
      citationsDropped: dropped(),
    };
  };

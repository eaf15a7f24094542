import type { EngineAgents } from '../types';
import type { ModelCall } from './model-call';
import { describeIdea, reviewInstructions, system } from './prompts';
import { metaReviewSchema, reviewSchema, verdictSchema } from './schemas';

// The agents that judge: reviews with scores, pairwise verdicts and debates, and the meta-review.

export const modelReview =
  (call: ModelCall): EngineAgents['review'] =>
  async ({ idea, others, types, recurringIssues }, ctx) => {
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
          content: `TASK: review (${types.join(', ')})\n${describeIdea(idea)}${context}${issues}\n${reviewInstructions(types)}`,
        },
      ],
      reviewSchema,
    );
    const wanted = new Set(types);
    const overlap = answer.overlapsWith
      ? others.find((o) => o.title.toLowerCase() === answer.overlapsWith!.toLowerCase())
      : undefined;
    return {
      reviews: answer.reviews.filter((r) => wanted.has(r.type)),
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
    return { winner: answer.winner, turns: answer.turns.slice(0, 10), rationale: answer.rationale };
  };

export const modelMetaReview =
  (call: ModelCall): EngineAgents['metaReview'] =>
  async (digest, ctx) => {
    const ranking = digest.ranked
      .map((i, n) => `${n + 1}. ${i.title} (Elo ${Math.round(i.elo)}, ${i.wins}-${i.losses}-${i.draws})`)
      .join('\n');
    const weak = digest.weakReviews.map((r) => `- [${r.type} ${r.score}/5] ${r.title}: ${r.text}`).join('\n');
    const debates = digest.matchRationales.map((r) => `- ${r}`).join('\n');
    const content = `TASK: meta_review (round ${digest.round})\nRanking:\n${ranking}\n\nWeak reviews:\n${weak || 'none'}\n\nDebate verdicts:\n${debates || 'none'}\n\nSummarise the patterns that recur across reviews and debates (these go into every agent's prompt next round), list them as recurringIssues, and write a research overview of the leading directions for the scientist.`;
    return call(
      'meta_review',
      ctx,
      'meta_review',
      [system('meta-review agent', ctx), { role: 'user', content }],
      metaReviewSchema,
    );
  };

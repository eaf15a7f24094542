import type { ChatMessage, ChatModel, ModelRole, TokenUsage } from '../../llm/chat-model';
import type { z } from 'zod';
import type { AgentContext, EngineAgents, IdeaDraft, ResearchPlan } from '../types';
import { CRITERIA } from '../types';
import { describeIdea, reviewInstructions, system } from './prompts';
import { ideaSchema, metaReviewSchema, planSchema, reviewSchema, verdictSchema } from './schemas';

// The co-scientist's agents over a ChatModel: each is one structured call, validated by zod in
// the provider. The provider's limiter caps how many run at once; usage feeds the budget.

type Ctx = Omit<AgentContext, 'plan'> & { plan?: ResearchPlan };

const STRATEGY_TASK: Record<string, string> = {
  literature: 'Ground the idea in what the literature already shows, and aim it at a gap.',
  debate: 'Simulate a short debate among three experts with different views, then write the idea they converge on.',
  assumptions: 'Identify an assumption the field takes for granted, and propose how to test it.',
  expansion: 'Expand into a direction earlier rounds left unexplored, as the meta-review suggests.',
};

const EVOLUTION_TASK: Record<string, string> = {
  grounding: 'Ground it better: tie every step to evidence and add the validation it lacks.',
  coherence: 'Fix its coherence and feasibility: remove the weakest link, cut cost and risk.',
  combination: 'Combine the strongest parts of these ideas into one.',
  simplification: 'Simplify it to the single most informative experiment.',
  out_of_the_box: 'Think out of the box: keep the aim, change the approach radically.',
};

export function createModelAgents(model: ChatModel): EngineAgents {
  async function call<T>(role: ModelRole, ctx: Ctx, schemaName: string, messages: ChatMessage[], schema: z.ZodType<T>): Promise<T> {
    const usages: TokenUsage[] = [];
    const value = await model.generateObject({
      role,
      schemaName,
      schema,
      messages,
      signal: ctx.signal,
      onUsage: (u) => {
        usages.push(u);
        ctx.onUsage({ calls: 1, tokens: u.inputTokens + u.outputTokens });
      },
    });
    // More than one answer for one request: the first was malformed and the model was asked again.
    if (usages.length > 1) ctx.onWarning(`The ${role} model's answer for ${schemaName} was invalid and was retried (${usages.length} calls)`);
    return value;
  }

  const toDraft = (idea: z.infer<typeof ideaSchema>): IdeaDraft => ({
    title: idea.title,
    summary: idea.summary,
    details: {
      hypothesis: idea.hypothesis,
      rationale: idea.rationale,
      methodology: idea.methodology,
      expectedOutcomes: idea.expectedOutcomes,
      resources: idea.resources,
      timeline: { totalDuration: Math.round(idea.totalDurationDays) },
      risks: idea.risks,
      feasibilityAnalysis: { overall: idea.feasibility },
    },
  });

  return {
    engine: 'model',

    async plan(goal, ctx) {
      const messages: ChatMessage[] = [
        { role: 'system', content: 'You are the supervisor of an AI co-scientist. First screen the research goal for safety, then turn it into a research plan.' },
        { role: 'user', content: `TASK: plan\nGoal: ${goal.title}\nDescription: ${goal.description}\nParameters: ${JSON.stringify(goal.parameters)}` },
      ];
      const p = await call('generation', ctx, 'research_plan', messages, planSchema);
      const sum = CRITERIA.reduce((s, c) => s + p.weights[c], 0) || 1;
      return {
        seed: `${goal.title}\n${goal.description}`,
        objective: p.objective,
        keywords: p.keywords,
        preferences: p.preferences,
        constraints: p.constraints,
        criteria: CRITERIA.map((name) => ({ name, weight: p.weights[name] / sum, description: name })),
        safety: { ok: p.safe, concerns: p.concerns },
      };
    },

    async generate({ strategy, index, existing }, ctx) {
      const avoid = existing.length ? `\nIdeas already in the session (do not repeat them):\n${existing.map((i) => `- ${i.title}`).join('\n')}` : '';
      const idea = await call('generation', ctx, 'research_idea', [system('generation agent', ctx), { role: 'user', content: `TASK: generate (${strategy}, #${index + 1})\n${STRATEGY_TASK[strategy]}${avoid}` }], ideaSchema);
      return toDraft(idea);
    },

    async review({ idea, others, types, recurringIssues }, ctx) {
      const context = others.length ? `\nOther ideas in the session:\n${others.map((o) => `- ${o.title}`).join('\n')}` : '';
      const issues = recurringIssues?.length ? `\nIssues that recur in tournament debates: ${recurringIssues.join('; ')}` : '';
      const answer = await call('reflection', ctx, 'idea_review', [system('reflection agent', ctx), { role: 'user', content: `TASK: review (${types.join(', ')})\n${describeIdea(idea)}${context}${issues}\n${reviewInstructions(types)}` }], reviewSchema);
      const wanted = new Set(types);
      const overlap = answer.overlapsWith ? others.find((o) => o.title.toLowerCase() === answer.overlapsWith!.toLowerCase()) : undefined;
      return {
        reviews: answer.reviews.filter((r) => wanted.has(r.type)),
        ...(types.some((t) => t !== 'tournament') && { scores: { novelty: answer.novelty, correctness: answer.correctness, feasibility: answer.feasibility } }),
        overlapsWith: overlap?.key ?? null,
      };
    },

    async compare({ first, second, turns }, ctx) {
      const format =
        turns > 1
          ? `Write a debate of ${turns} turns between an advocate of the first idea and an advocate of the second (alternating, each answering the last), ending with the judge's turn.`
          : 'Compare them in one judgement (a single turn by the judge).';
      const answer = await call('ranking', ctx, 'match_verdict', [system('ranking judge', ctx), { role: 'user', content: `TASK: compare\n${describeIdea(first, 'First idea')}\n\n${describeIdea(second, 'Second idea')}\n\n${format} Decide which idea better meets the criteria; say draw only if they are truly even.` }], verdictSchema);
      return { winner: answer.winner, turns: answer.turns.slice(0, 10), rationale: answer.rationale };
    },

    async evolve({ parents, strategy }, ctx) {
      const idea = await call('evolution', ctx, 'evolved_idea', [system('evolution agent', ctx), { role: 'user', content: `TASK: evolve (${strategy})\n${parents.map((p, i) => describeIdea(p, `Parent ${i + 1}`)).join('\n\n')}\n\n${EVOLUTION_TASK[strategy]} Write a new idea; the parents stay as they are.` }], ideaSchema);
      return toDraft(idea);
    },

    async metaReview(digest, ctx) {
      const ranking = digest.ranked.map((i, n) => `${n + 1}. ${i.title} (Elo ${Math.round(i.elo)}, ${i.wins}-${i.losses}-${i.draws})`).join('\n');
      const weak = digest.weakReviews.map((r) => `- [${r.type} ${r.score}/5] ${r.title}: ${r.text}`).join('\n');
      const debates = digest.matchRationales.map((r) => `- ${r}`).join('\n');
      const content = `TASK: meta_review (round ${digest.round})\nRanking:\n${ranking}\n\nWeak reviews:\n${weak || 'none'}\n\nDebate verdicts:\n${debates || 'none'}\n\nSummarise the patterns that recur across reviews and debates (these go into every agent's prompt next round), list them as recurringIssues, and write a research overview of the leading directions for the scientist.`;
      return call('meta_review', ctx, 'meta_review', [system('meta-review agent', ctx), { role: 'user', content }], metaReviewSchema);
    },

    embed: (texts, signal) => model.embed(texts, signal),
  };
}

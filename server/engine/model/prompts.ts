import { rubricText } from '../rubrics';
import type { AgentContext, IdeaView, ReviewType } from '../types';
import type { ChatMessage } from '../../llm/chat-model';

// Prompts of the model-backed agents. Every prompt carries the research plan and the latest
// meta-review (the paper's feedback loop); task lines start with 'TASK:' so logs and test stubs
// can tell the agents apart.

export function system(role: string, ctx: Pick<AgentContext, 'plan' | 'metaReview' | 'goal'>): ChatMessage {
  const plan = ctx.plan;
  const lines = [
    `You are the ${role} of an AI co-scientist: a team of agents that generates, reviews, debates and ranks research ideas for a scientist.`,
    `Research goal: ${ctx.goal.title}`,
    ctx.goal.description ? `Goal description: ${ctx.goal.description}` : '',
    plan.preferences.length ? `Preferences: ${plan.preferences.join('; ')}` : '',
    plan.constraints.length ? `Constraints (must hold): ${plan.constraints.join('; ')}` : '',
    plan.criteria.length
      ? `Evaluation criteria: ${plan.criteria.map((c) => `${c.name} (${Math.round(c.weight * 100)}%): ${c.description}`).join('; ')}`
      : '',
    ctx.metaReview ? `Meta-review of the previous round (act on it): ${ctx.metaReview}` : '',
    'Be specific and concrete: name methods, measurements, sample sizes, costs in USD and durations in days.',
  ];
  return { role: 'system', content: lines.filter(Boolean).join('\n') };
}

export function describeIdea(idea: IdeaView, label = 'Idea'): string {
  const d = idea.details;
  return [
    `${label}: ${idea.title}`,
    `Summary: ${idea.summary}`,
    d.hypothesis ? `Hypothesis: ${d.hypothesis}` : '',
    d.methodology.length ? `Methodology: ${d.methodology.map((s, i) => `${i + 1}. ${s}`).join(' ')}` : '',
    d.risks.length ? `Risks: ${d.risks.map((r) => `${r.risk} (p=${r.probability})`).join('; ')}` : '',
    d.resources.length
      ? `Cost: $${d.resources.reduce((s, r) => s + r.cost, 0)}; duration ${d.timeline.totalDuration} days`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const reviewInstructions = (types: readonly ReviewType[]) =>
  `Write one review for each of these types, scored on its anchored rubric (0–5, half points allowed):\n${rubricText(types)}\n` +
  'Also give novelty, correctness and feasibility as 0–1. A "not novel" judgement must name the overlapping idea or published work in overlapsWith and in the text.';

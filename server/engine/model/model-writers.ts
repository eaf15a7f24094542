import type { z } from 'zod';
import type { ChatMessage } from '../../llm/chat-model';
import type { EngineAgents, IdeaDraft } from '../types';
import { CRITERIA } from '../types';
import { verifyDraft, vouchedTexts } from './draft-citations';
import type { ModelCall } from './model-call';
import { describeIdea, priorWorkSection, system } from './prompts';
import { ideaSchema, planSchema } from './schemas';

// The agents that write: the supervisor's plan, new ideas by strategy, and evolved ideas.

const STRATEGY_TASK: Record<string, string> = {
  literature:
    'Ground the idea in the prior work listed below: build on what it shows, aim at a gap it leaves, and cite it by key.',
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

export const modelPlan =
  (call: ModelCall): EngineAgents['plan'] =>
  async (goal, ctx) => {
    const messages: ChatMessage[] = [
      {
        role: 'system',
        content:
          'You are the supervisor of an AI co-scientist. First screen the research goal for safety, then turn it into a research plan.',
      },
      {
        role: 'user',
        content: `TASK: plan\nGoal: ${goal.title}\nDescription: ${goal.description}\nParameters: ${JSON.stringify(goal.parameters)}`,
      },
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
  };

export const modelGenerate =
  (call: ModelCall): EngineAgents['generate'] =>
  async ({ strategy, index, existing, priorWork }, ctx) => {
    const avoid = existing.length
      ? `\nIdeas already in the session (do not repeat them):\n${existing.map((i) => `- ${i.title}`).join('\n')}`
      : '';
    const content = `TASK: generate (${strategy}, #${index + 1})\n${STRATEGY_TASK[strategy]}${avoid}${priorWorkSection(priorWork)}`;
    const idea = await call(
      'generation',
      ctx,
      'research_idea',
      [system('generation agent', ctx), { role: 'user', content }],
      ideaSchema,
    );
    return verifyDraft(toDraft(idea), priorWork);
  };

export const modelEvolve =
  (call: ModelCall): EngineAgents['evolve'] =>
  async ({ parents, strategy }, ctx) => {
    const idea = await call(
      'evolution',
      ctx,
      'evolved_idea',
      [
        system('evolution agent', ctx),
        {
          role: 'user',
          content: `TASK: evolve (${strategy})\n${parents.map((p, i) => describeIdea(p, `Parent ${i + 1}`)).join('\n\n')}\n\n${EVOLUTION_TASK[strategy]} Write a new idea; the parents stay as they are. Cite only what the parents cite.`,
        },
      ],
      ideaSchema,
    );
    // Evolution is given no works: only citations its parents already carried may stay.
    return verifyDraft(toDraft(idea), [], parents.flatMap(vouchedTexts));
  };

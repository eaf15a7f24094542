import { describe, expect, it } from 'vitest';
import { methodById } from './fields/field-library';
import { createOfflineAgents } from './offline-agents';
import { rankMethods } from './offline-ideas';
import { steeredPlan } from './offline-feedback';
import { offlinePlan } from './offline-plan';
import { planFeedback } from '../plan-feedback';
import type { AgentContext, GoalInput, IdeaDraft } from '../types';

// The researcher's feedback reaching the offline engine's next round (docs/engine.md, "Researcher
// feedback"): an excluded subject drops the methods that need it, a focus favours the methods that
// speak of it, and the plan says what was applied and what could not be checked.

const GOAL: GoalInput = {
  title: 'How do hippocampal place cells stabilise spatial memory?',
  description: 'We want mechanisms we can test within two years.',
  parameters: {},
};
const ANIMAL = 'Drop approaches that need animal work';
const ANIMALS = /\b(animals?|mice|mouse|rats?|rodents?|in vivo|head-fixed)\b/i;

function context(feedback: string[], round = 1): AgentContext {
  return {
    signal: new AbortController().signal,
    plan: offlinePlan(GOAL),
    goal: { ...GOAL, feedback },
    round,
    metaReview: null,
    onUsage: () => {},
    onWarning: () => {},
  };
}

async function round(feedback: string[], n = 9): Promise<IdeaDraft[]> {
  const agents = createOfflineAgents();
  const ctx = context(feedback);
  const strategies = ['literature', 'debate', 'assumptions'] as const;
  return Promise.all(
    Array.from({ length: n }, (_, index) =>
      agents.generate({ strategy: strategies[index % 3], index, existing: [], priorWork: [] }, ctx),
    ),
  );
}

const usesAnimals = (idea: IdeaDraft) =>
  (idea.details.methods ?? []).some((id) => {
    const m = methodById(id)!;
    return ANIMALS.test([m.name, m.mechanism, ...m.steps, ...m.resources.map((r) => r.name)].join(' '));
  });

describe("the offline engine and the researcher's feedback", () => {
  it('generates ideas with animal work until asked to drop it, and none after', async () => {
    expect(offlinePlan(GOAL).field?.id).toBe('neuroscience');
    expect((await round([])).some(usesAnimals)).toBe(true);
    const after = await round([ANIMAL]);
    expect(after.filter(usesAnimals)).toEqual([]);
  });

  it('favours the methods a focus speaks of', async () => {
    const focus = 'Focus on computational simulation';
    const uses = (ideas: IdeaDraft[]) =>
      ideas.filter((i) => i.details.methods?.includes('computational-circuit-model'));
    expect(uses(await round([], 3))).toEqual([]);
    expect(uses(await round([focus], 3)).length).toBeGreaterThan(0);
  });

  it('judges an idea that uses a dropped method less feasible, and says why in its screen', async () => {
    const [idea] = (await round([])).filter(usesAnimals);
    const view = { key: 'i1', title: idea.title, summary: idea.summary, details: idea.details, strategy: 'literature' };
    const agents = createOfflineAgents();
    const plain = await agents.review({ idea: view, others: [], types: ['initial'] }, context([]));
    const asked = await agents.review({ idea: view, others: [], types: ['initial'] }, context([ANIMAL]));
    expect(asked.scores!.feasibility).toBeLessThan(plain.scores!.feasibility);
    expect(asked.reviews[0].text).toMatch(/The researcher's feedback drops .+: it needs animal subjects\./);
  });

  it('says in the plan which feedback it applied and which it could not check, in plain words', () => {
    const plan = offlinePlan(GOAL);
    const notes = planFeedback('offline', plan, [ANIMAL, 'Focus on computational simulation', 'Be more ambitious']);
    expect(notes[0]).toMatchObject({
      applied: true,
      how: expect.stringMatching(/^Ideas using methods with animal subjects are not generated \(dropped: .+\)\.$/),
    });
    expect(notes[1]).toMatchObject({
      applied: true,
      how: expect.stringMatching(/^Ideas whose words match "computational simulation" are favoured/),
    });
    expect(notes[2]).toMatchObject({ applied: false, how: expect.stringMatching(/^Could not check: /) });
    expect(planFeedback('model', plan, ['Be more ambitious'])).toEqual([
      {
        text: 'Be more ambitious',
        applied: true,
        how: 'Given to the model in every generation, review and evolution prompt.',
      },
    ]);
  });

  it('keeps every method when dropping them would leave fewer than three to rotate through', () => {
    const plan = offlinePlan(GOAL);
    const all = rankMethods(plan);
    const excluded = new Map(all.slice(0, -2).map((m) => [m.id, 'asked']));
    expect(rankMethods(steeredPlan(plan, { excluded, focus: new Set() }))).toHaveLength(all.length);
    const one = new Map([[all[0].id, 'asked']]);
    expect(rankMethods(steeredPlan(plan, { excluded: one, focus: new Set() })).map((m) => m.id)).not.toContain(
      all[0].id,
    );
  });
});

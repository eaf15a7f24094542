import { describe, expect, it } from 'vitest';
import type { IdeaOutcome } from '../../outcomes/idea-outcomes';
import { outcomeLessons, type OutcomeLesson } from '../../outcomes/outcome-lessons';
import { planPhase } from '../phases/plan-phase';
import type { PhaseInput } from '../phases/phase';
import type { AgentContext, GoalInput, IdeaDraft } from '../types';
import { createOfflineAgents } from './offline-agents';
import { rankMethods } from './offline-ideas';
import { offlinePlan } from './offline-plan';

// The goal's measured outcomes reaching the offline engine's next session (docs/engine.md,
// "Outcomes"): the method of the idea that worked rises to the top of its ranking, the method of
// the idea that failed sinks, and the plan names each outcome and says what it did with it.

const GOAL: GoalInput = {
  title: 'How do hippocampal place cells stabilise spatial memory?',
  description: 'We want mechanisms we can test within two years.',
  parameters: {},
};
const plan = offlinePlan(GOAL);
const ranked = rankMethods(plan);
// The field's least fitting method worked; its best fitting one failed.
const [top] = ranked;
const low = ranked.at(-1)!;

const outcome = (title: string, methods: string[], value: number): IdeaOutcome => ({
  ideaId: title,
  title,
  sessionId: 'earlier-session',
  goalId: 'goal',
  sessionRank: 1,
  elo: 1200,
  methods,
  experimentId: `experiment ${title}`,
  metric: 'recall accuracy',
  direction: 'maximize',
  value,
  runId: `run ${title}`,
});
const LESSONS = outcomeLessons([
  outcome('Worked idea', [low.id], 0.92),
  outcome('Middle idea', ['no-such-method'], 0.75),
  outcome('Failed idea', [top.id], 0.41),
]);

function context(outcomes: OutcomeLesson[]): AgentContext {
  return {
    signal: new AbortController().signal,
    plan,
    goal: { ...GOAL, outcomes },
    round: 1,
    metaReview: null,
    onUsage: () => {},
    onWarning: () => {},
  };
}

async function firstIdeas(outcomes: OutcomeLesson[], n = 2): Promise<IdeaDraft[]> {
  const agents = createOfflineAgents();
  return Promise.all(
    Array.from({ length: n }, (_, index) =>
      agents.generate({ strategy: 'literature', index, existing: [], priorWork: [] }, context(outcomes)),
    ),
  );
}

describe("the offline engine and the goal's measured outcomes", () => {
  it('generates first from the method whose idea worked, and no longer from the one whose idea failed', async () => {
    const uses = (ideas: IdeaDraft[], id: string) => ideas.some((i) => i.details.methods?.includes(id));
    const before = await firstIdeas([]);
    expect(uses(before, low.id)).toBe(false);
    expect(uses(before, top.id)).toBe(true);
    const after = await firstIdeas(LESSONS);
    expect(after[0].details.methods).toContain(low.id);
    expect(uses(after, top.id)).toBe(false);
  });

  it('names each outcome in the next session’s plan, and what it favoured because of it', async () => {
    const ctx = context(LESSONS);
    const input = { agents: createOfflineAgents(), ctx } as unknown as PhaseInput;
    const planned = (await planPhase(input)).session!.plan!;
    expect(planned.outcomes).toEqual([
      {
        text: '“Worked idea” (recall accuracy 0.92, higher is better) worked: 0.17 better than the median 0.75 of 3 ideas measured on it.',
        applied: true,
        how: `Ideas using ${low.name} are favoured, because this idea worked.`,
      },
      {
        text: '“Middle idea” (recall accuracy 0.75, higher is better) was at the median 0.75 of 3 ideas measured on it.',
        applied: false,
        how: 'Nothing to learn from it yet: it is not better or worse than the others.',
      },
      {
        text: '“Failed idea” (recall accuracy 0.41, higher is better) failed: 0.34 worse than the median 0.75 of 3 ideas measured on it.',
        applied: true,
        how: `Ideas using ${top.name} come after the others, because this idea failed.`,
      },
    ]);
  });

  it('says when an idea that worked names none of the field’s methods', async () => {
    const lessons = outcomeLessons([outcome('Hand-made', [], 0.9), outcome('Other', [top.id], 0.1)]);
    const ctx = context(lessons);
    const planned = (await planPhase({ agents: createOfflineAgents(), ctx } as unknown as PhaseInput)).session!.plan!;
    expect(planned.outcomes![0]).toMatchObject({
      applied: false,
      how: 'Could not use: the idea names none of this field’s methods. A model engine reads it in full.',
    });
  });
});

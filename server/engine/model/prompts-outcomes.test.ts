import { describe, expect, it } from 'vitest';
import { outcomeLessons } from '../../outcomes/outcome-lessons';
import { planOutcomes } from '../plan-feedback';
import { offlinePlan } from '../offline/offline-plan';
import { system } from './prompts';

// The model engine reads the goal's measured outcomes in every prompt (docs/engine.md,
// "Outcomes"): what worked, what failed and by how much, numbered, after the researcher's feedback.

const goal = { title: 'Thermostable PET hydrolases', description: '', parameters: {} };
const measured = (title: string, value: number) => ({
  ideaId: title,
  title,
  sessionId: 's',
  goalId: 'g',
  sessionRank: 1,
  elo: 1200,
  methods: [],
  experimentId: `e ${title}`,
  metric: 'half_life_hours',
  direction: 'maximize' as const,
  value,
  runId: `r ${title}`,
});
const lessons = outcomeLessons([measured('Disulfide bridges', 48), measured('Surface charge swap', 12)]);
const ctx = (withOutcomes: boolean) => ({
  plan: offlinePlan(goal),
  metaReview: null,
  goal: { ...goal, feedback: ['Focus on enzymes stable above 80 °C'], outcomes: withOutcomes ? lessons : [] },
});

describe('the model prompts and the goal’s measured outcomes', () => {
  it('carry what worked and what failed, by how much, after the feedback', () => {
    const content = system('generation agent', ctx(true)).content;
    expect(content).toContain(
      [
        "Measured outcomes of this goal's earlier ideas, from the runs of their experiments (build on what worked, move away from what failed):",
        '1. “Disulfide bridges” (half_life_hours 48, higher is better) worked: 18 better than the median 30 of 2 ideas measured on it.',
        '2. “Surface charge swap” (half_life_hours 12, higher is better) failed: 18 worse than the median 30 of 2 ideas measured on it.',
      ].join('\n'),
    );
    expect(content.indexOf("The scientist's feedback")).toBeLessThan(content.indexOf('Measured outcomes'));
  });

  it('say nothing of outcomes when none was measured', () => {
    expect(system('reflection agent', ctx(false)).content).not.toContain('Measured outcomes');
  });

  it('and the plan says the model reads each one', () => {
    expect(planOutcomes('model', offlinePlan(goal), lessons).map((note) => note.how)).toEqual([
      'Given to the model in every generation, review and evolution prompt.',
      'Given to the model in every generation, review and evolution prompt.',
    ]);
  });
});

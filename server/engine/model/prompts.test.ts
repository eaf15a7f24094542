import { describe, expect, it } from 'vitest';
import { offlinePlan } from '../offline/offline-plan';
import { system } from './prompts';

// The model engine reads the researcher's feedback in every prompt (docs/engine.md, "Researcher
// feedback"): the system message every agent shares carries it, numbered, after the meta-review.

const goal = { title: 'Thermostable PET hydrolases', description: '', parameters: {} };
const ctx = (feedback?: string[]) => ({
  plan: offlinePlan(goal),
  metaReview: 'Ideas lacked controls.',
  goal: { ...goal, feedback },
});

describe('the model prompts and the researcher’s feedback', () => {
  it('carry every piece, numbered, for the agents to follow', () => {
    const content = system(
      'generation agent',
      ctx(['Focus on enzymes stable above 80 °C', 'Drop approaches that need\nanimal work']),
    ).content;
    expect(content).toContain(
      [
        "The scientist's feedback on earlier rounds (follow it: drop what it excludes, favour what it asks for):",
        '1. Focus on enzymes stable above 80 °C',
        '2. Drop approaches that need animal work',
      ].join('\n'),
    );
    expect(content.indexOf('Meta-review')).toBeLessThan(content.indexOf("The scientist's feedback"));
  });

  it('say nothing of feedback when there is none', () => {
    expect(system('reflection agent', ctx()).content).not.toContain('feedback');
    expect(system('reflection agent', ctx([])).content).not.toContain('feedback');
  });
});

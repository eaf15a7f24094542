import { describe, expect, it } from 'vitest';
import { draftFormFields, topicOf } from './form-draft';
import type { Grounding } from './grounding';
import { GOAL_FORM, planAnswer } from './intents';

describe('topicOf', () => {
  it.each([
    [
      'Please fill the goal form for soil microbes and drought resilience, 12 ideas',
      'soil microbes and drought resilience',
    ],
    ['draft the title about coral bleaching', 'coral bleaching'],
    ['Fill in the research goal form: urban heat islands and mortality.', 'urban heat islands and mortality'],
    ['draft a goal on methods for carbon capture with 3 rounds', 'methods for carbon capture'],
    ['fill the form', ''],
    ['What is CRISPR?', 'What is CRISPR'],
  ])('%s → %s', (text, topic) => {
    expect(topicOf(text)).toBe(topic);
  });
});

describe('planAnswer', () => {
  const form = { form: { id: 'research-goal', fields: [{ name: 'title' }] } };
  it.each([
    ['fill the form for coral reefs', form, 'research-goal', false],
    ['draft a research goal about coral reefs', {}, 'research-goal', false],
    ['fill the form for coral reefs', {}, 'research-goal', false],
    ['what is a goal?', form, null, false],
    ['is there census data on income?', form, null, true],
  ])('%s', (query, context, fill, data) => {
    const plan = planAnswer(query, context);
    expect(plan.fill?.id ?? null).toBe(fill);
    expect(plan.datasets.length > 0).toBe(data);
  });

  it('ignores a malformed form in the context', () => {
    expect(planAnswer('fill the form about x', { form: { fields: 'nope' } }).fill).toEqual(GOAL_FORM);
    expect(planAnswer('fill it in about x', { form: { fields: [{ nome: 'x' }] } }).fill).toBeNull();
  });
});

describe('draftFormFields', () => {
  const grounding: Grounding = {
    workspace: { id: 'w', name: 'Reefs', description: '' },
    goals: [],
    sessions: [],
    topIdeas: [],
    workspaces: [],
  };
  it('falls back to the workspace when the request names no topic, and clamps counts', () => {
    const updates = draftFormFields(GOAL_FORM, 'fill the form with 500 ideas', grounding);
    expect(updates.map((u) => [u.field, u.value])).toEqual([
      ['title', 'Reefs'],
      ['description', expect.stringMatching(/^Investigate reefs\. This goal belongs to the workspace 'Reefs'\./)],
      ['parameters.numberOfIdeas', '200'],
      ['parameters.rounds', '3'],
    ]);
    expect(updates[0].reasoning).toBe("The research topic, from the workspace 'Reefs'.");
  });

  it('drafts nothing with no topic anywhere', () => {
    expect(draftFormFields(GOAL_FORM, 'fill the form', { ...grounding, workspace: null })).toEqual([]);
  });
});

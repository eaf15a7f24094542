import { describe, expect, it } from 'vitest';
import { detectField } from '../../engine/offline/fields/field-detection';
import { offlinePlan } from '../../engine/offline/offline-plan';
import { dataKindsOf, ideaNeeds, planFieldId } from './idea-needs';

describe('planFieldId', () => {
  it("reads the field the session's plan detected, and none from a plan that does not parse or names an unknown field", () => {
    const goal = { title: 'Improve the thermostability of a PETase enzyme at 70 °C', description: '', parameters: {} };
    const plan = { ...offlinePlan(goal), field: detectField(goal) };
    expect(planFieldId(plan)).toBe('protein-enzyme-engineering');
    expect(planFieldId({ ...plan, field: { ...plan.field!, id: 'alchemy' } })).toBeNull();
    expect(planFieldId({ ...plan, field: null })).toBeNull();
    expect(planFieldId({ field: 'genomics' })).toBeNull();
    expect(planFieldId(null)).toBeNull();
  });
});

describe('ideaNeeds', () => {
  it('names the fields a method speaks for besides the idea’s own: ML-guided design names machine learning', () => {
    const needs = ideaNeeds('protein-enzyme-engineering', ['ml-guided-variants']);
    expect(needs.fieldId).toBe('protein-enzyme-engineering');
    expect(needs.adjacentFieldIds).toContain('machine-learning-ai');
    expect(needs.methods.map((m) => m.id)).toEqual(['ml-guided-variants']);
    // A protein language model reads sequences: it is no reason to suggest web text.
    expect([...needs.dataKinds]).toEqual([]);
  });

  it('counts a method borrowed from another field as naming that field, and ignores ids the library lacks', () => {
    const needs = ideaNeeds('public-health-epidemiology', ['randomised-controlled-trial', 'no-such-method']);
    expect(needs.adjacentFieldIds[0]).toBe('clinical-medicine');
    expect(needs.methods).toHaveLength(1);
    expect(ideaNeeds('genomics', []).adjacentFieldIds).toEqual([]);
  });

  it('reads the kinds of general data a text works on', () => {
    expect([...dataKindsOf('Fine-tune on a text corpus for question answering')]).toEqual(['text']);
    expect([...dataKindsOf('speech recognition from audio')]).toEqual(['audio']);
    expect([...dataKindsOf('melting temperature of enzyme variants')]).toEqual([]);
  });
});

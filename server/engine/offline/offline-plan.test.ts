import { describe, expect, it } from 'vitest';
import { keywordsOf } from './offline-plan';

// Offline idea titles are built from these keywords ("Is <keyword> really the lever?"), so a
// function word among them reads as nonsense to the researcher.
describe('keywordsOf', () => {
  it('keeps the subject words of the goal and drops connective words such as "away"', () => {
    const words = keywordsOf({
      title: 'Microbial carbon storage in farm soils',
      description: 'Which soil microbes lock carbon away for decades, and how tillage and cover crops change them.',
      parameters: {},
    });
    expect(words).toEqual(expect.arrayContaining(['carbon', 'soil', 'microbe', 'tillage']));
    expect(words).not.toContain('away');
    expect(words).not.toContain('which');
    expect(words).not.toContain('them');
  });

  it('ranks title words first and, among equals, the longer word', () => {
    const words = keywordsOf({
      title: 'Reduce hospital readmissions',
      description: 'Patients often return within 30 days; we want cheap interventions.',
      parameters: {},
    });
    expect(words.slice(0, 2).sort()).toEqual(['hospital', 'readmission']);
    expect(words.indexOf('intervention')).toBeLessThan(words.indexOf('cheap'));
    expect(words).not.toContain('often');
    expect(words).not.toContain('want');
  });
});

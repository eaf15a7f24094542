import { describe, expect, it } from 'vitest';
import { ideaNeeds } from './idea-needs';
import { searchWords } from './search-words';

const idea = (title: string) => ({ title, summary: '', methodology: [], expectedOutcomes: [] });

describe('searchWords', () => {
  it("names what the idea's first method works on", () => {
    const needs = ideaNeeds('protein-enzyme-engineering', ['directed-evolution-thermal']);
    expect(searchWords(idea('Anything'), needs)).toEqual(['thermostability', 'activity', 'variant']);
  });

  it("else takes the title's own words, once each, without function words", () => {
    expect(searchWords(idea('The PETase and the PETases of compost'), ideaNeeds(null, []))).toEqual([
      'PETase',
      'compost',
    ]);
  });
});

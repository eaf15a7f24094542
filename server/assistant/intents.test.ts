import { describe, expect, it } from 'vitest';
import { recogniseIntents } from './intents';

// A message shaped as a comparison asks to compare two ideas, whatever it calls them: titles,
// ids and ranks are words no example phrasing can hold.

describe('recognising a comparison', () => {
  it.each([
    'Compare reaction optimisation with techno-economic assessment',
    'Compare 80cac7c6-0938-46ff-b1aa-8373ca7ad59b and a680e015-c0e1-45e9-a70f-df3f652da289',
    'compare hit rate to isolated yield',
    'directed evolution vs rational design',
    'What is the difference between the pilot and the minimal one?',
  ])('"%s" asks to compare two ideas', (query) => {
    expect(recogniseIntents(query)[0]).toEqual({ id: 'compare-ideas', score: 1 });
  });

  it('leaves a question about datasets, and one that compares nothing, as they were', () => {
    expect(recogniseIntents('Compare the census dataset with the survey data').map((i) => i.id)).not.toContain(
      'compare-ideas',
    );
    expect(recogniseIntents('What is the weather in Paris?')).toEqual([]);
  });

  it('adds nothing to a comparison the examples already recognise', () => {
    const ids = recogniseIntents('Weigh the first idea against the second').map((i) => i.id);
    expect(ids.filter((id) => id === 'compare-ideas')).toHaveLength(1);
  });
});

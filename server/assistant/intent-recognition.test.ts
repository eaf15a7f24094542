import { describe, expect, it } from 'vitest';
import { buildIntentModel, INTENT_IDS, OFFLINE_INTENTS } from './intent-recognition';
import { PARAPHRASES } from './intent-paraphrases.test-support';

describe('offline intent recognition', () => {
  it.each(INTENT_IDS.flatMap((id) => PARAPHRASES[id].map((query) => [id, query] as const)))(
    'reads %s from "%s"',
    (id, query) => {
      expect(OFFLINE_INTENTS.recognise(query)[0]?.id).toBe(id);
    },
  );

  it('hears both questions of a compound message', () => {
    const ids = OFFLINE_INTENTS.recognise('Which of my ideas is most feasible, and what dataset would test it?').map(
      (i) => i.id,
    );
    expect(ids.sort()).toEqual(['datasets-for-idea', 'most-feasible']);
  });

  it('matches nothing it has no examples for', () => {
    for (const query of ['Write me a poem about autumn', 'What is the capital of France?', 'fill the goal form'])
      expect(OFFLINE_INTENTS.recognise(query)).toEqual([]);
  });

  it('refuses an intents file that leaves an intent without examples', () => {
    const text = 'threshold: 0.3\nsynonyms: {}\nintents:\n  - id: best-ideas\n    examples: [a b c, d e f, g h i]\n';
    expect(() => buildIntentModel(text)).toThrow(/every intent needs examples/);
  });
});

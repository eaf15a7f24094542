import { describe, expect, it } from 'vitest';
import type { KeyTerm } from './key-terms';
import { listWords, offlineReason } from './offline-reason';

const term = (word: string, inTitle = false): KeyTerm => ({ lexeme: word, word, inTitle, weight: inTitle ? 2 : 1 });
const terms = [term('protein', true), term('structure', true), term('resolution'), term('binding'), term('affinity')];

describe('offlineReason', () => {
  it('names what the dataset covers and what it lacks, in one sentence', () => {
    expect(offlineReason(terms, new Set(['protein', 'structure', 'resolution']), 'open')).toBe(
      "Covers protein, structure and resolution from the idea's title and description; it has nothing on binding or affinity.",
    );
  });

  it('says how the data can be had when it is not open', () => {
    expect(offlineReason(terms, new Set(['resolution']), 'registration')).toBe(
      "Covers resolution from the idea's description; it has nothing on protein, structure or binding among others, and access needs registration.",
    );
    expect(offlineReason(terms, new Set(terms.map((t) => t.lexeme)), 'controlled')).toBe(
      'Covers every key term of the idea, protein, structure and resolution among them; access is controlled.',
    );
    expect(offlineReason(terms, new Set(), 'open')).toBe('Shares no key term with the idea.');
  });

  it('lists words as people write them', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'], 'or')).toBe('a or b');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

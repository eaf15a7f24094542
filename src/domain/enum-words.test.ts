import { enumWords } from './enum-words';

describe('enumWords', () => {
  it.each([
    ['deep_verification', 'Deep verification'],
    ['generating_ideas', 'Generating ideas'],
    ['out-of-the-box', 'Out of the box'],
    ['active', 'Active'],
    ['', ''],
  ])('reads %o as %o', (value, words) => expect(enumWords(value)).toBe(words));
});

import { describe, expect, it } from 'vitest';
import { keyTerms, type IdeaToken } from './key-terms';

const title = (token: string, lexeme = token.toLowerCase()): IdeaToken => ({ field: 'title', token, lexeme });
const body = (token: string, lexeme = token.toLowerCase()): IdeaToken => ({ field: 'body', token, lexeme });

describe('keyTerms', () => {
  it('keeps every title word first at double weight, then the most frequent body words, each by its count', () => {
    const terms = keyTerms([
      title('Protein'),
      title('structures', 'structur'),
      body('ligand'),
      body('binding', 'bind'),
      body('ligands', 'ligand'),
      body('Protein', 'protein'),
    ]);
    expect(terms).toEqual([
      { lexeme: 'protein', word: 'protein', inTitle: true, weight: 2 * (1 + Math.log(2)) },
      { lexeme: 'structur', word: 'structures', inTitle: true, weight: 2 },
      { lexeme: 'ligand', word: 'ligand', inTitle: false, weight: 1 + Math.log(2) },
      { lexeme: 'bind', word: 'binding', inTitle: false, weight: 1 },
    ]);
  });

  it('drops numbers, short stems and the words every research plan uses', () => {
    const terms = keyTerms([title('30'), title('x'), title('data'), title('Study', 'studi'), body('MRI', 'mri')]);
    expect(terms).toEqual([{ lexeme: 'mri', word: 'MRI', inTitle: false, weight: 1 }]);
  });

  it('keeps at most 24 terms', () => {
    const many = Array.from({ length: 40 }, (_, i) => body(`word${String.fromCharCode(97 + (i % 26))}${i}`));
    expect(keyTerms(many)).toHaveLength(24);
  });
});

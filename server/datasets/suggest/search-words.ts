import { tokenize } from '../../relevance/tokens';
import type { IdeaNeeds, IdeaText } from './idea-needs';

// What to search the catalogue for when nothing fits an idea well enough to suggest: the words its
// first method is known by (what it measures and works on), else its title's own words.

const WORDS = 3;

export function searchWords(idea: IdeaText, needs: IdeaNeeds): string[] {
  const [method] = needs.methods;
  if (method) return method.keywords.slice(0, WORDS);
  const seen = new Set<string>();
  return (
    (idea.title.match(/[\p{L}\p{N}-]+/gu) ?? [])
      .filter((word) => {
        const [term] = tokenize(word);
        return term !== undefined && !seen.has(term) && seen.add(term);
      })
      .slice(0, WORDS)
      // A capitalised first word is lower-cased; a name like 'PETase' or 'DRP1' keeps its spelling.
      .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
  );
}

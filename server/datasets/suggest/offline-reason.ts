import type { DatasetSummary } from '../dataset-summary';
import type { KeyTerm } from './key-terms';

// One sentence on why a dataset fits an idea and what it lacks, without a model: the idea's key
// terms the dataset covers, those no field of it mentions, and how it can be obtained.

const MATCHED_SHOWN = 3;
const MISSING_SHOWN = 3;

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

const ACCESS: Record<DatasetSummary['access'], string | null> = {
  open: null,
  registration: 'access needs registration',
  controlled: 'access is controlled',
};

function source(covered: readonly KeyTerm[]): string {
  const title = covered.some((t) => t.inTitle);
  const body = covered.some((t) => !t.inTitle);
  if (title && body) return "the idea's title and description";
  return title ? "the idea's title" : "the idea's description";
}

export function offlineReason(
  terms: readonly KeyTerm[],
  matched: ReadonlySet<string>,
  access: DatasetSummary['access'],
): string {
  const covered = terms.filter((t) => matched.has(t.lexeme));
  const missing = terms.filter((t) => !matched.has(t.lexeme));
  const shown = covered.slice(0, MATCHED_SHOWN).map((t) => t.word);
  const accessNote = ACCESS[access];
  if (covered.length === 0) return `Shares no key term with the idea${accessNote ? `; ${accessNote}` : ''}.`;
  if (missing.length === 0) {
    const opening = `Covers every key term of the idea, ${listWords(shown)} among them`;
    return `${opening}${accessNote ? `; ${accessNote}` : ''}.`;
  }
  const lacking = missing.slice(0, MISSING_SHOWN).map((t) => t.word);
  const more = missing.length > MISSING_SHOWN ? ' among others' : '';
  const opening = `Covers ${listWords(shown)} from ${source(covered.slice(0, MATCHED_SHOWN))}`;
  const lacks = `it has nothing on ${listWords(lacking, 'or')}${more}`;
  return `${opening}; ${lacks}${accessNote ? `, and ${accessNote}` : ''}.`;
}

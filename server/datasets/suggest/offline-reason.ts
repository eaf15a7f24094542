import type { Scored } from './relevance-score';

// One sentence, without a model, on why a dataset fits an idea in the researcher's words: what the
// dataset records and how much of it, the step of the idea it serves (or what the idea's method
// measures), and how it can be had when that takes more than a download.

const VARIABLES_SHOWN = 3;
const GIST_WORDS = 12;

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

// Only terms that stand between the researcher and the data; an open dataset or their own upload needs no note.
const ACCESS_NOTE: Partial<Record<string, string>> = {
  registration: 'access needs registration',
  controlled: 'access is controlled',
};

/** Text fit to sit inside one sentence: no full stop mid-way, no trailing punctuation. */
const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    // An initial ('E. coli', 'S. cerevisiae') is no sentence end: it keeps its full stop, joined fast.
    .replace(/\b([A-Z])\. (?=[a-z])/g, '$1.\u00a0')
    .replace(/([.!?;:]) +/g, ', ')
    .replace(/[\s.,;:!?]+$/, '')
    .trim();

const DANGLING = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** A sentence's first clause in at most `words` words, lower-cased at the start unless it opens with an acronym. */
function gist(text: string, words = GIST_WORDS): string {
  const clause = inline(text).split(/,\s|;\s|\s(?:then|while|so that)\s/)[0];
  const kept = clause.split(' ').slice(0, words);
  while (kept.length > 1 && DANGLING.has(kept.at(-1)!.toLowerCase())) kept.pop();
  const cut = kept.join(' ');
  return /^[A-Z][a-z]/.test(cut) ? cut.charAt(0).toLowerCase() + cut.slice(1) : cut;
}

// A column code ('hadm_id', 'CNTSCHID') means nothing to a reader; a name or a symbol ('ΔTm') does.
const isReadable = (variable: string) => variable.length > 0 && !/_/.test(variable) && !/^[A-Z0-9]{5,}$/.test(variable);

/** What the dataset records: its first variables, else the opening of its description. */
function records(c: Scored): string {
  const readable = c.variables.map(inline).filter(isReadable);
  const variables = readable.slice(0, VARIABLES_SHOWN);
  if (variables.length > 0) {
    const more = readable.length > VARIABLES_SHOWN ? ' among other variables' : '';
    return `Records ${listWords(variables)}${more}`;
  }
  const opening = gist(c.dataset.description, 16);
  return opening ? `${opening.charAt(0).toUpperCase()}${opening.slice(1)}` : `Holds ${inline(c.dataset.name)}`;
}

export interface ReasonContext {
  methodology: readonly string[];
  /** What the idea's first method measures, when it uses a library method. */
  measure: string | null;
}

/**
 * How much data, to sit inside the sentence's own parentheses, where a second pair reads as a
 * slip ('(217 assays (about 2.7 million variants))'): an aside at its end follows a comma instead,
 * any other is left out, and one the cut left open is dropped.
 */
function sizeAside(size: string): string {
  return gist(size, 10)
    .replace(/\s*\([^()]*$/, '')
    .replace(/\s*\(([^()]*)\)$/, ', $1')
    .replace(/\s*\([^()]*\)/g, '');
}

export function offlineReason(c: Scored, idea: ReasonContext): string {
  const size = sizeAside(c.dataset.size);
  const what = `${records(c)}${size ? ` (${size})` : ''}`;
  const fits =
    c.step >= 0
      ? `which fits step ${c.step + 1} of the idea, ${gist(idea.methodology[c.step])}`
      : idea.measure
        ? `which bears on what the idea measures, ${gist(idea.measure)}`
        : 'which shares the idea’s subject';
  const note = ACCESS_NOTE[c.dataset.access];
  return `${what}, ${fits}${note ? `; ${note}` : ''}.`;
}

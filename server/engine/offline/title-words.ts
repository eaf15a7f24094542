import { tokenize } from '../../relevance/tokens';

// The short forms a title uses: a method by its core name ('Directed evolution with a thermal
// screen' reads 'Directed evolution'), what it measures by the head of its measure ('residual
// activity after one hour at the target temperature (T50 …)' reads 'residual activity'), so a
// title says what is done and what is measured in a few plain words. docs/engine.md, "Fields and methods".

/** Titles stay under this many words. */
export const MAX_TITLE_WORDS = 15;

const NAME_CUT = /\s(?:with|from|of|across|by|for|in|using|on)\s/;
// Where a measure's head ends: its qualifiers start at a comma, a bracket or a preposition.
const MEASURE_CUT =
  /\s(?:\(|with|from|against|under|over|across|per|for|after|between|validated|where|when|by|at|on|in the|to|in|of the|as|that)\b|,|;/;
// A head never ends on a word that needs a continuation.
const DANGLING =
  /\s+(?:and|or|of|the|a|an|in|to|that|every|its|their|each|this|after|above|between|at|with|under|for|on|by)$/i;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A method's core name: the words before its first qualifying phrase, when at least two. */
export function shortMethodName(name: string): string {
  const at = name.search(NAME_CUT);
  return at > 0 && wordCount(name.slice(0, at)) >= 2 ? name.slice(0, at).replace(/,$/, '') : name;
}

const trimDangling = (text: string) => {
  let t = text;
  while (DANGLING.test(t)) t = t.replace(DANGLING, '');
  return t;
};

/** The head of a measure, five words at most: what a title says is measured. */
export function shortMeasure(measure: string): string {
  const plain = measure.replace(/^(?:the|a|an)\s+/i, '').replace(/\s*\([^)]*\)/g, '');
  const at = plain.search(MEASURE_CUT);
  let words = (at > 0 ? plain.slice(0, at) : plain).split(/\s+/);
  // A one-word head ('difference', 'gap') says too little: read on to its object.
  if (words.length < 2) words = plain.split(/[,;]/)[0].split(/\s+/).slice(0, 5);
  if (words.length > 4) {
    const and = words.indexOf('and');
    if (and >= 2) words = words.slice(0, and);
  }
  return trimDangling(words.slice(0, 5).join(' '));
}

/**
 * Whether a title says one content word twice ('QTL mapping scored on QTL position', 'Yeast
 * genetics … for yeast'): it reads as a stammer, so another wording is chosen where there is one.
 */
export function stammers(title: string): boolean {
  const words = tokenize(title);
  return new Set(words).size < words.length;
}

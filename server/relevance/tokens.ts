import { eng } from 'stopword';

// The one way the product reads text into terms (docs/engine.md, "Relevance"): lower-cased words
// (a hyphenated compound stays one word), function words dropped, plurals folded so 'emissions'
// meets 'emission' and 'studies' meets 'study'. Every lexical comparison counts these terms.

// The shipped English function words, plus the connective words research prose leans on.
const STOPWORDS = new Set([
  ...eng,
  ...'its via using use can will would could should may might which what how why when where who whom whose not no more most less least very also such each any all both per over under between about across after before during within without'.split(
    ' ',
  ),
  ...'away often want just'.split(' '),
]);

// Words whose '-ies' or '-s' is no plural.
const UNFOLDED = new Set(['series', 'species', 'analysis', 'basis', 'thesis', 'virus', 'status', 'census', 'corpus']);

/** A word's plural folded: 'memories' → 'memory', 'effects' → 'effect'; 'glass', 'species' stay. */
export function stem(word: string): string {
  if (UNFOLDED.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The text's terms in order, repeats kept: words of three or more characters, stemmed, no stopwords. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9-]+/g) ?? [])
    .map(stem)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
}

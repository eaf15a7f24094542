import { tokenize } from './tokens';

// How much a term tells: TF-IDF with the smoothed inverse document frequency
// idf = ln((1 + N) / (1 + df)) + 1, so a term every document has still counts (weight 1) and a term
// no document has (a query's new word) counts most. One formula for every corpus the product ranks.

export type TermVector = Map<string, number>;

/** The smoothed idf of a term found in `df` of `n` documents. */
export const idf = (df: number, n: number): number => Math.log((1 + n) / (1 + df)) + 1;

/** How many of the documents (each a list of terms) have each term. */
export function documentFrequencies(docs: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  return df;
}

/** A term's weight in a corpus of texts, by the same formula. */
export function idfOf(corpus: readonly string[]): (term: string) => number {
  const df = documentFrequencies(corpus.map(tokenize));
  return (term) => idf(df.get(term) ?? 0, corpus.length);
}

/** Term frequency × weight; a term the weight gives 0 is left out. */
export function tfidf(terms: Iterable<string>, weight: (term: string) => number): TermVector {
  const v: TermVector = new Map();
  for (const term of terms) {
    const w = weight(term);
    if (w > 0) v.set(term, (v.get(term) ?? 0) + w);
  }
  return v;
}

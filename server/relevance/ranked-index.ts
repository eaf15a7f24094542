import { termCosine, vectorNorm } from './similarity';
import { tokenize } from './tokens';
import { documentFrequencies, idf, tfidf, type TermVector } from './weights';

// A fixed set of documents indexed once, each query ranked against them by TF-IDF cosine. A query
// word no document has is no evidence for any of them, so it is left out of the query's vector.

export interface RankedMatch<T> {
  item: T;
  score: number;
}

export interface RankedIndex<T> {
  /** Every document with a score above 0, best first; ties keep the documents' order. */
  rank(query: string, dropped?: ReadonlySet<string>): RankedMatch<T>[];
}

export function rankedIndex<T>(items: readonly T[], textOf: (item: T) => string): RankedIndex<T> {
  const docs = items.map((item) => tokenize(textOf(item)));
  const df = documentFrequencies(docs);
  const weight = (term: string) => (df.has(term) ? idf(df.get(term)!, docs.length) : 0);
  const vectors = docs.map((doc) => tfidf(doc, weight));
  const norms = vectors.map(vectorNorm);
  return {
    rank(query, dropped) {
      const q: TermVector = tfidf(
        tokenize(query).filter((t) => !dropped?.has(t)),
        weight,
      );
      const qNorm = vectorNorm(q);
      if (!qNorm) return [];
      return items
        .map((item, i) => ({ item, score: termCosine(q, vectors[i], qNorm, norms[i]) }))
        .filter((m) => m.score > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}

import { tokenize } from './tokens';
import { documentFrequencies, idf, tfidf, type TermVector } from './weights';

// How alike two texts are, 0..1: the cosine of their TF-IDF vectors (lexical), or of their
// embeddings when a provider has them (semantic), or a blend of both.

export type SimilarityMatrix = number[][];

export function vectorNorm(v: TermVector): number {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  return Math.sqrt(sum);
}

/** The cosine of two term vectors; 0 when either is empty. */
export function termCosine(a: TermVector, b: TermVector, normA = vectorNorm(a), normB = vectorNorm(b)): number {
  if (!normA || !normB) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, x] of small) dot += x * (large.get(term) ?? 0);
  return dot / (normA * normB);
}

/** The cosine of two embeddings (compared over the shorter length); 0 when either is zero. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Every pair of texts compared by TF-IDF cosine, the texts themselves the corpus. */
export function lexicalSimilarity(texts: readonly string[]): SimilarityMatrix {
  const docs = texts.map(tokenize);
  const df = documentFrequencies(docs);
  const vectors = docs.map((doc) => tfidf(doc, (t) => idf(df.get(t) ?? 0, docs.length)));
  const norms = vectors.map(vectorNorm);
  return vectors.map((v, i) => vectors.map((w, j) => (i === j ? 1 : termCosine(v, w, norms[i], norms[j]))));
}

export const embeddingSimilarity = (vectors: readonly number[][]): SimilarityMatrix =>
  vectors.map((v, i) => vectors.map((w, j) => (i === j ? 1 : cosine(v, w))));

/** Shared words and meaning together: `lexicalShare` of the lexical score, the rest the embeddings'. */
export const blend = (lexical: number, semantic: number, lexicalShare: number): number =>
  lexicalShare * lexical + (1 - lexicalShare) * Math.max(0, semantic);

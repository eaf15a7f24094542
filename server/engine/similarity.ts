// The proximity graph: how alike two ideas are, from embeddings when the provider has them, else
// lexical TF-IDF cosine. Near-duplicates (≥ 0.8) are merged; looser links form clusters.

import { eng } from 'stopword';

export const DUPLICATE_THRESHOLD = 0.8;
export const CLUSTER_THRESHOLD = 0.3;

// The shipped English function words, plus the connective words research prose leans on.
const STOPWORDS = new Set([
  ...eng,
  ...'its via using use can will would could should may might which what how why when where who whom whose not no more most less least very also such each any all both per over under between about across after before during within without'.split(
    ' ',
  ),
  ...'away often want just'.split(' '),
]);

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9-]+/g) ?? [])
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
}

export type SimilarityMatrix = number[][];

/** TF-IDF vectors (smoothed idf) compared by cosine. */
export function lexicalSimilarity(texts: readonly string[]): SimilarityMatrix {
  const docs = texts.map(tokenize);
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  const vectors = docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1);
    const v = new Map<string, number>();
    for (const [term, n] of tf) v.set(term, n * (Math.log((1 + docs.length) / (1 + (df.get(term) ?? 0))) + 1));
    return v;
  });
  const norms = vectors.map((v) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)));
  return vectors.map((v, i) =>
    vectors.map((w, j) => {
      if (i === j) return 1;
      if (!norms[i] || !norms[j]) return 0;
      let dot = 0;
      for (const [term, x] of v) dot += x * (w.get(term) ?? 0);
      return dot / (norms[i] * norms[j]);
    }),
  );
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export const embeddingSimilarity = (vectors: readonly number[][]): SimilarityMatrix =>
  vectors.map((v, i) => vectors.map((w, j) => (i === j ? 1 : cosine(v, w))));

/**
 * Near-duplicate merges: each item at or above the threshold of an earlier-ranked survivor is
 * merged into it. Items come ranked (best first), so the better idea always survives.
 */
export function nearDuplicates(
  matrix: SimilarityMatrix,
  threshold = DUPLICATE_THRESHOLD,
): Array<{ duplicate: number; survivor: number; similarity: number }> {
  const merged: Array<{ duplicate: number; survivor: number; similarity: number }> = [];
  const survivors: number[] = [];
  for (let i = 0; i < matrix.length; i++) {
    let best = -1;
    for (const s of survivors) if (matrix[i][s] >= threshold && (best < 0 || matrix[i][s] > matrix[i][best])) best = s;
    if (best >= 0) merged.push({ duplicate: i, survivor: best, similarity: matrix[i][best] });
    else survivors.push(i);
  }
  return merged;
}

/** Connected components of the graph of links ≥ threshold, numbered in item order from 0. */
export function clusters(matrix: SimilarityMatrix, threshold = CLUSTER_THRESHOLD): number[] {
  const label = new Array<number>(matrix.length).fill(-1);
  let next = 0;
  for (let start = 0; start < matrix.length; start++) {
    if (label[start] >= 0) continue;
    const stack = [start];
    label[start] = next;
    while (stack.length) {
      const i = stack.pop()!;
      for (let j = 0; j < matrix.length; j++) {
        if (label[j] < 0 && matrix[i][j] >= threshold) {
          label[j] = next;
          stack.push(j);
        }
      }
    }
    next++;
  }
  return label;
}

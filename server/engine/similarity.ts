// The proximity graph: how alike two ideas are comes from the relevance module (embeddings when the
// provider has them, else lexical TF-IDF cosine). Near-duplicates (≥ 0.8) are merged; looser links
// form clusters.

import type { SimilarityMatrix } from '../relevance/similarity';

export const DUPLICATE_THRESHOLD = 0.8;
export const CLUSTER_THRESHOLD = 0.3;
/**
 * Lexical similarity at or above which two ideas of a session are one family of near-duplicates:
 * over the 68-goal corpus, 99% of pairs that share their main method reach it and 0.06% of pairs
 * with no method in common do (docs/engine.md, "Proximity and dedup").
 */
export const FAMILY_THRESHOLD = 0.45;

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

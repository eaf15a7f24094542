import { LRUCache } from 'lru-cache';
import { blend, cosine } from '../../relevance/similarity';
import type { Candidate } from './candidates';

// With LLM_EMBEDDING_MODEL set, meaning as well as shared words: the lexical score is blended with
// the cosine similarity of the idea's and the dataset's embeddings. Dataset vectors are kept in
// memory by id and version (a catalogue entry's hash, an upload's last change): no schema change.

export type Embed = (texts: string[], signal?: AbortSignal) => Promise<number[][] | null>;
export type VectorCache = LRUCache<string, number[]>;

const LEXICAL_SHARE = 0.6;

export const createVectorCache = (): VectorCache => new LRUCache<string, number[]>({ max: 5000 });

const keyOf = (candidate: Candidate) => `${candidate.dataset.id}\n${candidate.version}`;

/** The candidates re-scored and re-sorted, or null when no embedding model is configured. */
export async function blendEmbeddings<C extends Candidate>(
  embed: Embed,
  cache: VectorCache,
  ideaText: string,
  candidates: readonly C[],
  signal?: AbortSignal,
): Promise<C[] | null> {
  if (candidates.length === 0) return [];
  // Read once: a vector evicted meanwhile by another request is still used here.
  const known = candidates.map((c) => cache.get(keyOf(c)));
  const unseen = candidates.filter((_, i) => !known[i]);
  const vectors = await embed([ideaText, ...unseen.map((c) => c.text)], signal);
  if (!vectors) return null;
  if (vectors.length !== unseen.length + 1) throw new Error('the embedding model answered the wrong number of vectors');
  const fresh = new Map(unseen.map((c, i) => [keyOf(c), vectors[i + 1]]));
  fresh.forEach((vector, key) => cache.set(key, vector));
  const [idea] = vectors;
  return candidates
    .map((c, i) => {
      const similarity = cosine(idea, known[i] ?? fresh.get(keyOf(c)) ?? []);
      return { ...c, score: blend(c.score, similarity, LEXICAL_SHARE) };
    })
    .sort((a, b) => b.score - a.score || a.dataset.name.localeCompare(b.dataset.name));
}

// Who plays whom in one batch of a tournament round. The ranking users read is Elo, and Elo sorts
// itself through games between ideas it rates alike: such a game settles their order, while a
// game across a wide gap barely moves either and only adds noise. So the cheapest pairs play
// first (close in rating, similar in content: a comparison of like with like is the informative
// one; not met before), and a pair costing more than MAX_PAIR_COST is not worth a game: its ideas
// rest this batch. Ideas with no games always play (they must find their level), and at least
// half the ideas play every batch. Measured by bench/tournament-quality.ts (docs/engine.md).

export interface Contender {
  id: string;
  elo: number;
  games: number;
}

export interface PairingOptions {
  /** 0–1 similarity of two ideas; default none. */
  similarity?: (a: string, b: string) => number;
  /** How often the two have already met. */
  played?: (a: string, b: string) => number;
  /** Whether the two are one family of near-duplicates (idea-families.ts); default never. */
  sameFamily?: (a: string, b: string) => boolean;
  /** Weights of the cost terms; tuned by bench/tournament-quality.ts. */
  weights?: { rating: number; rematch: number; similarity: number };
  /** Dearest pair still worth a game; default MAX_PAIR_COST. */
  maxCost?: number;
  /** Pairs a batch plays whatever they cost; default a quarter of the contenders, at least one. */
  minPairs?: number;
}

/** Cost of a pair: rating × |Δelo| / 100 + rematch × times met − similarity × similarity. */
export const DEFAULT_PAIRING_WEIGHTS = { rating: 1, rematch: 0.5, similarity: 1 };
/** A fresh pair up to 75 Elo apart is worth a game; a pair that met once, up to 25 apart. */
export const MAX_PAIR_COST = 0.75;
/**
 * Added to the cost of two ideas of one family of near-duplicates: a game between them says little
 * beyond itself, so they meet only when nothing else is left (a newcomer with no one else to play,
 * or a batch short of its minimum pairs).
 */
export const FAMILY_COST = 10;

interface Edge {
  a: Contender;
  b: Contender;
  cost: number;
  /** One of the two has no games yet: the pair is taken before any other. */
  newcomer: boolean;
}

function edgesByCost(contenders: readonly Contender[], options: PairingOptions): Edge[] {
  const {
    similarity = () => 0,
    played = () => 0,
    sameFamily = () => false,
    weights = DEFAULT_PAIRING_WEIGHTS,
  } = options;
  const sorted = [...contenders].sort((x, y) => x.id.localeCompare(y.id));
  const edges: Edge[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      const cost =
        (weights.rating * Math.abs(a.elo - b.elo)) / 100 +
        weights.rematch * played(a.id, b.id) -
        weights.similarity * similarity(a.id, b.id) +
        (sameFamily(a.id, b.id) ? FAMILY_COST : 0);
      edges.push({ a, b, cost, newcomer: a.games === 0 || b.games === 0 });
    }
  }
  // Stable sort: equal costs keep the id order, so the same ratings always give the same pairs.
  return edges.sort((x, y) => Number(y.newcomer) - Number(x.newcomer) || x.cost - y.cost);
}

/**
 * Disjoint pairs, cheapest first. Pairs costing more than `maxCost` are left out once `minPairs`
 * are taken, except those with a newcomer; with an odd count at least one idea rests.
 */
export function pairContenders(
  contenders: readonly Contender[],
  options: PairingOptions = {},
): Array<[string, string]> {
  const { maxCost = MAX_PAIR_COST, minPairs = Math.max(1, Math.ceil(contenders.length / 4)) } = options;
  const free = new Set(contenders.map((c) => c.id));
  const pairs: Array<[string, string]> = [];
  for (const { a, b, cost, newcomer } of edgesByCost(contenders, options)) {
    if (free.size < 2) break;
    if (!free.has(a.id) || !free.has(b.id)) continue;
    if (!newcomer && cost > maxCost && pairs.length >= minPairs) break;
    free.delete(a.id);
    free.delete(b.id);
    pairs.push([a.id, b.id]);
  }
  return pairs;
}

/** The ideas in the top quartile of the ranking (at least one): they play multi-turn debates. */
export function topQuartile(contenders: readonly Contender[]): Set<string> {
  const ranked = [...contenders].sort((x, y) => y.elo - x.elo || x.id.localeCompare(y.id));
  return new Set(ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 4))).map((c) => c.id));
}

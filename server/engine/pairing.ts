// Who plays whom in one batch of a tournament round. Ideas with the fewest games go first (new
// ideas must find their level), then the top-ranked (the top of the ranking is what users read);
// each picks the free opponent nearest in rating, preferring similar ideas (proximity: a
// comparison of like with like is the informative one) and avoiding rematches.

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
  /** Weights of the cost terms; tuned by bench/tournament-quality.ts. */
  weights?: { rating: number; rematch: number; similarity: number };
}

export const DEFAULT_PAIRING_WEIGHTS = { rating: 1, rematch: 3, similarity: 1 };

/** Disjoint pairs covering all contenders but one when their number is odd. */
export function pairContenders(
  contenders: readonly Contender[],
  options: PairingOptions = {},
): Array<[string, string]> {
  const { similarity = () => 0, played = () => 0, weights = DEFAULT_PAIRING_WEIGHTS } = options;
  const order = [...contenders].sort((x, y) => x.games - y.games || y.elo - x.elo || x.id.localeCompare(y.id));
  const free = new Set(order.map((c) => c.id));
  const byId = new Map(order.map((c) => [c.id, c]));
  const pairs: Array<[string, string]> = [];
  for (const first of order) {
    if (!free.has(first.id)) continue;
    free.delete(first.id);
    let best: string | null = null;
    let bestCost = Infinity;
    for (const id of free) {
      const other = byId.get(id)!;
      const cost =
        (weights.rating * Math.abs(first.elo - other.elo)) / 100 +
        weights.rematch * played(first.id, id) -
        weights.similarity * similarity(first.id, id);
      if (cost < bestCost) {
        bestCost = cost;
        best = id;
      }
    }
    if (best === null) break;
    free.delete(best);
    pairs.push([first.id, best]);
  }
  return pairs;
}

/** The ideas in the top quartile of the ranking (at least one): they play multi-turn debates. */
export function topQuartile(contenders: readonly Contender[]): Set<string> {
  const ranked = [...contenders].sort((x, y) => y.elo - x.elo || x.id.localeCompare(y.id));
  return new Set(ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 4))).map((c) => c.id));
}

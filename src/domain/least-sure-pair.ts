// The pair the tournament is least sure about (docs/product.md, "Your verdicts"): of the leading
// ideas next to each other in the ranking, the two whose Bradley–Terry intervals overlap most (as a
// share of the span they cover together); ideas without an interval yet are compared by how close
// their Elo is. The session page asks the researcher to judge this pair.

export interface RankedIdea {
  id: string;
  title: string;
  eloRating: number;
  btInterval?: readonly [number, number] | readonly number[] | null;
  duplicateOf?: string | null;
}

/** How many of the leading ideas the prompt looks among: the ranking matters most at the top. */
export const LEADING = 8;

function overlap(a: RankedIdea, b: RankedIdea): number {
  if (!a.btInterval || !b.btInterval || a.btInterval.length < 2 || b.btInterval.length < 2) {
    // No intervals yet: closeness in Elo, scaled below any real overlap.
    return 1 / (1 + Math.abs(a.eloRating - b.eloRating)) - 1;
  }
  const [al, ah] = a.btInterval;
  const [bl, bh] = b.btInterval;
  const shared = Math.min(ah, bh) - Math.max(al, bl);
  const span = Math.max(ah, bh) - Math.min(al, bl);
  return span > 0 ? shared / span : 1;
}

export function leastSurePair<T extends RankedIdea>(ideas: readonly T[]): [T, T] | null {
  const ranked = ideas
    .filter((i) => !i.duplicateOf)
    .sort((a, b) => b.eloRating - a.eloRating)
    .slice(0, LEADING);
  let best: [T, T] | null = null;
  let bestOverlap = -Infinity;
  for (let i = 0; i + 1 < ranked.length; i++) {
    const o = overlap(ranked[i], ranked[i + 1]);
    if (o > bestOverlap) [best, bestOverlap] = [[ranked[i], ranked[i + 1]], o];
  }
  return best;
}

// Elo as the co-scientist paper uses it: every idea starts at 1200. K = 32 is ours (the paper
// gives none): large enough that a new idea finds its level within a round of matches.

export const INITIAL_ELO = 1200;
export const ELO_K = 32;

/** Expected score of a against b, 0–1. */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

/** New ratings after one game; scoreA is 1 for a win of a, 0.5 for a draw, 0 for a loss. */
export function eloUpdate(a: number, b: number, scoreA: 0 | 0.5 | 1, k = ELO_K): [number, number] {
  const delta = k * (scoreA - expectedScore(a, b));
  return [a + delta, b - delta];
}

/**
 * A verdict that counts as `weight` agent matches (a researcher's, docs/engine.md "Human verdicts"):
 * the same game played `weight` times in a row, each update reading the ratings the last one left.
 * A fractional weight plays its remainder as one game with K scaled down.
 */
export function weightedEloUpdate(a: number, b: number, scoreA: 0 | 0.5 | 1, weight: number): [number, number] {
  let [x, y] = [a, b];
  const whole = Math.floor(weight);
  for (let i = 0; i < whole; i++) [x, y] = eloUpdate(x, y, scoreA);
  const rest = weight - whole;
  if (rest > 0) [x, y] = eloUpdate(x, y, scoreA, ELO_K * rest);
  return [x, y];
}

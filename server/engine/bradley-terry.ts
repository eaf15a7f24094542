import { INITIAL_ELO } from '../../src/domain/elo';
import { seededRandom } from './rng';

// Bradley–Terry ratings from the same matches as Elo, kept beside it: Elo depends on the order
// games were played in, BT does not, and its bootstrap interval says how sure the ranking is.

export interface Game {
  a: string;
  b: string;
  /** 1: a won, 0: b won, 0.5: a draw. */
  scoreA: number;
  /** How many games this one counts as: 1 for an agent's match, more for a researcher's verdict. */
  weight?: number;
}

export interface BtRating {
  rating: number;
  low: number;
  high: number;
}

/**
 * Minorise–maximise fit (Hunter 2004). Every player also draws once against a virtual player of
 * strength 1: a prior that keeps an unbeaten or winless idea finite.
 */
export function fitBradleyTerry(
  players: readonly string[],
  games: readonly Game[],
  iterations = 200,
): Map<string, number> {
  const index = new Map(players.map((p, i) => [p, i]));
  const n = players.length;
  let p = new Array<number>(n).fill(1);
  const wins = new Array<number>(n).fill(0.5);
  const pairs: Array<[number, number, number]> = [];
  for (const g of games) {
    const i = index.get(g.a);
    const j = index.get(g.b);
    if (i === undefined || j === undefined || i === j) continue;
    // A game of weight w is w identical games: w times the wins and w times the pair's share.
    const w = g.weight ?? 1;
    wins[i] += w * g.scoreA;
    wins[j] += w * (1 - g.scoreA);
    pairs.push([i, j, w]);
  }
  for (let it = 0; it < iterations; it++) {
    const denom = p.map((pi) => 1 / (pi + 1)); // the virtual game
    for (const [i, j, w] of pairs) {
      const share = w / (p[i] + p[j]);
      denom[i] += share;
      denom[j] += share;
    }
    const next = p.map((_, i) => wins[i] / denom[i]);
    let change = 0;
    for (let i = 0; i < n; i++) change = Math.max(change, Math.abs(next[i] - p[i]) / p[i]);
    p = next;
    if (change < 1e-9) break;
  }
  return new Map(players.map((player, i) => [player, INITIAL_ELO + 400 * Math.log10(p[i])]));
}

/**
 * BT ratings with 95% percentile intervals from resampling the games (seeded, so repeatable). A
 * weighted game is resampled as one game that keeps its weight, so a researcher's verdict narrows
 * the interval as much as its weight in agent matches would, and moves it as far.
 */
export function bradleyTerryWithIntervals(
  players: readonly string[],
  games: readonly Game[],
  options: { samples?: number; seed?: string } = {},
): Map<string, BtRating> {
  const { samples = 100, seed = 'bt' } = options;
  const point = fitBradleyTerry(players, games);
  const random = seededRandom(seed);
  const draws = new Map<string, number[]>(players.map((p) => [p, []]));
  if (games.length > 0) {
    for (let s = 0; s < samples; s++) {
      const resample = games.map(() => games[Math.floor(random() * games.length)]);
      for (const [player, rating] of fitBradleyTerry(players, resample, 60)) draws.get(player)?.push(rating);
    }
  }
  const result = new Map<string, BtRating>();
  for (const player of players) {
    const rating = point.get(player) ?? INITIAL_ELO;
    const sorted = (draws.get(player) ?? []).sort((x, y) => x - y);
    const at = (q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : rating;
    result.set(player, { rating, low: Math.min(rating, at(0.025)), high: Math.max(rating, at(0.975)) });
  }
  return result;
}

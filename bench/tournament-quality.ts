// How fast the engine's tournament finds the true ranking. Ideas with hidden true strengths are
// judged by a simulated judge of known noise (a logistic judge that also flips a share of its
// verdicts and leans toward whichever idea it reads first); every pair is judged in both orders
// and a disagreement is a draw, exactly as the engine plays it. We count the matches until the
// Elo ranking reaches Kendall τ ≥ 0.9 against the truth, for the engine's pairing and for random
// pairing, with 16 and with 64 ideas, and report random/ours against the budget ours ≤ 0.7 ×
// random. The engine's pairing may rest ideas, so its batches can hold fewer than n/2 matches:
// τ is therefore checked after every match, for both strategies alike, so that no strategy gains
// from being looked at more often. Each figure is the median over the same 30 seeds.
import { eloUpdate, INITIAL_ELO } from '../src/domain/elo';
import { pairContenders } from '../server/engine/pairing';
import { seededRandom, shuffled, type Random } from '../server/engine/rng';
import type { BenchResult } from './run';

const SIZES = [16, 64];
const TRUE_SPREAD = 800; // true strengths on the Elo scale, evenly spread over this range
const FLIP = 0.1; // share of verdicts the judge gets wrong outright
const POSITION_LEAN = 40; // Elo points the first-read idea seems stronger by
const TARGET_TAU = 0.9;
const MAX_MATCHES_PER_IDEA = 250; // a trial that never gets there counts as this many matches
const TRIALS = 30;
const BUDGET = 0.7; // ours may need at most this share of random's matches

export function kendallTau(a: readonly number[], b: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) {
      const s = Math.sign(a[i] - a[j]) * Math.sign(b[i] - b[j]);
      if (s > 0) concordant++;
      else if (s < 0) discordant++;
    }
  }
  const pairs = (a.length * (a.length - 1)) / 2;
  return (concordant - discordant) / pairs;
}

type Pairing = (
  ids: string[],
  elo: Map<string, number>,
  games: Map<string, number>,
  met: Map<string, number>,
  random: Random,
) => Array<[string, string]>;

const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

// The engine's pairing with the engine's defaults; no similarity (the bench's ideas have no text).
const ours: Pairing = (ids, elo, games, met) =>
  pairContenders(
    ids.map((id) => ({ id, elo: elo.get(id)!, games: games.get(id)! })),
    { played: (x, y) => met.get(key(x, y)) ?? 0 },
  );

const randomPairs: Pairing = (ids, _elo, _games, _met, random) => {
  const order = shuffled(random, ids);
  return Array.from({ length: Math.floor(order.length / 2) }, (_, i): [string, string] => [
    order[2 * i],
    order[2 * i + 1],
  ]);
};

/** One match judged in both orders, as the engine plays it: 1 a won, 0 b won, 0.5 they disagreed. */
function judgeMatch(truth: Map<string, number>, random: Random, a: string, b: string): 0 | 0.5 | 1 {
  const firstWins = (first: string, second: string): boolean => {
    if (random() < FLIP) return random() < 0.5;
    const p = 1 / (1 + 10 ** ((truth.get(second)! - truth.get(first)! - POSITION_LEAN) / 400));
    return random() < p;
  };
  const aFirst = firstWins(a, b);
  const aSecond = !firstWins(b, a);
  return aFirst !== aSecond ? 0.5 : aFirst ? 1 : 0;
}

/** Matches (each judged in both orders) until the Elo ranking first reaches the target τ. */
export function matchesToTarget(pairing: Pairing, seed: number, ideas: number): number {
  const random = seededRandom(seed);
  const ids = Array.from({ length: ideas }, (_, i) => `idea-${String(i).padStart(2, '0')}`);
  // Truth in a seeded random order, so ids carry no hint of strength.
  const truth = new Map(shuffled(random, ids).map((id, rank) => [id, (rank * TRUE_SPREAD) / (ideas - 1)]));
  const truthInOrder = ids.map((id) => truth.get(id)!);
  const elo = new Map(ids.map((id) => [id, INITIAL_ELO]));
  const games = new Map(ids.map((id) => [id, 0]));
  const met = new Map<string, number>();
  const maxMatches = MAX_MATCHES_PER_IDEA * ideas;
  const ratings = () => ids.map((id) => elo.get(id)!);
  let played = 0;
  while (played < maxMatches) {
    const pairs = pairing(ids, elo, games, met, random);
    if (pairs.length === 0) break; // a batch without a match never gets there: count it as never
    for (const [a, b] of pairs) {
      const [na, nb] = eloUpdate(elo.get(a)!, elo.get(b)!, judgeMatch(truth, random, a, b));
      elo.set(a, na);
      elo.set(b, nb);
      games.set(a, games.get(a)! + 1);
      games.set(b, games.get(b)! + 1);
      met.set(key(a, b), (met.get(key(a, b)) ?? 0) + 1);
      played++;
      if (kendallTau(ratings(), truthInOrder) >= TARGET_TAU) return played;
    }
  }
  return maxMatches;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(ideas: number): BenchResult {
  const seeds = Array.from({ length: TRIALS }, (_, i) => 1000 + i);
  const oursNeeded = median(seeds.map((s) => matchesToTarget(ours, s, ideas)));
  const randomNeeded = median(seeds.map((s) => matchesToTarget(randomPairs, s, ideas)));
  return {
    name: `Tournament, ${ideas} ideas: matches to Kendall τ ≥ 0.9, ours vs random`,
    measured:
      `ours ${oursNeeded}, random ${randomNeeded} matches: random/ours ${(randomNeeded / oursNeeded).toFixed(2)}, ` +
      `${Math.round((1 - oursNeeded / randomNeeded) * 100)}% fewer (median of ${TRIALS}; τ checked after every match; ` +
      `judge flips ${FLIP * 100}%, leans ${POSITION_LEAN} Elo to the first read)`,
    budget: `ours ≤ ${BUDGET} × random (random/ours ≥ ${(1 / BUDGET).toFixed(2)})`,
    // run.ts passes a row at ratio ≥ 1: random/ours against its required 1/BUDGET.
    ratio: (randomNeeded / oursNeeded) * BUDGET,
  };
}

export async function benchTournamentQuality(): Promise<BenchResult[]> {
  return SIZES.map(measure);
}

// How fast the engine's tournament finds the true ranking. Ideas with hidden true strengths are
// judged by a simulated judge of known noise (a logistic judge that also flips a share of its
// verdicts and leans toward whichever idea it reads first); every pair is judged in both orders
// and a disagreement is a draw, exactly as the engine plays it. We count the matches until the
// Elo ranking reaches Kendall τ ≥ 0.9 against the truth, for the engine's pairing and for random
// pairing, and report random/ours: ≥ 1 means our pairing needs no more matches than chance.
import { eloUpdate, INITIAL_ELO } from '../src/domain/elo';
import { pairContenders } from '../server/engine/pairing';
import { seededRandom, shuffled, type Random } from '../server/engine/rng';
import type { BenchResult } from './run';

const IDEAS = 16;
const TRUE_SPREAD = 800; // true strengths on the Elo scale, evenly spread over this range
const FLIP = 0.1; // share of verdicts the judge gets wrong outright
const POSITION_LEAN = 40; // Elo points the first-read idea seems stronger by
const TARGET_TAU = 0.9;
const MAX_MATCHES = 4000;
const TRIALS = 30;

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

/** Matches (each judged in both orders) until the Elo ranking first reaches the target τ. */
export function matchesToTarget(pairing: Pairing, seed: number): number {
  const random = seededRandom(seed);
  const ids = Array.from({ length: IDEAS }, (_, i) => `idea-${String(i).padStart(2, '0')}`);
  // Truth in a seeded random order, so ids carry no hint of strength.
  const truth = new Map(shuffled(random, ids).map((id, rank) => [id, (rank * TRUE_SPREAD) / (IDEAS - 1)]));
  const elo = new Map(ids.map((id) => [id, INITIAL_ELO]));
  const games = new Map(ids.map((id) => [id, 0]));
  const met = new Map<string, number>();
  const judge = (first: string, second: string): 'first' | 'second' => {
    if (random() < FLIP) return random() < 0.5 ? 'first' : 'second';
    const p = 1 / (1 + 10 ** ((truth.get(second)! - truth.get(first)! - POSITION_LEAN) / 400));
    return random() < p ? 'first' : 'second';
  };
  let played = 0;
  while (played < MAX_MATCHES) {
    for (const [a, b] of pairing(ids, elo, games, met, random)) {
      const ab = judge(a, b) === 'first' ? 'a' : 'b';
      const ba = judge(b, a) === 'first' ? 'b' : 'a';
      const score = ab !== ba ? 0.5 : ab === 'a' ? 1 : 0;
      const [na, nb] = eloUpdate(elo.get(a)!, elo.get(b)!, score);
      elo.set(a, na);
      elo.set(b, nb);
      games.set(a, games.get(a)! + 1);
      games.set(b, games.get(b)! + 1);
      met.set(key(a, b), (met.get(key(a, b)) ?? 0) + 1);
      played++;
    }
    if (
      kendallTau(
        ids.map((id) => elo.get(id)!),
        ids.map((id) => truth.get(id)!),
      ) >= TARGET_TAU
    )
      return played;
  }
  return MAX_MATCHES;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchTournamentQuality(): Promise<BenchResult> {
  const seeds = Array.from({ length: TRIALS }, (_, i) => 1000 + i);
  const oursNeeded = median(seeds.map((s) => matchesToTarget(ours, s)));
  const randomNeeded = median(seeds.map((s) => matchesToTarget(randomPairs, s)));
  return {
    name: 'Tournament: matches to Kendall τ ≥ 0.9 (random / ours)',
    measured: `ours ${oursNeeded}, random ${randomNeeded} matches (median of ${TRIALS}; ${IDEAS} ideas, judge flips ${FLIP * 100}%, leans ${POSITION_LEAN} Elo to the first read)`,
    budget: 'ours ≤ random',
    ratio: randomNeeded / oursNeeded,
  };
}

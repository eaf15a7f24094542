import type { IdeaOutcome } from './idea-outcomes';
import { goodness } from './outcome-choice';
import { averageRanks, fisherInterval, groupedSpearman } from './rank-correlation';

// How well the tournament predicted outcomes (docs/product.md, "Workspace analytics"; the
// statistics in docs/engine.md): Spearman's ρ between each session's Elo ranking and the measured
// outcomes, its 95% interval by Fisher's z, n, and the pairs the tournament got the wrong way
// round. Ideas are compared within one session and one metric. Pure.

/** Under this many ideas compared, the card says the sample is too small to say much. */
export const ENOUGH_IDEAS = 10;
/** The wrong pairs listed; the total is always counted. */
export const WRONG_PAIRS_SHOWN = 50;
/** The outcomes charted, by session then rank. */
export const OUTCOMES_SHOWN = 500;

export interface ComparedOutcome extends Omit<IdeaOutcome, 'goalId' | 'methods'> {
  /** 1 for the best measured value among the ideas it is compared with; null when compared with none. */
  measuredRank: number | null;
  /** How many ideas of its session were measured on the same metric, itself included. */
  groupSize: number;
}

interface PairSide {
  ideaId: string;
  title: string;
  sessionRank: number;
  elo: number;
  value: number;
}

export interface WrongPair {
  sessionId: string;
  metric: string;
  direction: IdeaOutcome['direction'];
  /** The idea the tournament ranked higher… */
  rankedHigher: PairSide;
  /** …and the one that measured better. */
  measuredBetter: PairSide;
}

export interface OutcomePrediction {
  ideasWithOutcomes: number;
  n: number;
  rho: number | null;
  interval: { low: number; high: number } | null;
  enough: boolean;
  note: string | null;
  pairsCompared: number;
  wrongPairs: WrongPair[];
  wrongPairsTotal: number;
  outcomes: ComparedOutcome[];
}

/** Outcomes grouped by session and metric, in the order first met. */
export function comparisonGroups(outcomes: readonly IdeaOutcome[]): IdeaOutcome[][] {
  const groups = new Map<string, IdeaOutcome[]>();
  for (const o of outcomes) {
    const key = JSON.stringify([o.sessionId, o.metric, o.direction]);
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.values()];
}

const side = (o: IdeaOutcome): PairSide => ({
  ideaId: o.ideaId,
  title: o.title,
  sessionRank: o.sessionRank,
  elo: o.elo,
  value: o.value,
});

/** Pairs ranked apart and measured apart, and those the tournament put the wrong way round. */
function pairsOf(group: readonly IdeaOutcome[]) {
  let compared = 0;
  const wrong: WrongPair[] = [];
  for (const a of group) {
    for (const b of group) {
      if (a.elo <= b.elo || a.value === b.value) continue;
      compared++;
      if (goodness(b.value, b.direction) > goodness(a.value, a.direction)) {
        wrong.push({
          sessionId: a.sessionId,
          metric: a.metric,
          direction: a.direction,
          rankedHigher: side(a),
          measuredBetter: side(b),
        });
      }
    }
  }
  return { compared, wrong };
}

function noteFor(ideasWithOutcomes: number, n: number): string | null {
  if (ideasWithOutcomes === 0)
    return 'No converted idea has a run on its experiment’s primary metric yet. Log runs to see how the ranking held up.';
  if (n === 0)
    return 'No two ideas of one session were measured on the same metric yet, so there is nothing to compare.';
  if (n < ENOUGH_IDEAS) return `${n} ideas with outcomes: too few to say much.`; // n is 2 or more here
  return null;
}

export function outcomePrediction(outcomes: readonly IdeaOutcome[]): OutcomePrediction {
  const groups = comparisonGroups(outcomes);
  const compared: ComparedOutcome[] = [];
  const wrongPairs: WrongPair[] = [];
  let pairsCompared = 0;
  for (const group of groups) {
    const measured = group.map((o) => goodness(o.value, o.direction));
    const ranks = averageRanks(measured.map((g) => -g));
    group.forEach(({ goalId: _goal, methods: _methods, ...o }, i) =>
      compared.push({ ...o, measuredRank: group.length > 1 ? ranks[i] : null, groupSize: group.length }),
    );
    const pairs = pairsOf(group);
    pairsCompared += pairs.compared;
    wrongPairs.push(...pairs.wrong);
  }
  const { rho, n } = groupedSpearman(
    groups.map((g) => ({ predicted: g.map((o) => o.elo), measured: g.map((o) => goodness(o.value, o.direction)) })),
  );
  // The largest misses first: the widest gap in rank between the two ideas, then (ideas tied in
  // Elo share a rank) the widest gap between what they measured.
  const rankGap = (pair: WrongPair) => pair.measuredBetter.sessionRank - pair.rankedHigher.sessionRank;
  const valueGap = (pair: WrongPair) =>
    goodness(pair.measuredBetter.value, pair.direction) - goodness(pair.rankedHigher.value, pair.direction);
  wrongPairs.sort((x, y) => rankGap(y) - rankGap(x) || valueGap(y) - valueGap(x));
  return {
    ideasWithOutcomes: outcomes.length,
    n,
    rho,
    interval: rho === null ? null : fisherInterval(rho, n),
    enough: n >= ENOUGH_IDEAS,
    note: noteFor(outcomes.length, n),
    pairsCompared,
    wrongPairs: wrongPairs.slice(0, WRONG_PAIRS_SHOWN),
    wrongPairsTotal: wrongPairs.length,
    outcomes: compared.slice(0, OUTCOMES_SHOWN),
  };
}

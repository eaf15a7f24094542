// Scoring rules (docs/product.md, "Scoring"): stars from Elo and back, confidence bands and a
// confidence value, the weighted overall score, feasibility labels and the top-rated list.

export const ELO_MIN = 0;
export const ELO_MAX = 5000;
/** Elo 1000 is one star, 3000 five: the 2000-point span the stars stretch over. */
export const STAR_ELO_FLOOR = 1000;
export const STAR_ELO_SPAN = 2000;
export const MIN_STARS = 1;
export const MAX_STARS = 5;

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** (elo − 1000) / 2000, clamped to 0..1, scaled to 1..5. */
export function eloToStars(elo: number): number {
  return MIN_STARS + (MAX_STARS - MIN_STARS) * clamp01((elo - STAR_ELO_FLOOR) / STAR_ELO_SPAN);
}

/** The reverse: 1000 + 2000 × (stars − 1) / 4. */
export function starsToElo(stars: number): number {
  return STAR_ELO_FLOOR + (STAR_ELO_SPAN * (stars - MIN_STARS)) / (MAX_STARS - MIN_STARS);
}

/** Stars as drawn: to the nearest half star. */
export const roundToHalf = (stars: number) => Math.round(stars * 2) / 2;
/** The rating as read and exported: eloToStars to one decimal (1.4, 2, 3.5). */
export const starsToTenth = (stars: number) => Math.round(stars * 10) / 10;

export type ConfidenceBand = 'very-high' | 'high' | 'medium' | 'low' | 'very-low';

/** At or above 0.8 very-high, 0.6 high, 0.4 medium, 0.2 low, else very-low. */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 0.8) return 'very-high';
  if (confidence >= 0.6) return 'high';
  if (confidence >= 0.4) return 'medium';
  if (confidence >= 0.2) return 'low';
  return 'very-low';
}

export const CONFIDENCE_Z = 1.96;

export interface MatchRecord {
  wins?: number;
  losses?: number;
  draws?: number;
}

export const matchCount = (record?: MatchRecord) => (record?.wins ?? 0) + (record?.losses ?? 0) + (record?.draws ?? 0);

// Confidence is how settled a rating is, 0..1: one minus the width of the 95% interval (z = 1.96)
// of the idea's chance of beating an equal opponent. From n matches that interval is
// p ± 1.96 × √(p(1 − p) / n) with p taken as 0.5, the widest case, so a lopsided early record is not
// mistaken for certainty: 1 − 1.96 / √n, so 16 matches give 0.51 (medium), 25 give 0.61 (high),
// 100 give 0.80 (very-high). From a 95% rating interval (lo, hi), already ±1.96σ, the win chance
// runs from E(−h) to E(h) with h its half-width and E(d) = 1 / (1 + 10^(−d/400)): ±50 Elo gives
// 0.86, ±100 gives 0.72, ±200 gives 0.48.

/** From the number of matches played; none is 0. */
export function ratingConfidence(record?: MatchRecord): number {
  const n = matchCount(record);
  if (n <= 0) return 0;
  return clamp01(1 - 2 * CONFIDENCE_Z * Math.sqrt(0.25 / n));
}

/** From a 95% rating interval on the Elo scale. */
export function intervalConfidence([lo, hi]: readonly number[]): number {
  const half = Math.abs(hi - lo) / 2;
  if (!Number.isFinite(half)) return 0;
  const expected = (d: number) => 1 / (1 + 10 ** (-d / 400));
  return clamp01(1 - (expected(half) - expected(-half)));
}

/** The interval when the tournament kept one (Bradley–Terry bootstrap), else the match count. */
export function ideaConfidence(idea: { btInterval?: readonly number[] | null; matchRecord?: MatchRecord }): number {
  const interval = idea.btInterval;
  return interval && interval.length === 2 ? intervalConfidence(interval) : ratingConfidence(idea.matchRecord);
}

/** A Bradley–Terry 95% interval as the pages print it, "1180–1264", or undefined when there is none. */
export function btIntervalText(interval?: readonly number[] | null): string | undefined {
  if (!interval || interval.length !== 2) return undefined;
  return `${Math.round(interval[0]!)}–${Math.round(interval[1]!)}`;
}

/** Scores are 0–1 on the wire; screens and exports show them out of 5, like review scores. */
export const SCORE_DISPLAY_MAX = 5;
/** A 0–1 score on the 0–5 scale the screens show, to one decimal as they print it (0.84 → 4.2). */
export const scoreOutOfFive = (score: number) => Number((score * SCORE_DISPLAY_MAX).toFixed(1));

/** Novelty 0.3, correctness 0.4, feasibility 0.3; any other score type 0.33. */
export const SCORE_WEIGHTS: Readonly<Record<string, number>> = { novelty: 0.3, correctness: 0.4, feasibility: 0.3 };
export const UNKNOWN_SCORE_WEIGHT = 0.33;

/** Weighted average of the scores given (divided by the weights used, so it stays on their scale). */
export function overallScore(scores: Readonly<Record<string, number | null | undefined>>): number {
  let sum = 0;
  let weights = 0;
  for (const [type, score] of Object.entries(scores)) {
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    const weight = SCORE_WEIGHTS[type] ?? UNKNOWN_SCORE_WEIGHT;
    sum += weight * score;
    weights += weight;
  }
  return weights > 0 ? sum / weights : 0;
}

export interface ScoredIdea {
  noveltyScore: number;
  correctnessScore: number;
  feasibilityScore: number;
}

export const ideaOverallScore = (idea: ScoredIdea) =>
  overallScore({ novelty: idea.noveltyScore, correctness: idea.correctnessScore, feasibility: idea.feasibilityScore });

/** The details' overall feasibility when the engine wrote one, else the idea's feasibility score. */
export const ideaFeasibility = (idea: ScoredIdea & { details?: { feasibilityAnalysis?: { overall?: number } } }) =>
  idea.details?.feasibilityAnalysis?.overall ?? idea.feasibilityScore;

export type FeasibilityLabel = 'very high' | 'high' | 'medium' | 'low' | 'very low';

/**
 * Five labels; the cut-offs are ours: the confidence bands' (0.8, 0.6,
 * 0.4, 0.2), equal fifths of the 0..1 overall feasibility, so both scales read alike.
 */
export function feasibilityLabel(overall: number): FeasibilityLabel {
  if (overall >= 0.8) return 'very high';
  if (overall >= 0.6) return 'high';
  if (overall >= 0.4) return 'medium';
  if (overall >= 0.2) return 'low';
  return 'very low';
}

export const TOP_RATED_COUNT = 5;

/**
 * The 5 highest by Elo, only those rated above 0 and, when their match record is known, only those
 * that have played: before its first match every idea sits at the starting Elo, tied and unranked.
 * Ties keep their input order.
 */
export function topRated<T extends { eloRating: number; matchRecord?: MatchRecord }>(
  ideas: readonly T[],
  count = TOP_RATED_COUNT,
): T[] {
  return ideas
    .filter((idea) => idea.eloRating > 0 && (idea.matchRecord === undefined || matchCount(idea.matchRecord) > 0))
    .sort((a, b) => b.eloRating - a.eloRating)
    .slice(0, count);
}

// A researcher's own stars for an idea (docs/product.md, "Your rating"): whole stars 1–5, read
// on the Elo scale through the same formula that turns Elo into stars, and never mixed with the
// tournament's Elo.
import { MAX_STARS, MIN_STARS, starsToElo } from './scoring';

export const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/** Whole stars from 1 to 5; anything else (0, 6, 3.5, text) is not a rating. */
export const isStarRating = (stars: unknown): stars is number =>
  typeof stars === 'number' && Number.isInteger(stars) && stars >= MIN_STARS && stars <= MAX_STARS;

/** The rating on the Elo scale (3 stars → 2000), or null when unrated. */
export const userRatingElo = (stars: number | null | undefined): number | null =>
  stars == null ? null : starsToElo(stars);

/** The words a rating control and its readers use: "Rate 3 out of 5 stars". */
export const rateLabel = (stars: number) => `Rate ${stars} out of ${MAX_STARS} stars`;

import { describe, expect, it } from 'vitest';
import { isStarRating, rateLabel, userRatingElo } from './user-rating';

describe('userRatingElo', () => {
  it('puts whole stars on the Elo scale: 1000 + 2000 × (stars − 1) / 4', () => {
    expect([1, 2, 3, 4, 5].map(userRatingElo)).toEqual([1000, 1500, 2000, 2500, 3000]);
  });

  it('is null when the idea is unrated', () => {
    expect(userRatingElo(null)).toBeNull();
    expect(userRatingElo(undefined)).toBeNull();
  });
});

describe('isStarRating', () => {
  it('accepts whole stars from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isStarRating)).toBe(true);
  });

  it.each([0, 6, -1, 3.5, Number.NaN, '3', null])('refuses %s', (stars) => {
    expect(isStarRating(stars)).toBe(false);
  });
});

it('names each choice as a reader hears it', () => {
  expect(rateLabel(3)).toBe('Rate 3 out of 5 stars');
});

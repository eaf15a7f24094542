import { describe, expect, it } from 'vitest';
import { eloUpdate, expectedScore, INITIAL_ELO, weightedEloUpdate } from './elo';

describe('elo', () => {
  it('expects even odds between equals and 10:1 at 400 points', () => {
    expect(expectedScore(INITIAL_ELO, INITIAL_ELO)).toBe(0.5);
    expect(expectedScore(1600, 1200)).toBeCloseTo(10 / 11, 10);
  });

  it('moves equals by K/2 on a decisive game and not at all on a draw', () => {
    expect(eloUpdate(1200, 1200, 1)).toEqual([1216, 1184]);
    expect(eloUpdate(1200, 1200, 0.5)).toEqual([1200, 1200]);
  });

  it('conserves the total and rewards an upset more than an expected win', () => {
    const [a, b] = eloUpdate(1000, 1400, 1);
    expect(a + b).toBeCloseTo(2400, 10);
    const upset = a - 1000;
    const [fav] = eloUpdate(1400, 1000, 1);
    expect(upset).toBeGreaterThan(fav - 1400);
  });

  it('pulls a draw toward the weaker side', () => {
    const [a, b] = eloUpdate(1300, 1100, 0.5);
    expect(a).toBeLessThan(1300);
    expect(b).toBeGreaterThan(1100);
  });

  it('plays a verdict of weight 3 as three games in a row: less than one game at 3K, more than one at K', () => {
    const three = eloUpdate(...eloUpdate(...eloUpdate(1200, 1200, 1), 1), 1);
    expect(weightedEloUpdate(1200, 1200, 1, 3)).toEqual(three);
    const [a, b] = three;
    expect(a).toBeGreaterThan(1216);
    expect(a).toBeLessThan(1200 + 3 * 16);
    expect(a + b).toBeCloseTo(2400, 10);
  });

  it('gives weight 1 the plain update, scales a fractional rest, and leaves a draw between equals alone', () => {
    expect(weightedEloUpdate(1300, 1250, 0, 1)).toEqual(eloUpdate(1300, 1250, 0));
    const [half] = weightedEloUpdate(1200, 1200, 1, 0.5);
    expect(half).toBeCloseTo(1208, 10);
    expect(weightedEloUpdate(1200, 1200, 0.5, 3)).toEqual([1200, 1200]);
  });
});

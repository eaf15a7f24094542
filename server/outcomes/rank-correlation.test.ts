import { describe, expect, it } from 'vitest';
import { averageRanks, fisherInterval, groupedSpearman, pearson } from './rank-correlation';

describe('average ranks', () => {
  it('ranks smallest first and gives tied values their average rank', () => {
    expect(averageRanks([30, 10, 20, 20])).toEqual([4, 1, 2.5, 2.5]);
  });
});

describe('Spearman’s ρ over groups', () => {
  it('is the textbook ρ for one group: 1 − 6Σd²/(n(n²−1))', () => {
    // d = (−1, 1, −1, 1, 0): ρ = 1 − 6·4/(5·24) = 0.8
    const { rho, n } = groupedSpearman([{ predicted: [1, 2, 3, 4, 5], measured: [2, 1, 4, 3, 5] }]);
    expect(rho).toBeCloseTo(0.8, 10);
    expect(n).toBe(5);
  });

  it('reads only ranks: any monotone values give the same ρ', () => {
    const { rho } = groupedSpearman([{ predicted: [1210, 1190, 1250], measured: [0.7, 0.2, 0.99] }]);
    expect(rho).toBeCloseTo(1, 10);
  });

  it('compares within each group and leaves out ideas compared with no other', () => {
    const { rho, n } = groupedSpearman([
      { predicted: [3, 2, 1], measured: [30, 20, 10] },
      { predicted: [1, 2], measured: [200, 100] },
      { predicted: [5], measured: [1] },
    ]);
    expect(n).toBe(5);
    // Centred ranks: group 1 agrees (±1, 0), group 2 disagrees (±0.5): (2 − 0.5) / (2 + 0.5).
    expect(rho).toBeCloseTo(0.6, 10);
  });

  it('is not defined when either order does not vary', () => {
    expect(groupedSpearman([{ predicted: [1, 1, 1], measured: [1, 2, 3] }]).rho).toBeNull();
    expect(pearson([1], [2])).toBeNull();
  });
});

describe('the Fisher z interval', () => {
  it('is tanh(atanh ρ ± 1.96·√(1.06/(n−3)))', () => {
    const interval = fisherInterval(0.8, 5)!;
    expect(interval.low).toBeCloseTo(-0.317, 3);
    expect(interval.high).toBeCloseTo(0.987, 3);
  });

  it('narrows as n grows', () => {
    const small = fisherInterval(0.5, 10)!;
    const large = fisherInterval(0.5, 100)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(small.low).toBeCloseTo(-0.21, 2);
  });

  it('is not given under four ideas, nor for a ρ of ±1', () => {
    expect(fisherInterval(0.5, 3)).toBeNull();
    expect(fisherInterval(1, 12)).toBeNull();
    expect(fisherInterval(-1, 12)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bradleyTerryWithIntervals, fitBradleyTerry, type Game } from './bradley-terry';

const series = (a: string, b: string, aWins: number, bWins: number): Game[] => [
  ...Array.from({ length: aWins }, () => ({ a, b, scoreA: 1 })),
  ...Array.from({ length: bWins }, () => ({ a, b, scoreA: 0 })),
];

describe('Bradley–Terry', () => {
  it('rates players with no games at the starting rating', () => {
    expect([...fitBradleyTerry(['x', 'y'], []).values()]).toEqual([1200, 1200]);
  });

  it('recovers the order of a transitive set of results', () => {
    const games = [...series('a', 'b', 8, 2), ...series('b', 'c', 8, 2), ...series('a', 'c', 9, 1)];
    const r = fitBradleyTerry(['a', 'b', 'c'], games);
    expect(r.get('a')).toBeGreaterThan(r.get('b')!);
    expect(r.get('b')).toBeGreaterThan(r.get('c')!);
  });

  it('matches the odds of a long series between two players', () => {
    // 300 games at 3:1 odds: the prior barely matters and the gap is 400·log10(3) ≈ 191.
    const r = fitBradleyTerry(['a', 'b'], series('a', 'b', 225, 75));
    expect(r.get('a')! - r.get('b')!).toBeCloseTo(400 * Math.log10(3), -1);
  });

  it('keeps an unbeaten player finite and treats draws as half a win each', () => {
    const r = fitBradleyTerry(['a', 'b'], series('a', 'b', 5, 0));
    expect(Number.isFinite(r.get('a'))).toBe(true);
    const drawn = fitBradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', scoreA: 0.5 }]);
    expect(drawn.get('a')).toBeCloseTo(drawn.get('b')!, 6);
  });

  it('gives intervals around the point that narrow with more games, the same on every run', () => {
    const few = bradleyTerryWithIntervals(['a', 'b'], series('a', 'b', 3, 1), { seed: 's' });
    const many = bradleyTerryWithIntervals(['a', 'b'], series('a', 'b', 60, 20), { seed: 's' });
    for (const r of [...few.values(), ...many.values()]) {
      expect(r.low).toBeLessThanOrEqual(r.rating);
      expect(r.high).toBeGreaterThanOrEqual(r.rating);
    }
    const width = (m: typeof few) => m.get('a')!.high - m.get('a')!.low;
    expect(width(many)).toBeLessThan(width(few));
    expect(bradleyTerryWithIntervals(['a', 'b'], series('a', 'b', 3, 1), { seed: 's' })).toEqual(few);
  });

  it("fits a verdict of weight 3 exactly as three agent games, and a researcher's verdict moves the ranking", () => {
    const agents = [...series('a', 'b', 2, 1), ...series('b', 'c', 1, 1)];
    const weighted = fitBradleyTerry(['a', 'b', 'c'], [...agents, { a: 'c', b: 'a', scoreA: 1, weight: 3 }]);
    const tripled = fitBradleyTerry(['a', 'b', 'c'], [...agents, ...series('c', 'a', 3, 0)]);
    for (const p of ['a', 'b', 'c']) expect(weighted.get(p)).toBeCloseTo(tripled.get(p)!, 6);
    const without = fitBradleyTerry(['a', 'b', 'c'], agents);
    expect(without.get('a')).toBeGreaterThan(without.get('c')!);
    expect(weighted.get('c')).toBeGreaterThan(weighted.get('a')!);
  });

  it('resamples a weighted verdict with its weight: the interval changes and the preferred idea leads', () => {
    const base = series('a', 'b', 3, 2);
    const width = (games: Game[]) => {
      const r = bradleyTerryWithIntervals(['a', 'b'], games, { seed: 'w' }).get('a')!;
      return r.high - r.low;
    };
    const one = width([...base, { a: 'a', b: 'b', scoreA: 1 }]);
    const three = width([...base, { a: 'a', b: 'b', scoreA: 1, weight: 3 }]);
    expect(three).not.toBe(one);
    const r = bradleyTerryWithIntervals(['a', 'b'], [...base, { a: 'a', b: 'b', scoreA: 1, weight: 3 }], { seed: 'w' });
    expect(r.get('a')!.rating).toBeGreaterThan(r.get('b')!.rating);
  });
});

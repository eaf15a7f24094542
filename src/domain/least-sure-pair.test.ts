import { describe, expect, it } from 'vitest';
import { leastSurePair } from './least-sure-pair';

const idea = (
  id: string,
  eloRating: number,
  btInterval: [number, number] | null = null,
  duplicateOf: string | null = null,
) => ({
  id,
  title: id,
  eloRating,
  btInterval,
  duplicateOf,
});

describe('the pair the tournament is least sure about', () => {
  it('is the neighbours in the ranking whose intervals overlap most', () => {
    const pair = leastSurePair([
      idea('a', 1300, [1250, 1350]),
      idea('b', 1240, [1230, 1250]),
      idea('c', 1230, [1180, 1280]),
      idea('d', 1100, [1050, 1150]),
    ]);
    expect(pair?.map((i) => i.id)).toEqual(['b', 'c']);
  });

  it('falls back to the closest Elo before any interval, and leaves merged ideas out', () => {
    const pair = leastSurePair([idea('a', 1216), idea('b', 1200), idea('m', 1199, null, 'b'), idea('c', 1184)]);
    expect(pair?.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('is none with fewer than two ideas', () => {
    expect(leastSurePair([idea('a', 1200)])).toBeNull();
    expect(leastSurePair([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pairContenders, topQuartile, type Contender } from './pairing';

const c = (id: string, elo: number, games = 0): Contender => ({ id, elo, games });

describe('pairing', () => {
  it('pairs everyone once, leaving one out when odd', () => {
    const pairs = pairContenders([c('a', 1200), c('b', 1200), c('c', 1200), c('d', 1200), c('e', 1200)]);
    expect(pairs).toHaveLength(2);
    expect(new Set(pairs.flat()).size).toBe(4);
  });

  it('lets new ideas choose first, then the top-ranked, each taking the nearest rating', () => {
    const pairs = pairContenders([c('top', 1400, 4), c('near-top', 1380, 4), c('low', 1000, 4), c('new', 1010, 0)]);
    expect(pairs[0]).toEqual(['new', 'low']);
    expect(pairs).toContainEqual(['top', 'near-top']);
  });

  it('avoids a rematch when an equal alternative exists', () => {
    const played = (x: string, y: string) => (new Set([x, y]).has('a') && new Set([x, y]).has('b') ? 1 : 0);
    const pairs = pairContenders([c('a', 1210), c('b', 1205), c('x', 1195), c('y', 1190)], { played });
    expect(pairs).not.toContainEqual(['a', 'b']);
  });

  it('prefers the similar idea among opponents of equal rating (proximity)', () => {
    const similarity = (x: string, y: string) => ([x, y].sort().join() === 'a,z' ? 0.9 : 0);
    const pairs = pairContenders([c('a', 1300, 1), c('y', 1250, 1), c('z', 1250, 1)], { similarity });
    expect(pairs[0]).toEqual(['a', 'z']);
  });

  it('puts the top quarter, at least one, in debates', () => {
    expect(topQuartile([c('a', 1300), c('b', 1200), c('c', 1100)])).toEqual(new Set(['a']));
    expect(topQuartile(Array.from({ length: 8 }, (_, i) => c(`i${i}`, 1000 + i)))).toEqual(new Set(['i7', 'i6']));
  });
});

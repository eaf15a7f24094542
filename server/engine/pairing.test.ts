import { describe, expect, it } from 'vitest';
import { pairContenders, topQuartile, type Contender } from './pairing';

const c = (id: string, elo: number, games = 0): Contender => ({ id, elo, games });
const metOnce =
  (...pairs: Array<[string, string]>) =>
  (x: string, y: string) =>
    pairs.some(([a, b]) => (a === x && b === y) || (a === y && b === x)) ? 1 : 0;

describe('pairing', () => {
  it('pairs every new idea once, leaving one out when the count is odd', () => {
    const pairs = pairContenders([c('a', 1200), c('b', 1200), c('c', 1200), c('d', 1200), c('e', 1200)]);
    expect(pairs).toHaveLength(2);
    expect(new Set(pairs.flat()).size).toBe(4);
  });

  it('never puts an idea in two pairs of one batch', () => {
    const field = Array.from({ length: 13 }, (_, i) => c(`i${i}`, 1200 + ((i * 37) % 11) * 9, i % 3));
    const played = metOnce(['i1', 'i2'], ['i3', 'i4'], ['i5', 'i6']);
    const pairs = pairContenders(field, { played });
    expect(pairs.length).toBeGreaterThan(0);
    expect(new Set(pairs.flat()).size).toBe(pairs.length * 2);
  });

  it('plays an idea with no games even when it is rated far from everyone', () => {
    const pairs = pairContenders([c('top', 1500, 5), c('near-top', 1490, 5), c('new', 1200, 0), c('low', 1000, 5)]);
    expect(pairs).toEqual([
      ['low', 'new'],
      ['near-top', 'top'],
    ]);
  });

  it('rests ideas too far from any free opponent once enough close pairs play', () => {
    const close = [1200, 1210, 1220, 1230, 1240, 1250].map((elo, i) => c(`c${i}`, elo, 4));
    const pairs = pairContenders([...close, c('far-top', 1600, 4), c('far-low', 800, 4)]);
    expect(pairs).toHaveLength(3);
    expect(pairs.flat()).not.toContain('far-top');
    expect(pairs.flat()).not.toContain('far-low');
  });

  it('still plays at least half the ideas when no pair is worth a game', () => {
    const field = [c('a', 1000, 4), c('b', 1300, 4), c('c', 1600, 4), c('d', 1900, 4)];
    expect(pairContenders(field)).toEqual([['a', 'b']]);
    const eight = Array.from({ length: 8 }, (_, i) => c(`x${i}`, 1000 + 300 * i, 4));
    expect(pairContenders(eight)).toHaveLength(2);
  });

  it('stops rematching a pair once their ratings have moved apart, while close pairs play', () => {
    const field = [
      c('p1', 1240, 3),
      c('p2', 1200, 3),
      c('q1', 1500, 3),
      c('q2', 1490, 3),
      c('r1', 900, 3),
      c('r2', 860, 3),
    ];
    // p and q met before: p is now 40 apart, too far for a rematch; q is 10 apart, still unsettled.
    const pairs = pairContenders(field, { played: metOnce(['p1', 'p2'], ['q1', 'q2']) });
    expect(pairs).toEqual([
      ['r1', 'r2'],
      ['q1', 'q2'],
    ]);
  });

  it('prefers the similar idea among opponents of equal rating (proximity)', () => {
    const similarity = (x: string, y: string) => ([x, y].sort().join() === 'a,z' ? 0.9 : 0);
    const pairs = pairContenders([c('a', 1300, 1), c('y', 1250, 1), c('z', 1250, 1)], { similarity });
    expect(pairs).toEqual([['a', 'z']]);
  });

  it('gives the same pairs for the same ratings, in whatever order the ideas come', () => {
    const field = Array.from({ length: 10 }, (_, i) => c(`i${i}`, 1200 + (i % 4) * 20, 2));
    expect(pairContenders([...field].reverse())).toEqual(pairContenders(field));
  });

  it('puts the top quarter, at least one, in debates', () => {
    expect(topQuartile([c('a', 1300), c('b', 1200), c('c', 1100)])).toEqual(new Set(['a']));
    expect(topQuartile(Array.from({ length: 8 }, (_, i) => c(`i${i}`, 1000 + i)))).toEqual(new Set(['i7', 'i6']));
  });

  it('does not pair two of one family of near-duplicates while another opponent is left', () => {
    const family = (x: string, y: string) => [x, y].every((id) => id.startsWith('dup'));
    // Alike in rating and content, the two of one family would be the cheapest pair of all.
    const similarity = (x: string, y: string) => (family(x, y) ? 0.9 : 0.1);
    const field = [c('dup1', 1200, 2), c('dup2', 1200, 2), c('x', 1210, 2), c('y', 1190, 2)];
    const pairs = pairContenders(field, { similarity, sameFamily: family });
    expect(pairs).toHaveLength(2);
    for (const [a, b] of pairs) expect(family(a, b)).toBe(false);
  });

  it('still plays two of one family when they are all there is', () => {
    const family = () => true;
    expect(pairContenders([c('dup1', 1200, 2), c('dup2', 1200, 2)], { sameFamily: family })).toEqual([
      ['dup1', 'dup2'],
    ]);
  });
});

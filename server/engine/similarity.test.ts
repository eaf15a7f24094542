import { describe, expect, it } from 'vitest';
import { clusters, cosine, embeddingSimilarity, lexicalSimilarity, nearDuplicates, tokenize } from './similarity';

describe('similarity', () => {
  it('tokenizes without stopwords and folds simple plurals', () => {
    expect(tokenize('The effects of Sleep on memories, and the RCTs')).toEqual(['effect', 'sleep', 'memorie', 'rcts']);
  });

  it('scores a text against itself 1, a reworded copy high and an unrelated text near 0', () => {
    const m = lexicalSimilarity([
      'Randomized controlled trial of melatonin for shift-worker sleep quality',
      'Randomized controlled trial of melatonin on sleep quality in shift workers',
      'Graph neural networks predict crystal formation energies',
    ]);
    expect(m[0][0]).toBe(1);
    expect(m[0][1]).toBeGreaterThan(0.6);
    expect(m[0][2]).toBeLessThan(0.05);
    expect(m[1][0]).toBeCloseTo(m[0][1], 10);
  });

  it('computes embedding cosine', () => {
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(
      embeddingSimilarity([
        [1, 1],
        [1, 0.9],
        [-1, 1],
      ])[0][1],
    ).toBeGreaterThan(0.99);
  });

  it('merges near-duplicates into the better-ranked survivor at ≥ 0.8', () => {
    const m = [
      [1, 0.85, 0.2, 0.81],
      [0.85, 1, 0.1, 0.9],
      [0.2, 0.1, 1, 0.3],
      [0.81, 0.9, 0.3, 1],
    ];
    expect(nearDuplicates(m)).toEqual([
      { duplicate: 1, survivor: 0, similarity: 0.85 },
      { duplicate: 3, survivor: 0, similarity: 0.81 },
    ]);
  });

  it('labels connected components as clusters', () => {
    const m = [
      [1, 0.5, 0, 0],
      [0.5, 1, 0, 0],
      [0, 0, 1, 0.1],
      [0, 0, 0.1, 1],
    ];
    expect(clusters(m)).toEqual([0, 0, 1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { clusters, nearDuplicates } from './similarity';

describe('proximity graph', () => {
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

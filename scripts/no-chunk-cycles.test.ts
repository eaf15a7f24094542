import { describe, expect, it } from 'vitest';
import { findChunkCycle } from './no-chunk-cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findChunkCycle', () => {
  it('finds two chunks that import each other, through any number of others', () => {
    expect(
      findChunkCycle(graph({ 'page.js': ['shell.js'], 'shell.js': ['shared.js'], 'shared.js': ['shell.js'] })),
    ).toEqual(['shell.js', 'shared.js', 'shell.js']);
    expect(findChunkCycle(graph({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }))).toEqual([
      'a.js',
      'b.js',
      'c.js',
      'a.js',
    ]);
  });

  it('passes chunks that share imports without a cycle', () => {
    const shared = graph({
      'dashboard.js': ['shell.js', 'shared.js', 'entry.js'],
      'shell.js': ['shared.js', 'entry.js'],
      'shared.js': ['entry.js'],
      'entry.js': [],
    });
    expect(findChunkCycle(shared)).toBeNull();
  });
});

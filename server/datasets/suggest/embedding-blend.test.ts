import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { blendEmbeddings, createVectorCache, type Embed } from './embedding-blend';

const candidate = (id: string, score: number, version = 'v1'): Candidate => ({
  dataset: { id, name: `Dataset ${id}` } as Candidate['dataset'],
  variables: [],
  text: `text of ${id}`,
  version,
  score,
  fields: [],
});

// The idea points along x; dataset 'near' along x too, 'far' along y.
const VECTORS: Record<string, number[]> = {
  idea: [1, 0],
  'text of near': [1, 0],
  'text of far': [0, 1],
};

function recordingEmbed() {
  const calls: string[][] = [];
  const embed: Embed = async (texts) => {
    calls.push(texts);
    return texts.map((text) => VECTORS[text] ?? [0, 0]);
  };
  return { embed, calls };
}

describe('blendEmbeddings', () => {
  it('blends the lexical score with similarity, re-sorts, and embeds each dataset version once', async () => {
    const cache = createVectorCache();
    const { embed, calls } = recordingEmbed();
    const first = await blendEmbeddings(embed, cache, 'idea', [candidate('far', 0.5), candidate('near', 0.4)]);
    expect(first?.map((c) => [c.dataset.id, Number(c.score.toFixed(2))])).toEqual([
      ['near', 0.64],
      ['far', 0.3],
    ]);
    await blendEmbeddings(embed, cache, 'idea', [candidate('far', 0.5), candidate('near', 0.4)]);
    await blendEmbeddings(embed, cache, 'idea', [candidate('near', 0.4, 'v2')]);
    expect(calls).toEqual([['idea', 'text of far', 'text of near'], ['idea'], ['idea', 'text of near']]);
  });

  it('answers null without an embedding model, and fails on a wrong number of vectors', async () => {
    const cache = createVectorCache();
    expect(await blendEmbeddings(async () => null, cache, 'idea', [candidate('near', 0.4)])).toBeNull();
    await expect(blendEmbeddings(async () => [[1, 0]], cache, 'idea', [candidate('near', 0.4)])).rejects.toThrow(
      'wrong number of vectors',
    );
    expect(await blendEmbeddings(async () => [], cache, 'idea', [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { rankedIndex } from './ranked-index';
import { blend, cosine, embeddingSimilarity, lexicalSimilarity, termCosine } from './similarity';
import { stem, tokenize } from './tokens';
import { idf, idfOf, tfidf } from './weights';

describe('tokenize', () => {
  it('drops function words and folds plurals, keeping hyphenated compounds whole', () => {
    expect(tokenize('The effects of Sleep on memories, and the RCTs of shift-workers')).toEqual([
      'effect',
      'sleep',
      'memory',
      'rcts',
      'shift-worker',
    ]);
  });

  it('leaves words whose ending is no plural alone', () => {
    expect(['glass', 'species', 'series', 'analysis', 'gas', 'studies'].map(stem)).toEqual([
      'glass',
      'species',
      'series',
      'analysis',
      'gas',
      'study',
    ]);
  });

  it('splits identifiers at underscores and dots', () => {
    expect(tokenize('Count_Person EN.ATM.CO2E')).toEqual(['count', 'person', 'atm', 'co2e']);
  });
});

describe('weights', () => {
  it('weighs a term by smoothed rarity: one every document has still counts, an unseen one most', () => {
    expect(idf(10, 10)).toBe(1);
    expect(idf(1, 10)).toBeGreaterThan(idf(5, 10));
    expect(idf(0, 10)).toBeGreaterThan(idf(1, 10));
    const weigh = idfOf(['enzyme stability', 'enzyme kinetics', 'crop yield']);
    expect(weigh('stability')).toBeGreaterThan(weigh('enzyme'));
  });

  it('counts repeats and leaves out terms weighing nothing', () => {
    const v = tfidf(['a1', 'a1', 'b1'], (t) => (t === 'b1' ? 0 : 2));
    expect([...v]).toEqual([['a1', 4]]);
  });
});

describe('similarity', () => {
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

  it('compares term vectors and embeddings by cosine, zero for an empty one', () => {
    expect(termCosine(new Map([['x', 1]]), new Map([['x', 3]]))).toBeCloseTo(1, 10);
    expect(termCosine(new Map(), new Map([['x', 3]]))).toBe(0);
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([], [1])).toBe(0);
    expect(
      embeddingSimilarity([
        [1, 1],
        [1, 0.9],
        [-1, 1],
      ])[0][1],
    ).toBeGreaterThan(0.99);
  });

  it('blends shared words with meaning, a negative cosine counting as none', () => {
    expect(blend(0.5, 1, 0.6)).toBeCloseTo(0.7, 10);
    expect(blend(0.5, -1, 0.6)).toBeCloseTo(0.3, 10);
  });
});

describe('rankedIndex', () => {
  const index = rankedIndex(
    ['Solar electricity generation', 'Household purchasing power', 'Wind electricity generation'],
    (text) => text,
  );

  it('ranks documents by the query, best first, leaving out words it is told to drop', () => {
    expect(index.rank('solar power generation').map((m) => m.item)[0]).toBe('Solar electricity generation');
    expect(index.rank('show solar', new Set(['solar']))).toEqual([]);
  });

  it('finds nothing for words no document has', () => {
    expect(index.rank('zxqv blorp')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { ideaNeeds } from './idea-needs';
import { RELEVANCE_FLOOR, scoreCandidates, shownRelevance } from './relevance-score';

const candidate = (id: string, fields: string[], text: string, topics: string[] = []): Candidate => ({
  dataset: { id, name: id, topics, access: 'open' } as unknown as Candidate['dataset'],
  variables: [],
  fields,
  text,
  version: 'v1',
  score: 0,
});

const idea = {
  title: 'Machine-learning-guided design of thermostable PETase variants',
  summary: 'Train a model on melting temperatures of enzyme variants and test the designs on PET film.',
  methodology: [
    'Collect measured melting temperatures and stability changes of enzyme variants',
    'Train a machine learning model of stability from sequence',
    'Express the designs and measure PET film hydrolysis',
  ],
  expectedOutcomes: ['Variants with a melting temperature raised by 10 °C'],
};
const enzyme = ideaNeeds('protein-enzyme-engineering', ['ml-guided-variants']);

const catalogue = [
  candidate(
    'FireProtDB',
    ['protein-enzyme-engineering'],
    'Melting temperature and stability changes of protein variants',
  ),
  candidate('Stability elsewhere', ['genomics'], 'Melting temperature and stability changes of protein variants'),
  candidate(
    'ProteinGym',
    ['machine-learning-ai', 'protein-enzyme-engineering'],
    'Fitness of enzyme variants, stability',
  ),
  candidate('ML stability', ['machine-learning-ai'], 'Machine learning model stability benchmark', [
    'machine-learning',
    'tabular data',
  ]),
  candidate('C4', ['machine-learning-ai'], 'Web text corpus for machine learning language models', [
    'machine-learning',
    'text corpora',
  ]),
  candidate('Crop yields', ['ecology'], 'Yields of wheat and maize by county'),
];

describe('scoreCandidates', () => {
  it("keeps to the idea's field and the adjacent ones its method names, its own field first, nothing below the floor", () => {
    const ranked = scoreCandidates(idea, enzyme, catalogue);
    const names = ranked.map((c) => c.dataset.name);
    expect(names[0]).toBe('FireProtDB');
    // Another field's data, a general web corpus and an unrelated dataset are no suggestion for an enzyme idea.
    expect(names).not.toContain('Stability elsewhere');
    expect(names).not.toContain('C4');
    expect(names).not.toContain('Crop yields');
    for (const c of ranked) expect(c.score).toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
    expect(ranked.map((c) => c.score)).toEqual([...ranked.map((c) => c.score)].sort((a, b) => b - a));
  });

  it('ranks an adjacent field below the same data in the idea’s own field', () => {
    // A method borrowed from genomics makes genomics adjacent.
    const needs = ideaNeeds('protein-enzyme-engineering', ['ml-guided-variants', 'genome-wide-association']);
    const ranked = scoreCandidates(idea, needs, [catalogue[0], catalogue[1], catalogue[5]]);
    expect(ranked.map((c) => c.dataset.name)).toEqual(['FireProtDB', 'Stability elsewhere']);
    expect(ranked[1].score).toBeLessThan(ranked[0].score);
  });

  it('lets a general corpus serve a method that works on that kind of data', () => {
    const textIdea = { ...idea, title: 'Retrieval for question answering over a web text corpus' };
    const needs = ideaNeeds('psychology-social-science', ['computational-social-science']);
    const ranked = scoreCandidates(textIdea, needs, [catalogue[4], catalogue[5]]);
    expect(ranked.map((c) => c.dataset.name)).toEqual(['C4']);
  });

  it('takes every field when the idea has none, an upload like any dataset, and finds the step each fits', () => {
    const upload = candidate('My PET film assays', [], 'PET film hydrolysis of designs, measured by plate assay');
    const ranked = scoreCandidates(idea, ideaNeeds(null, []), [catalogue[1], upload, catalogue[5]]);
    expect(ranked.map((c) => c.dataset.name).sort()).toEqual(['My PET film assays', 'Stability elsewhere']);
    expect(ranked.find((c) => c.dataset.name === 'My PET film assays')!.step).toBe(2);
    expect(ranked.find((c) => c.dataset.name === 'Stability elsewhere')!.step).toBe(0);
    expect(scoreCandidates(idea, enzyme, [])).toEqual([]);
  });

  it('names no step that shares only one word with the dataset', () => {
    const library = {
      ...idea,
      methodology: [...idea.methodology, 'Build an error-prone PCR library of variants'],
    };
    const petases = candidate('PETase designs', ['protein-enzyme-engineering'], 'Thermostable PETase design library');
    const [ranked] = scoreCandidates(library, enzyme, [petases]);
    expect(ranked.dataset.name).toBe('PETase designs');
    expect(ranked.step).toBe(-1);
  });
});

describe('scoreCandidates on thin evidence', () => {
  it('suggests nothing that shares a single word with the idea, however rare', () => {
    const thin = { title: 'Count the zorblats', summary: '', methodology: [], expectedOutcomes: [] };
    const counts = candidate('Allele counts', ['genomics'], 'Allele count and frequency of variants');
    expect(scoreCandidates(thin, ideaNeeds(null, []), [counts, catalogue[5]])).toEqual([]);
  });
});

describe('the relevance a researcher sees', () => {
  it('reads one half at the floor and rises toward one, in the order of the scores', () => {
    expect(shownRelevance(RELEVANCE_FLOOR)).toBeCloseTo(0.5, 5);
    // The enzyme journey's best fits score about 0.25: a strong fit, shown as one.
    expect(shownRelevance(0.25)).toBeGreaterThan(0.8);
    expect(shownRelevance(0.6)).toBeLessThanOrEqual(1);
    const scores = [0.12, 0.15, 0.2, 0.3, 0.45, 0.8];
    const shown = scores.map(shownRelevance);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(new Set(shown).size).toBe(scores.length);
  });
});

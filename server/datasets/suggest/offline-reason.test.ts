import { describe, expect, it } from 'vitest';
import type { DatasetSummary } from '../dataset-summary';
import { listWords, offlineReason } from './offline-reason';
import type { Scored } from './relevance-score';

const scored = (over: Partial<DatasetSummary>, variables: string[], step: number): Scored => ({
  dataset: {
    id: 'd',
    kind: 'catalogue',
    name: 'FireProtDB',
    publisher: 'Loschmidt Laboratories',
    description: 'Thermostability data for protein variants. Curated from the literature.',
    topics: ['life-sciences'],
    formats: ['CSV'],
    size: '16,000 mutations',
    licence: 'CC-BY-4.0',
    access: 'open',
    landingUrl: null,
    profileStatus: null,
    createdAt: new Date(0).toISOString(),
    ...over,
  },
  variables,
  fields: ['protein-enzyme-engineering'],
  text: '',
  version: '1',
  score: 0.5,
  step,
});

const idea = {
  methodology: [
    'Build an error-prone PCR library of the parent enzyme',
    'Train a model on measured ΔTm values. Then rank 10,000 designs by predicted stability and activity at 70 °C',
  ],
  measure: 'melting temperature by differential scanning fluorimetry',
};

describe('offlineReason', () => {
  it('says what the dataset records, how much, and which step of the idea it fits, in one sentence', () => {
    expect(offlineReason(scored({}, ['ΔTm', 'ΔΔG', 'mutation', 'pH'], 1), idea)).toBe(
      'Records ΔTm, ΔΔG and mutation among other variables (16,000 mutations), which fits step 2 of the idea, train a model on measured ΔTm values.',
    );
  });

  it('falls back on the description and on what the idea measures, and says how the data is had', () => {
    expect(offlineReason(scored({ access: 'registration', size: '' }, [], -1), idea)).toBe(
      'Thermostability data for protein variants, which bears on what the idea measures, melting temperature by differential scanning fluorimetry; access needs registration.',
    );
    expect(offlineReason(scored({ access: 'controlled' }, ['Tm'], -1), { methodology: [], measure: null })).toBe(
      'Records Tm (16,000 mutations), which shares the idea’s subject; access is controlled.',
    );
  });

  it('lists words as people write them', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'], 'or')).toBe('a or b');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('offlineReason on awkward text', () => {
  it('keeps an initial, skips column codes and cuts a long size at its first clause', () => {
    const c = scored(
      {
        description: 'Genes of S. cerevisiae. Curated.',
        size: '~6,600 S. cerevisiae genes, with 20 years of curation',
      },
      ['hadm_id', 'CNTSCHID'],
      -1,
    );
    expect(offlineReason(c, { methodology: [], measure: null })).toBe(
      'Genes of S.\u00a0cerevisiae (~6,600 S.\u00a0cerevisiae genes), which shares the idea’s subject.',
    );
  });

  it('never puts parentheses inside its own: an aside at the end of the size follows a comma, others are left out', () => {
    const reason = (size: string) => offlineReason(scored({ size }, ['Tm'], -1), { methodology: [], measure: null });
    expect(reason('217 substitution assays (about 2.7 million variants)')).toBe(
      'Records Tm (217 substitution assays, about 2.7 million variants), which shares the idea’s subject.',
    );
    expect(reason('~400,000 (2021) to 690,000+ (COCONUT 2.0) natural products')).toBe(
      'Records Tm (~400,000 to 690,000+ natural products), which shares the idea’s subject.',
    );
    expect(reason('12 assays of thermostable variants (one for each of the twelve enzyme families studied)')).toBe(
      'Records Tm (12 assays of thermostable variants), which shares the idea’s subject.',
    );
  });
});

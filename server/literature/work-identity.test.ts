import { describe, expect, it } from 'vitest';
import type { Work } from './work';
import { dedupeWorks, titleKey } from './work-identity';

const work = (over: Partial<Work>): Work => ({
  source: 'openalex',
  externalId: 'W1',
  title: 'Global warming and recurrent mass bleaching of corals',
  authors: ['Terry P. Hughes', 'James T. Kerry'],
  year: 2017,
  venue: 'Nature',
  doi: '10.1038/nature21707',
  url: 'https://doi.org/10.1038/nature21707',
  abstract: null,
  citedBy: 2900,
  ...over,
});

describe('titleKey', () => {
  it('folds case, accents and punctuation', () => {
    expect(titleKey('  Évolution: of   Coral-Reefs! ')).toBe('evolution of coral reefs');
  });
});

describe('dedupeWorks', () => {
  it('merges one DOI from two sources, keeping the fuller record and both ids', () => {
    const [merged, ...rest] = dedupeWorks([
      work({}),
      work({
        source: 'crossref',
        externalId: '10.1038/nature21707',
        abstract: 'Abstract text.',
        citedBy: 3100,
        authors: ['T. P. Hughes', 'J. T. Kerry', 'M. Álvarez-Noriega'],
      }),
    ]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({
      abstract: 'Abstract text.',
      citedBy: 3100,
      sources: { openalex: 'W1', crossref: '10.1038/nature21707' },
    });
    expect(merged.authors).toHaveLength(3);
  });

  it('merges a DOI-less preprint into the published record of the same title and year', () => {
    const merged = dedupeWorks([
      work({
        source: 'arxiv',
        externalId: '1701.00001',
        doi: null,
        url: 'https://arxiv.org/abs/1701.00001',
        venue: 'arXiv',
      }),
      work({ source: 'crossref', externalId: 'x' }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ doi: '10.1038/nature21707', url: 'https://doi.org/10.1038/nature21707' });
    expect(Object.keys(merged[0].sources).sort()).toEqual(['arxiv', 'crossref']);
  });

  it('keeps apart two works of one title with different DOIs, and one title in different years', () => {
    expect(dedupeWorks([work({}), work({ doi: '10.1000/other', externalId: 'W2' })])).toHaveLength(2);
    expect(dedupeWorks([work({ doi: null }), work({ doi: null, year: 2019, externalId: 'W2' })])).toHaveLength(2);
  });

  it('keeps the order in which works first appeared', () => {
    const titles = dedupeWorks([
      work({ title: 'B', doi: '10.1/b' }),
      work({ title: 'A', doi: '10.1/a' }),
      work({ title: 'B', doi: '10.1/b', source: 'crossref' }),
    ]).map((w) => w.title);
    expect(titles).toEqual(['B', 'A']);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { europePmcResult } from '../../../tests/support/literature-stubs/europepmc-fixture';
import { PAPERS } from '../../../tests/support/literature-stubs/papers';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import { stubConnector } from '../../../tests/support/literature-stubs/test-connectors';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const europePmc = () => stubConnector(stub, 'europepmc', { config: { contactEmail: 'lab@example.org' } }).connector;
const page = (result: unknown[]) => ({ json: { hitCount: result.length, resultList: { result } } });

describe('Europe PMC connector', () => {
  it('reads core results into works, HTML stripped and the PubMed full stop dropped', async () => {
    const [hughes, , , hughes2018] = await europePmc().search('coral bleaching', { limit: 5 });
    expect(hughes).toEqual({
      source: 'europepmc',
      externalId: '28300113',
      title: 'Global warming and recurrent mass bleaching of corals',
      authors: PAPERS.hughes2017.authors.slice(0, 20),
      year: 2017,
      venue: 'Nature',
      doi: '10.1038/nature21707',
      url: 'https://doi.org/10.1038/nature21707',
      abstract: `Summary ${PAPERS.hughes2017.abstract}`,
      citedBy: 1410,
    });
    expect(hughes2018).toMatchObject({ venue: 'Science (New York, N.Y.)', abstract: PAPERS.hughes2018.abstract });
  });

  it('asks for core JSON results, a page of the limit, and names a contact', async () => {
    await europePmc().search('marine heatwaves (drivers): "global"', { limit: 8 });
    const [request] = stub.requestsTo(PATHS.europepmc);
    expect(request.params.get('query')).toBe('marine heatwaves drivers global');
    expect(request.params.get('format')).toBe('json');
    expect(request.params.get('pageSize')).toBe('8');
    expect(request.params.get('resultType')).toBe('core');
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (mailto:lab@example.org)');
  });

  it('links to the Europe PMC page of a result without a DOI, and reads markup in titles', async () => {
    const base = europePmcResult({ pmid: '1' }, PAPERS.hobday2016, { journal: 'Progress in oceanography', cited: 2 });
    const preprint = {
      ...base,
      id: 'PPR123456',
      source: 'PPR',
      pmid: undefined,
      doi: undefined,
      title: 'Heatwaves in <i>Posidonia oceanica</i> meadows&#x2026;',
      authorList: { author: [{ collectiveName: 'Reef Watch Consortium' }, { fullName: 'Ana  Souza' }] },
      journalInfo: undefined,
      pubYear: undefined,
      abstractText: undefined,
      citedByCount: undefined,
    };
    stub.script(PATHS.europepmc, [page([preprint])]);
    expect(await europePmc().search('heatwaves', { limit: 5 })).toEqual([
      {
        source: 'europepmc',
        externalId: 'PPR123456',
        title: 'Heatwaves in Posidonia oceanica meadows…',
        authors: ['Reef Watch Consortium', 'Ana Souza'],
        year: null,
        venue: null,
        doi: null,
        url: 'https://europepmc.org/article/PPR/PPR123456',
        abstract: null,
        citedBy: null,
      },
    ]);
  });

  it('reads an empty result list as no works', async () => {
    stub.script(PATHS.europepmc, [page([])]);
    expect(await europePmc().search('nothing matches', { limit: 5 })).toEqual([]);
  });
});

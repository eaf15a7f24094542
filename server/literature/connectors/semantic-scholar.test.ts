import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAPERS } from '../../../tests/support/literature-stubs/papers';
import { semanticScholarPaper } from '../../../tests/support/literature-stubs/semantic-scholar-fixture';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import { stubConnector } from '../../../tests/support/literature-stubs/test-connectors';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const semanticScholar = (apiKey: string | null = null) =>
  stubConnector(stub, 'semantic_scholar', {
    config: { semanticScholar: { baseUrl: stub.baseUrls.semantic_scholar, apiKey }, contactEmail: 'lab@example.org' },
  }).connector;

describe('Semantic Scholar connector', () => {
  it('reads papers, with the DOI bare and lower case', async () => {
    const [hughes, frolicher] = await semanticScholar().search('coral bleaching', { limit: 5 });
    expect(hughes).toEqual({
      source: 'semantic_scholar',
      externalId: '5d3b6f4c0a7e1f2b9c8d7e6f5a4b3c2d1e0f9a8b',
      title: 'Global warming and recurrent mass bleaching of corals',
      authors: PAPERS.hughes2017.authors.slice(0, 20),
      year: 2017,
      venue: 'Nature',
      doi: '10.1038/nature21707',
      url: 'https://doi.org/10.1038/nature21707',
      abstract: PAPERS.hughes2017.abstract,
      citedBy: 3288,
    });
    // Semantic Scholar elides abstracts it may not hand out.
    expect(frolicher).toMatchObject({
      doi: '10.1038/s41586-018-0383-9',
      abstract: null,
      authors: ['Thomas L. Frölicher', 'Erich M. Fischer', 'Nicolas Gruber'],
    });
  });

  it('asks for the fields it reads, with the API key and a contact', async () => {
    await semanticScholar('s2-key').search('marine heat-waves', { limit: 4 });
    const [request] = stub.requestsTo(PATHS.semantic_scholar);
    expect(request.params.get('query')).toBe('marine heat waves');
    expect(request.params.get('limit')).toBe('4');
    expect(request.params.get('fields')).toBe('title,authors,year,venue,externalIds,url,abstract,citationCount');
    expect(request.headers['x-api-key']).toBe('s2-key');
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (mailto:lab@example.org)');
  });

  it('sends no key header without a key', async () => {
    await semanticScholar().search('coral', { limit: 5 });
    expect(stub.requestsTo(PATHS.semantic_scholar)[0].headers).not.toHaveProperty('x-api-key');
  });

  it('reads an answer without data as no papers', async () => {
    stub.script(PATHS.semantic_scholar, [{ json: { total: 0, offset: 0 } }]);
    expect(await semanticScholar().search('nothing matches this', { limit: 5 })).toEqual([]);
  });

  it("links to the paper's page when it has no DOI", async () => {
    const paper = semanticScholarPaper('abc123', PAPERS.hobday2016, { cited: 1, ids: {} });
    const noDoi = { ...paper, externalIds: { CorpusId: 1 }, venue: '', year: null };
    stub.script(PATHS.semantic_scholar, [{ json: { total: 1, offset: 0, data: [noDoi] } }]);
    const [work] = await semanticScholar().search('heatwaves', { limit: 5 });
    expect(work).toMatchObject({
      doi: null,
      url: 'https://www.semanticscholar.org/paper/abc123',
      venue: null,
      year: null,
    });
  });
});

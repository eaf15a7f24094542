import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invertedIndex, openAlexWork } from '../../../tests/support/literature-stubs/openalex-fixture';
import { PAPERS } from '../../../tests/support/literature-stubs/papers';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import { stubConnector } from '../../../tests/support/literature-stubs/test-connectors';
import { abstractFromIndex } from './openalex';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const openAlex = (config: { apiKey?: string | null; contactEmail?: string | null } = {}) =>
  stubConnector(stub, 'openalex', {
    config: {
      openAlex: { baseUrl: stub.baseUrls.openalex, apiKey: config.apiKey ?? null },
      contactEmail: config.contactEmail ?? null,
    },
  }).connector;

describe('OpenAlex connector', () => {
  it('reads works, rebuilding the abstract from its inverted index', async () => {
    const [hughes, , , , smale] = await openAlex().search('coral bleaching', { limit: 5 });
    expect(hughes).toEqual({
      source: 'openalex',
      externalId: 'W2594545997',
      title: 'Global warming and recurrent mass bleaching of corals',
      authors: PAPERS.hughes2017.authors.slice(0, 20),
      year: 2017,
      venue: 'Nature',
      doi: '10.1038/nature21707',
      url: 'https://doi.org/10.1038/nature21707',
      abstract: PAPERS.hughes2017.abstract,
      citedBy: 3412,
    });
    expect(smale).toMatchObject({ externalId: 'W2920385371', abstract: null, venue: 'Nature Climate Change' });
  });

  it('asks in lower case with the page size and the fields it reads, politely identified', async () => {
    await openAlex({ contactEmail: 'lab@example.org', apiKey: 'oa-key' }).search('Coral AND Bleaching', { limit: 7 });
    const [request] = stub.requestsTo(PATHS.openalex);
    expect(request.params.get('search')).toBe('coral and bleaching');
    expect(request.params.get('per-page')).toBe('7');
    expect(request.params.get('select')).toContain('abstract_inverted_index');
    expect(request.params.get('mailto')).toBe('lab@example.org');
    expect(request.params.get('api_key')).toBe('oa-key');
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (mailto:lab@example.org)');
  });

  it('sends no mailto or key it was not given', async () => {
    await openAlex().search('coral', { limit: 5 });
    const [request] = stub.requestsTo(PATHS.openalex);
    expect(request.params.has('mailto')).toBe(false);
    expect(request.params.has('api_key')).toBe(false);
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (literature search)');
  });

  it('links to the landing page, then the OpenAlex page, when a work has no DOI', async () => {
    const base = openAlexWork('W1', PAPERS.hobday2016, { source: 'S1', cited: 3 });
    const landing = { ...base, doi: null };
    const bare = { ...base, id: 'https://openalex.org/W2', doi: null, primary_location: null, publication_year: null };
    stub.script(PATHS.openalex, [{ json: { meta: {}, results: [landing, bare] } }]);
    const works = await openAlex().search('heatwaves', { limit: 5 });
    expect(works.map(({ doi, url, venue, year }) => ({ doi, url, venue, year }))).toEqual([
      { doi: null, url: 'https://doi.org/10.1016/j.pocean.2015.12.014', venue: 'Progress in Oceanography', year: 2016 },
      { doi: null, url: 'https://openalex.org/W2', venue: null, year: null },
    ]);
  });

  it('skips one odd record among good ones', async () => {
    const good = openAlexWork('W3', PAPERS.oliver2018, { source: 'S1', cited: 1 });
    stub.script(PATHS.openalex, [{ json: { results: [{ id: 'https://openalex.org/W4', display_name: '' }, good] } }]);
    expect((await openAlex().search('heatwaves', { limit: 5 })).map((work) => work.externalId)).toEqual(['W3']);
  });
});

describe('abstractFromIndex', () => {
  it('puts the words back in order and ignores positions past any abstract', () => {
    expect(abstractFromIndex(invertedIndex('the heat and the reef'))).toBe('the heat and the reef');
    expect(abstractFromIndex({ reef: [0], far: [1_000_000_000] })).toBe('reef');
    expect(abstractFromIndex(null)).toBeNull();
    expect(abstractFromIndex({})).toBeNull();
  });
});

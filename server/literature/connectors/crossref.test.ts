import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crossrefItem } from '../../../tests/support/literature-stubs/crossref-fixture';
import { PAPERS } from '../../../tests/support/literature-stubs/papers';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import { stubConnector } from '../../../tests/support/literature-stubs/test-connectors';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const crossref = (contactEmail: string | null = null) =>
  stubConnector(stub, 'crossref', { config: { contactEmail } }).connector;
const page = (items: unknown[]) => ({ json: { status: 'ok', message: { items } } });

describe('Crossref connector', () => {
  it('reads items into works, JATS abstracts as plain text', async () => {
    const [hughes, frolicher] = await crossref().search('coral bleaching', { limit: 5 });
    expect(frolicher).toEqual({
      source: 'crossref',
      externalId: '10.1038/s41586-018-0383-9',
      title: 'Marine heatwaves under global warming',
      authors: ['Thomas L. Frölicher', 'Erich M. Fischer', 'Nicolas Gruber'],
      year: 2018,
      venue: 'Nature',
      doi: '10.1038/s41586-018-0383-9',
      url: 'https://doi.org/10.1038/s41586-018-0383-9',
      abstract: PAPERS.frolicher2018.abstract,
      citedBy: 1044,
    });
    // Not every publisher deposits an abstract.
    expect(hughes).toMatchObject({ abstract: null, authors: PAPERS.hughes2017.authors.slice(0, 20) });
  });

  it('joins the polite pool with a contact e-mail', async () => {
    await crossref('lab@example.org').search('Marine heatwaves: drivers', { limit: 6 });
    const [request] = stub.requestsTo(PATHS.crossref);
    expect(request.params.get('query.bibliographic')).toBe('marine heatwaves drivers');
    expect(request.params.get('rows')).toBe('6');
    expect(request.params.get('select')).toBe(
      'DOI,title,author,issued,container-title,URL,abstract,is-referenced-by-count',
    );
    expect(request.params.get('mailto')).toBe('lab@example.org');
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (mailto:lab@example.org)');
  });

  it('sends no mailto without a contact', async () => {
    await crossref().search('coral', { limit: 5 });
    expect(stub.requestsTo(PATHS.crossref)[0].params.has('mailto')).toBe(false);
  });

  it('reads organisations as authors, an upper-case DOI, markup in titles and a missing date', async () => {
    const base = crossrefItem(PAPERS.hobday2016, { issued: [2016], cited: 0 });
    const odd = {
      ...base,
      DOI: '10.1016/J.POCEAN.2015.12.014',
      title: ['A hierarchical approach to defining marine heatwaves in <i>situ</i>'],
      author: [{ name: 'Marine Heatwaves International Working Group' }, { family: 'Hobday' }],
      issued: { 'date-parts': [[null]] },
      'container-title': [],
    };
    stub.script(PATHS.crossref, [page([odd])]);
    const [work] = await crossref().search('heatwaves', { limit: 5 });
    expect(work).toMatchObject({
      externalId: '10.1016/j.pocean.2015.12.014',
      doi: '10.1016/j.pocean.2015.12.014',
      url: 'https://doi.org/10.1016/j.pocean.2015.12.014',
      title: 'A hierarchical approach to defining marine heatwaves in situ',
      authors: ['Marine Heatwaves International Working Group', 'Hobday'],
      year: null,
      venue: null,
    });
  });

  it("calls an answer whose status is not 'ok' unexpected", async () => {
    stub.script(PATHS.crossref, [{ json: { status: 'failed', message: [{ type: 'validation-failure' }] } }]);
    await expect(crossref().search('coral', { limit: 5 })).rejects.toMatchObject({ reason: 'unexpected response' });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARXIV_ENTRIES,
  arxivEntry,
  arxivErrorFeed,
  arxivFeed,
} from '../../../tests/support/literature-stubs/arxiv-fixture';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import { stubConnector } from '../../../tests/support/literature-stubs/test-connectors';
import { LiteratureError } from '../work';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const arxiv = () => stubConnector(stub, 'arxiv', { config: { contactEmail: 'lab@example.org' } }).connector;
const atom = (text: string) => ({ text, contentType: 'application/atom+xml; charset=utf-8' });

describe('arXiv connector', () => {
  it('reads Atom entries into works, titles and summaries on one line', async () => {
    const [ning, prochaska] = await arxiv().search('marine heatwaves', { limit: 5 });
    expect(ning).toEqual({
      source: 'arxiv',
      externalId: '2412.04475',
      title: 'Advancing Marine Heatwave Forecasts: An Integrated Deep Learning Approach',
      authors: ['Ding Ning', 'Varvara Vetrova', 'Yun Sing Koh', 'Karin R. Bryan'],
      year: 2024,
      venue: 'arXiv',
      doi: null,
      url: 'https://arxiv.org/abs/2412.04475v1',
      abstract: ARXIV_ENTRIES[0].summary,
      citedBy: null,
    });
    // A paper published since carries its journal DOI, which then is where a reader goes.
    expect(prochaska).toMatchObject({
      externalId: '2304.07436',
      doi: '10.1088/2752-5295/accd0e',
      url: 'https://doi.org/10.1088/2752-5295/accd0e',
      year: 2023,
    });
  });

  it('ANDs the key words of the query, asks for Atom and names a contact', async () => {
    await arxiv().search('The effect of marine heatwaves on coral: bleaching', { limit: 3 });
    const [request] = stub.requestsTo(PATHS.arxiv);
    expect(request.params.get('search_query')).toBe(
      'all:effect AND all:marine AND all:heatwaves AND all:coral AND all:bleaching',
    );
    expect(request.params.get('start')).toBe('0');
    expect(request.params.get('max_results')).toBe('3');
    expect(request.headers.accept).toBe('application/atom+xml');
    expect(request.headers['user-agent']).toBe('Labforge/0.1 (mailto:lab@example.org)');
  });

  it('asks for at most six terms, since every one must match', async () => {
    await arxiv().search('one two three four five six seven eight', { limit: 3 });
    expect(stub.requestsTo(PATHS.arxiv)[0].params.get('search_query')?.split(' AND ')).toHaveLength(6);
  });

  it("treats arXiv's Error entry as a failure, without retrying", async () => {
    stub.script(PATHS.arxiv, [atom(arxivErrorFeed('incorrect id format for 1234'))]);
    const failure = await arxiv()
      .search('coral', { limit: 5 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LiteratureError);
    expect(failure).toMatchObject({ source: 'arxiv', reason: 'query rejected' });
    expect(stub.requestsTo(PATHS.arxiv)).toHaveLength(1);
  });

  it('reads an empty feed as no works', async () => {
    stub.script(PATHS.arxiv, [atom(arxivFeed([]))]);
    expect(await arxiv().search('nothing at all matches', { limit: 5 })).toEqual([]);
  });

  it('keeps ids and titles that look like numbers as text, and decodes entities', async () => {
    const entry = arxivEntry({
      ...ARXIV_ENTRIES[0],
      id: '2101.00010v3',
      title: '1984 & after',
      authors: ['A. Author'],
    });
    stub.script(PATHS.arxiv, [atom(arxivFeed([entry]))]);
    const [work] = await arxiv().search('heat', { limit: 5 });
    expect(work).toMatchObject({ externalId: '2101.00010', title: '1984 & after', authors: ['A. Author'] });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literatureWorks } from '../../server/db/schema/literature';
import { createLiteratureSearch } from '../../server/literature/literature-search';
import { LiteratureError, type LiteratureConnector, type Work } from '../../server/literature/work';
import { storeWorks } from '../../server/literature/work-store';
import { createTestApp, type TestApp } from '../support/api/harness';

// Works stored once however many sources and searches return them (docs/architecture.md,
// "Literature"), and a search across sources that never fails for one source's fault.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
});
afterAll(() => t?.close());

let serial = 0;
const work = (over: Partial<Work> = {}): Work => ({
  source: 'openalex',
  externalId: `W${++serial}`,
  title: `Marine heatwaves under global warming ${serial}`,
  authors: ['Thomas L. Frölicher', 'Erich M. Fischer', 'Nicolas Gruber'],
  year: 2018,
  venue: 'Nature',
  doi: null,
  url: `https://openalex.org/W${serial}`,
  abstract: null,
  citedBy: 1200,
  ...over,
});

const rowsTitled = (title: string) => t.db.select().from(literatureWorks).where(eq(literatureWorks.title, title));

describe('storeWorks', () => {
  it('stores a DOI once across searches, merging what each source adds', async () => {
    const first = work({ doi: `10.1038/s${serial}` });
    const [a] = await storeWorks(t.db, [first]);
    const [b] = await storeWorks(t.db, [
      { ...first, source: 'crossref', externalId: first.doi!, abstract: 'Heatwaves.' },
    ]);
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({ abstract: 'Heatwaves.', sources: { openalex: first.externalId, crossref: first.doi } });
    expect(await rowsTitled(first.title)).toHaveLength(1);
  });

  it('writes nothing when a work comes back with nothing new', async () => {
    const same = work({ doi: `10.1038/again${serial}`, source: 'crossref' });
    await storeWorks(t.db, [same, { ...same, source: 'openalex', externalId: 'W-again' }]);
    const [before] = await rowsTitled(same.title);
    await storeWorks(t.db, [{ ...same, source: 'openalex', externalId: 'W-again' }]);
    const [after] = await rowsTitled(same.title);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('gives a stored preprint the DOI its published record brings, and stores no second row', async () => {
    const preprint = work({ source: 'arxiv', venue: 'arXiv' });
    const [a] = await storeWorks(t.db, [preprint]);
    const [b] = await storeWorks(t.db, [
      { ...preprint, source: 'crossref', doi: '10.5555/published', venue: 'Nature' },
    ]);
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({ doi: '10.5555/published', url: 'https://doi.org/10.5555/published' });
  });

  it('keeps one row when two searches store the same DOI-less work at once', async () => {
    const same = work();
    const [a, b] = await Promise.all([storeWorks(t.db, [same]), storeWorks(t.db, [{ ...same, source: 'europepmc' }])]);
    expect(a[0].id).toBe(b[0].id);
    expect(await rowsTitled(same.title)).toHaveLength(1);
  });
});

const connector = (id: LiteratureConnector['id'], name: string, search: LiteratureConnector['search']) => ({
  id,
  name,
  search,
});

describe('createLiteratureSearch', () => {
  it('answers with the working sources and names the failing ones', async () => {
    const found = work({ doi: `10.1000/ok${serial}` });
    const search = createLiteratureSearch(t.db, [
      connector('openalex', 'OpenAlex', async () => [found]),
      connector('crossref', 'Crossref', async () => {
        throw new LiteratureError('crossref', 'Crossref', 'HTTP 429');
      }),
      connector('arxiv', 'arXiv', async () => {
        throw new TypeError('a bug of ours');
      }),
    ]);
    const answer = await search.search('marine heatwaves', { limit: 5, signal: new AbortController().signal });
    expect(answer.works.map((w) => w.title)).toEqual([found.title]);
    expect(answer.outcomes).toEqual([
      { id: 'openalex', name: 'OpenAlex', ok: true, works: 1 },
      { id: 'crossref', name: 'Crossref', ok: false, reason: 'HTTP 429' },
      { id: 'arxiv', name: 'arXiv', ok: false, reason: 'failed' },
    ]);
  });

  it('asks nobody for an empty query or with no source configured', async () => {
    let asked = 0;
    const signal = new AbortController().signal;
    const one = createLiteratureSearch(t.db, [connector('openalex', 'OpenAlex', async () => (asked++, []))]);
    expect(await one.search('   ', { limit: 5, signal })).toEqual({ works: [], outcomes: [] });
    expect(await createLiteratureSearch(t.db, []).search('corals', { limit: 5, signal })).toEqual({
      works: [],
      outcomes: [],
    });
    expect(asked).toBe(0);
  });

  it('stops with the session when it is cancelled mid-search', async () => {
    const controller = new AbortController();
    const search = createLiteratureSearch(t.db, [
      connector('openalex', 'OpenAlex', async () => {
        controller.abort(new Error('cancelled'));
        throw new LiteratureError('openalex', 'OpenAlex', 'timed out');
      }),
    ]);
    await expect(search.search('corals', { limit: 5, signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

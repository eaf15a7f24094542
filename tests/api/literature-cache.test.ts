import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { literatureResponses } from '../../server/db/schema/literature';
import { createLiteratureConnectors } from '../../server/literature/connectors/create-literature-connectors';
import { createDbResponseCache } from '../../server/literature/connectors/db-response-cache';
import type { Work } from '../../server/literature/work';
import { createTestApp, type TestApp } from '../support/api/harness';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../support/literature-stubs/stub-server';
import { stubConfig, virtualClock } from '../support/literature-stubs/test-connectors';

// Literature answers cached in `literature_responses` (server/literature/connectors/db-response-cache.ts),
// on each database: what is kept, for how long, and what a damaged row means.

let t: TestApp;
let stub: LiteratureStub;
beforeAll(async () => {
  [t, stub] = await Promise.all([createTestApp({ startWorkers: false }), startLiteratureStub()]);
});
afterAll(async () => {
  await stub?.close();
  await t?.close();
});
beforeEach(() => stub.reset());

const DAY = 86_400_000;
const work: Work = {
  source: 'crossref',
  externalId: '10.1038/nature21707',
  title: 'Global warming and recurrent mass bleaching of corals',
  authors: ['Terry P. Hughes', 'James T. Kerry'],
  year: 2017,
  venue: 'Nature',
  doi: '10.1038/nature21707',
  url: 'https://doi.org/10.1038/nature21707',
  abstract: null,
  citedBy: 2954,
};

function cache(maxAgeDays = 30) {
  let now = Date.parse('2026-05-01T00:00:00Z');
  return {
    cache: createDbResponseCache(t.db, { maxAgeDays, now: () => now }),
    advance: (ms: number) => void (now += ms),
  };
}

const rowsFor = (cacheKey: string) =>
  t.db
    .select()
    .from(literatureResponses)
    .where(eq(literatureResponses.keyHash, createHash('sha256').update(cacheKey).digest('hex')));

describe('createDbResponseCache', () => {
  it('misses, then answers what was stored under the hashed key', async () => {
    const { cache: c } = cache();
    const key = `https://api.crossref.org\ncoral bleaching ${randomUUID()}\n5`;
    expect(await c.get('crossref', key)).toBeUndefined();
    await c.set('crossref', key, 'coral bleaching', [work]);
    expect(await c.get('crossref', key)).toEqual([work]);
    expect(await c.get('openalex', key)).toBeUndefined();
    const [row] = await rowsFor(key);
    expect(row).toMatchObject({ source: 'crossref', query: 'coral bleaching' });
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replaces an answer stored again under the same key', async () => {
    const { cache: c } = cache();
    const key = `k-${randomUUID()}`;
    await c.set('crossref', key, 'first', [work]);
    await c.set('crossref', key, 'second', [{ ...work, citedBy: 3000 }]);
    expect(await rowsFor(key)).toHaveLength(1);
    expect(await c.get('crossref', key)).toEqual([{ ...work, citedBy: 3000 }]);
  });

  it('treats an answer older than the maximum age as a miss', async () => {
    const { cache: c, advance } = cache(30);
    const key = `k-${randomUUID()}`;
    await c.set('crossref', key, 'q', [work]);
    advance(30 * DAY);
    expect(await c.get('crossref', key)).toEqual([work]);
    advance(1);
    expect(await c.get('crossref', key)).toBeUndefined();
  });

  it('treats a stored row that no longer reads as works as a miss', async () => {
    const { cache: c } = cache();
    const key = `k-${randomUUID()}`;
    await c.set('crossref', key, 'q', [work]);
    await t.db
      .update(literatureResponses)
      .set({ works: [{ title: 'half a work' }] })
      .where(eq(literatureResponses.keyHash, createHash('sha256').update(key).digest('hex')));
    expect(await c.get('crossref', key)).toBeUndefined();
  });

  it('keeps nothing when the maximum age is 0', async () => {
    const { cache: c } = cache(0);
    const key = `k-${randomUUID()}`;
    await c.set('crossref', key, 'q', [work]);
    expect(await c.get('crossref', key)).toBeUndefined();
    expect(await rowsFor(key)).toHaveLength(0);
  });
});

describe('literature connectors on the database cache', () => {
  it('never asks a source the same thing twice, even from connectors built afresh', async () => {
    const clock = virtualClock();
    const config = stubConfig(stub, ['crossref', 'arxiv']);
    const build = () => createLiteratureConnectors(config, { db: t.db, now: clock.now, sleep: clock.sleep });
    const query = `coral bleaching heatwaves ${randomUUID().slice(0, 8)}`;
    const first = await Promise.all(build().map((c) => c.search(query, { limit: 5 })));
    const again = await Promise.all(build().map((c) => c.search(query, { limit: 5 })));
    expect(again).toEqual(first);
    expect(first.map((works) => works.length)).toEqual([4, 5]);
    expect(stub.requestsTo(PATHS.arxiv)).toHaveLength(1);
    expect(stub.requestsTo(PATHS.crossref)).toHaveLength(1);
  });

  it('stores no failed answer', async () => {
    const config = stubConfig(stub, ['crossref']);
    const [crossref] = createLiteratureConnectors(config, { db: t.db, sleep: async () => {} });
    const query = `marine heatwaves ${randomUUID().slice(0, 8)}`;
    stub.script(PATHS.crossref, [{ text: 'not json' }]);
    await expect(crossref.search(query, { limit: 5 })).rejects.toMatchObject({ reason: 'unexpected response' });
    expect(await t.db.select().from(literatureResponses).where(eq(literatureResponses.query, query))).toEqual([]);
    expect(await crossref.search(query, { limit: 5 })).toHaveLength(5);
    expect(await t.db.select().from(literatureResponses).where(eq(literatureResponses.query, query))).toHaveLength(1);
  });
});

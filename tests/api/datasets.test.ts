import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../server/datasets/catalogue-seed';
import { activityLogs } from '../../server/db/schema/activity';
import { datasetFiles, datasets, ideaDatasets } from '../../server/db/schema/datasets';
import { DEFAULT_ERROR_MESSAGE } from '../../src/domain/messages';
import { PATHS, startDatasetStub, type DatasetStub } from '../support/dataset-stubs/stub-server';
import { createGoal, startSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Dataset search over the shipped catalogue and the caller's uploads (full text, websearch
// syntax, a prefix for the last word, filters, facets, scope), one dataset, live sources, and
// datasets attached to ideas (docs/product.md, "Datasets"). Uploads are written straight into
// the tables here, so these cases do not depend on the upload path or on the catalogue's words.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
const up: Record<'crystal' | 'river' | 'mining' | 'pending' | 'bobs', string> = {} as never;

const PROFILE = {
  format: 'csv',
  rowCount: 2,
  columns: [
    { name: 'growth', type: 'number', nullCount: 0, distinctCount: 2, distinctIsEstimate: false },
    { name: 'site', type: 'string', nullCount: 0, distinctCount: 1, distinctIsEstimate: false },
  ],
  sample: [
    { growth: 1.5, site: 'A' },
    { growth: 2.5, site: 'A' },
  ],
};

type UploadFields = Partial<typeof datasets.$inferInsert> & { name: string };

/** An upload as the upload path leaves it, written directly: the dataset row and, if given, its file. */
async function insertUpload(owner: SignedIn, ageSeconds: number, fields: UploadFields, file?: object) {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - ageSeconds * 1000);
  await t.db
    .insert(datasets)
    .values({ id, kind: 'upload', ownerId: owner.user.id, access: 'private', createdAt, ...fields });
  if (file) {
    await t.db.insert(datasetFiles).values({
      datasetId: id,
      ownerId: owner.user.id,
      originalName: `${fields.name}.csv`,
      mediaType: 'text/csv',
      format: 'csv',
      bytes: 2048,
      sha256: 'ab'.repeat(32),
      storageKey: `uploads/${id}`,
      ...file,
    });
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  [ada, bob] = [await signIn(t.app), await signIn(t.app)];
  up.crystal = await insertUpload(
    ada,
    30,
    {
      name: 'Zorbulite crystal lattice measurements',
      description: 'Hourly readings of zorbulite crystal growth in a sealed chamber.',
      topics: ['chemistry-materials', 'zorbulite-lore'],
      variables: ['lattice constant', 'growth rate'],
      formats: ['CSV'],
      licence: 'CC-BY-4.0',
      citation: 'Ada (2026). Zorbulite lattices.',
    },
    { profileStatus: 'ready', profile: PROFILE },
  );
  up.river = await insertUpload(ada, 20, {
    name: 'Quoblin river survey',
    description: 'Bank samples along the Quoblin, with zorbulite sediment counts per reach.',
    topics: ['climate-earth', 'Hydrology'],
    variables: ['flux density', 'reach id'],
    formats: ['Parquet', 'CSV'],
    licence: 'CC0-1.0',
    access: 'registration',
  });
  up.mining = await insertUpload(ada, 10, {
    name: 'Zorbulite mining permits',
    description: 'Every permit granted for extraction, by district and year.',
    topics: ['economics'],
    formats: ['JSON'],
    licence: 'ODbL-1.0',
    access: 'controlled',
  });
  up.pending = await insertUpload(ada, 40, { name: 'Fresh upload awaiting its profile' }, { bytes: 12_345 });
  up.bobs = await insertUpload(bob, 5, { name: 'Zorbulite private notebook', topics: ['zorbulite-lore'] });
});
afterAll(() => t?.close());

const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });
const search = async (query: Record<string, string>, who = ada) => {
  const response = await get(`/v1/datasets?${new URLSearchParams(query)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('GET /v1/datasets: text search', () => {
  it('finds by name, description and variable words, names first', async () => {
    const byName = await search({ q: 'zorbulite', scope: 'mine' });
    expect(ids(byName).sort()).toEqual([up.crystal, up.river, up.mining].sort());
    // Two name matches outrank a match in the description alone.
    expect([up.crystal, up.mining]).toContain(byName.items[0].id);
    expect(byName.items[2].id).toBe(up.river);
    expect(ids(await search({ q: 'sediment', scope: 'mine' }))).toEqual([up.river]);
    expect(ids(await search({ q: 'flux density', scope: 'mine' }))).toEqual([up.river]);
    expect(ids(await search({ q: 'growth rates', scope: 'mine' }))).toEqual([up.crystal]);
  });

  it('reads websearch syntax: a quoted phrase, OR and -exclusion', async () => {
    expect(ids(await search({ q: '"crystal lattice"', scope: 'mine' }))).toEqual([up.crystal]);
    expect((await search({ q: '"lattice crystal"', scope: 'mine' })).total).toBe(0);
    expect(ids(await search({ q: 'zorbulite -mining -crystal', scope: 'mine' }))).toEqual([up.river]);
    expect(ids(await search({ q: 'sediment or permit', scope: 'mine' })).sort()).toEqual([up.river, up.mining].sort());
  });

  it('finds a half-typed last word as a prefix, the words before it as typed', async () => {
    expect((await search({ q: 'zorbul', scope: 'mine' })).total).toBe(3);
    expect(ids(await search({ q: 'quobl', scope: 'mine' }))).toEqual([up.river]);
    expect(ids(await search({ q: 'zorbulite crys', scope: 'mine' }))).toEqual([up.crystal]);
    // The prefix keeps the words before it as typed, exclusions included.
    expect(ids(await search({ q: 'zorbulite -mining crys', scope: 'mine' }))).toEqual([up.crystal]);
    // A negated or quoted last word is never a prefix: '-minin' excludes only the word 'minin'.
    expect((await search({ q: 'zorbulite -minin', scope: 'mine' })).total).toBe(3);
    expect((await search({ q: '"zorbul"', scope: 'mine' })).total).toBe(0);
  });

  it('treats operators and quotes in the text as words, never as SQL or tsquery syntax', async () => {
    for (const q of ["'; drop table datasets; --", 'a & b | !c:* (', '"unclosed', '-', 'or', ':*', '\\', '½', 'x²']) {
      expect((await search({ q, scope: 'mine' })).total).toBe(0);
    }
    expect((await search({ q: 'zorbulite' })).total).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /v1/datasets: the shipped catalogue', () => {
  it('ranks what names the words first: "protein structure" finds the Protein Data Bank near the top', async () => {
    const body = await search({ q: 'protein structure', scope: 'catalogue' });
    expect(body.items[0].name).toMatch(/protein.*structure/i);
    if (shippedCatalogue().some((entry) => entry.slug === 'protein-data-bank')) {
      expect(ids(body).slice(0, 3)).toContain('protein-data-bank');
      expect(ids(await search({ q: 'protein data bank', scope: 'catalogue' }))[0]).toBe('protein-data-bank');
    }
    expect(body.items.every((item: { kind: string }) => item.kind === 'catalogue')).toBe(true);
    expect(body.sources[0]).toEqual({ id: 'catalogue', name: 'Labforge catalogue', status: 'ok', count: body.total });
  });

  it('lists every shipped entry, each found by its own name', async () => {
    const all = await search({ scope: 'catalogue', pageSize: '100' });
    expect(all.total).toBe(shippedCatalogue().length);
    for (const entry of shippedCatalogue().filter((_, index) => index % 5 === 0)) {
      const found = await search({ q: entry.name, scope: 'catalogue', pageSize: '5' });
      expect(ids(found), entry.slug).toContain(entry.slug);
    }
  });

  it('ships at least 300 datasets', async () => {
    expect((await search({ scope: 'catalogue' })).total).toBeGreaterThanOrEqual(300);
  });

  it('without text lists the caller’s uploads newest first, then the catalogue by name', async () => {
    const body = await search({});
    expect(body.pageSize).toBe(20);
    expect(ids(body).slice(0, 4)).toEqual([up.mining, up.river, up.crystal, up.pending]);
    const catalogueNames = body.items.slice(4).map((item: { name: string }) => item.name.toLowerCase());
    expect(catalogueNames).toEqual([...catalogueNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /v1/datasets: filters and facets', () => {
  it('filters by topic, access, licence and format, in any case', async () => {
    expect(ids(await search({ q: 'zorbulite', topic: 'HYDROLOGY' }))).toEqual([up.river]);
    expect(ids(await search({ q: 'zorbulite', access: 'controlled' }))).toEqual([up.mining]);
    expect(ids(await search({ q: 'zorbulite', licence: 'cc-by-4.0' }))).toEqual([up.crystal]);
    expect(ids(await search({ q: 'zorbulite', format: 'csv' })).sort()).toEqual([up.crystal, up.river].sort());
    expect(ids(await search({ q: 'zorbulite', format: 'csv', access: 'private' }))).toEqual([up.crystal]);
    expect((await search({ q: 'zorbulite', topic: 'crystal' })).total).toBe(0);
  });

  it('counts each facet with the other filters applied and its own ignored', async () => {
    const body = await search({ q: 'zorbulite', scope: 'mine', format: 'CSV' });
    expect(body.total).toBe(2);
    // Formats ignore the format filter: every format among the three matches.
    expect(body.facets.formats).toEqual([
      { value: 'CSV', count: 2 },
      { value: 'JSON', count: 1 },
      { value: 'Parquet', count: 1 },
    ]);
    // The others count only the CSV rows.
    expect(body.facets.access).toEqual([
      { value: 'private', count: 1 },
      { value: 'registration', count: 1 },
    ]);
    expect(body.facets.licences).toEqual([
      { value: 'CC-BY-4.0', count: 1 },
      { value: 'CC0-1.0', count: 1 },
    ]);
    expect(body.facets.topics.map((f: { value: string }) => f.value).sort()).toEqual(
      ['chemistry-materials', 'climate-earth', 'zorbulite-lore', 'Hydrology'].sort(),
    );
    const byAccess = await search({ q: 'zorbulite', scope: 'mine', access: 'controlled' });
    expect(byAccess.facets.access).toHaveLength(3);
    expect(byAccess.facets.formats).toEqual([{ value: 'JSON', count: 1 }]);
  });

  it('keeps the topics facet to the 30 most common', async () => {
    const body = await search({});
    expect(body.facets.topics.length).toBeLessThanOrEqual(30);
    const counts = body.facets.topics.map((f: { count: number }) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('GET /v1/datasets: paging, scope and ownership', () => {
  it('pages with the shared paging shape', async () => {
    const second = await search({ q: 'zorbulite', scope: 'mine', pageSize: '2', page: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, totalPages: 2, hasMore: false, hasPrevious: true });
    expect(second.items).toHaveLength(1);
    const first = await search({ q: 'zorbulite', scope: 'mine', pageSize: '2' });
    expect([...ids(first), ...ids(second)].sort()).toEqual([up.crystal, up.river, up.mining].sort());
    expect((await search({ q: 'zorbulite', scope: 'mine', page: '9' })).items).toEqual([]);
  });

  it('scopes to the catalogue, the caller’s uploads or both, counting each source', async () => {
    const all = await search({ q: 'zorbulite' });
    expect(all.sources.slice(0, 2)).toEqual([
      { id: 'catalogue', name: 'Labforge catalogue', status: 'ok', count: 0 },
      { id: 'mine', name: 'My datasets', status: 'ok', count: 3 },
    ]);
    expect(all.total).toBe(3);
    expect((await search({ q: 'zorbulite', scope: 'catalogue' })).total).toBe(0);
    const mine = await search({ scope: 'mine' });
    expect(ids(mine)).toEqual([up.mining, up.river, up.crystal, up.pending]);
    expect(mine.items[0]).toMatchObject({ kind: 'upload', size: '', profileStatus: null });
    expect(mine.items[3]).toMatchObject({ size: '12.3 kB', profileStatus: 'pending' });
    expect(mine.sources[0].count).toBeGreaterThan(0);
  });

  it("never shows one user's uploads to another", async () => {
    const bobs = await search({ q: 'zorbulite' }, bob);
    expect(ids(bobs)).toEqual([up.bobs]);
    expect(ids(await search({ scope: 'mine' }, bob))).toEqual([up.bobs]);
    const adas = await search({ q: 'notebook' });
    expect(ids(adas)).not.toContain(up.bobs);
    expect(ids(await search({ topic: 'Zorbulite-Lore' }))).toEqual([up.crystal]);
    expect((await search({ q: 'zorbulite' }, bob)).facets.topics).toContainEqual({
      value: 'zorbulite-lore',
      count: 1,
    });
  });

  it.each([
    ['an unknown scope', 'scope=everything'],
    ['an unknown access', 'access=free'],
    ['page 0', 'page=0'],
    ['a page size over 100', 'pageSize=101'],
    ['a query over 200 characters', `q=${'a'.repeat(201)}`],
    ['live that is not a boolean', 'live=perhaps'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await get(`/v1/datasets?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error.type).toBe('validation_error');
  });

  it('asks for a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/datasets' })).statusCode).toBe(401);
  });
});

describe('GET /v1/datasets/{datasetId}', () => {
  it('answers a catalogue entry to any signed-in user, without file or profile', async () => {
    const [entry] = shippedCatalogue();
    for (const who of [ada, bob]) {
      const body = (await get(`/v1/datasets/${entry.slug}`, who)).json();
      expect(body).toMatchObject({
        id: entry.slug,
        kind: 'catalogue',
        name: entry.name,
        variables: entry.variables,
        citation: entry.citation,
        size: entry.size,
        file: null,
        profile: null,
        profileError: null,
      });
    }
  });

  it("answers the caller's upload with its file and profile", async () => {
    const body = (await get(`/v1/datasets/${up.crystal}`)).json();
    expect(body).toMatchObject({
      id: up.crystal,
      kind: 'upload',
      variables: ['lattice constant', 'growth rate'],
      citation: 'Ada (2026). Zorbulite lattices.',
      size: '2 kB',
      profileStatus: 'ready',
      file: {
        name: 'Zorbulite crystal lattice measurements.csv',
        mediaType: 'text/csv',
        format: 'csv',
        bytes: 2048,
        sha256: 'ab'.repeat(32),
        url: `/v1/files/${up.crystal}`,
      },
      profile: PROFILE,
      profileError: null,
    });
    expect((await get(`/v1/datasets/${up.pending}`)).json()).toMatchObject({ profileStatus: 'pending', profile: null });
  });

  it("answers another user's upload and a missing dataset with the same 404", async () => {
    for (const id of [up.bobs, 'no-such-dataset', randomUUID()]) {
      const response = await get(`/v1/datasets/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Dataset not found', 'not_found'));
    }
  });

  it('answers an id that is not a slug or a UUID as a missing dataset', async () => {
    const response = await get('/v1/datasets/Not_A_Slug');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Dataset not found', 'not_found'));
  });

  it('answers 500 with the generic message for a stored profile that no longer matches', async () => {
    await t.db.execute(
      sql`update dataset_files set profile = '{"format":"xls"}'::jsonb where dataset_id = ${up.crystal}`,
    );
    const response = await get(`/v1/datasets/${up.crystal}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorOf(DEFAULT_ERROR_MESSAGE, 'internal_error'));
    await t.db.update(datasetFiles).set({ profile: PROFILE }).where(eq(datasetFiles.datasetId, up.crystal));
    expect((await get(`/v1/datasets/${up.crystal}`)).statusCode).toBe(200);
  });
});

describe('live sources', () => {
  let stub: DatasetStub;
  let live: TestApp;
  let carol: SignedIn;
  beforeAll(async () => {
    stub = await startDatasetStub();
    // A second portal whose path the stub does not serve: it answers 404, so it is unavailable.
    const portals = `Stub CKAN=${stub.url},Broken portal=${stub.url}/missing`;
    live = await createTestApp({ startWorkers: false, env: { DATASET_CKAN_URLS: portals } });
    carol = await signIn(live.app);
  });
  afterAll(async () => {
    await live?.close();
    await stub?.close();
  });

  const liveSearch = async (query: string) => {
    const response = await live.app.inject({ method: 'GET', url: `/v1/datasets?${query}`, headers: carol.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers the live results beside the catalogue, a failing source marked unavailable', async () => {
    const body = await liveSearch('q=air%20quality');
    expect(stub.requestsTo(PATHS.ckan)[0].params.get('q')).toContain('air');
    expect(body.external).toHaveLength(2);
    expect(body.external[0]).toMatchObject({
      source: 'ckan',
      sourceName: 'Stub CKAN',
      name: 'Hourly air quality: PM2.5',
    });
    expect(body.sources.map((s: { id: string }) => s.id)).toEqual(['catalogue', 'mine', 'ckan', 'ckan']);
    expect(body.sources.slice(2)).toEqual([
      { id: 'ckan', name: 'Stub CKAN', status: 'ok', count: 2 },
      { id: 'ckan', name: 'Broken portal', status: 'unavailable', message: 'HTTP 404', count: 0 },
    ]);
  });

  it('asks them only for text on the first page, with live on', async () => {
    stub.reset();
    for (const query of ['q=air%20quality&page=2', 'q=air%20quality&live=false', 'scope=all']) {
      const body = await liveSearch(query);
      expect(body.external).toEqual([]);
      expect(body.sources.slice(2).map((s: { status: string; count: number }) => [s.status, s.count])).toEqual([
        ['ok', 0],
        ['ok', 0],
      ]);
    }
    expect(stub.requests).toEqual([]);
  });

  it('asks nothing when no source is configured', async () => {
    const body = await search({ q: 'air quality' });
    expect(body.external).toEqual([]);
    expect(body.sources.map((s: { id: string }) => s.id)).toEqual(['catalogue', 'mine']);
  });
});

describe('datasets attached to an idea', () => {
  let ideaId: string;
  const catalogueId = () => shippedCatalogue()[0].slug;
  beforeAll(async () => {
    const goal = await createGoal(t.app, ada);
    await startSession(t.app, ada, goal);
    const idea = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${goal.goalId}`,
      headers: ada.headers,
      payload: { title: 'Zorbulite as a catalyst', summary: 'Test it' },
    });
    expect(idea.statusCode, idea.body).toBe(201);
    ideaId = idea.json().id;
  });

  const attach = (payload: object, who = ada, id = ideaId) =>
    t.app.inject({ method: 'POST', url: `/v1/ideas/${id}/datasets`, headers: who.headers, payload });
  const detach = (datasetId: string, who = ada, id = ideaId) =>
    t.app.inject({ method: 'DELETE', url: `/v1/ideas/${id}/datasets/${datasetId}`, headers: who.headers });
  const activity = (action: string) =>
    t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, ideaId), eq(activityLogs.action, action)));

  it('attaches a catalogue dataset and an own upload, logging each, and lists them newest first', async () => {
    const first = await attach({ datasetId: catalogueId(), relevanceScore: 0.8, reason: 'Covers the outcome' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      ideaId,
      dataset: { id: catalogueId(), kind: 'catalogue' },
      relevanceScore: expect.closeTo(0.8, 5),
      reason: 'Covers the outcome',
      attachedAt: expect.any(String),
    });
    expect((await attach({ datasetId: up.crystal })).json()).toMatchObject({ relevanceScore: null, reason: null });
    const listed = (await get(`/v1/ideas/${ideaId}/datasets`)).json();
    expect(listed.items.map((a: { dataset: { id: string } }) => a.dataset.id)).toEqual([up.crystal, catalogueId()]);
    expect(listed.items[0].dataset).toMatchObject({ profileStatus: 'ready', size: '2 kB' });
    const [logged] = await activity('idea.dataset_attached').then((rows) =>
      rows.filter((row) => (row.metadata as { datasetId: string }).datasetId === catalogueId()),
    );
    expect(logged).toMatchObject({
      userId: ada.user.id,
      entityType: 'idea',
      message: `Attached dataset '${shippedCatalogue()[0].name}' to idea 'Zorbulite as a catalyst'`,
      metadata: expect.objectContaining({ datasetId: catalogueId(), workspaceId: expect.any(String) }),
    });
  });

  it('attaching again keeps the first attachment, answers it, and logs nothing new', async () => {
    const before = (await activity('idea.dataset_attached')).length;
    const again = await attach({ datasetId: catalogueId(), relevanceScore: 0.1, reason: 'Changed my mind' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ reason: 'Covers the outcome', relevanceScore: expect.closeTo(0.8, 5) });
    expect(await activity('idea.dataset_attached')).toHaveLength(before);
  });

  it("refuses a dataset the caller cannot see, and another user's idea, with 404 and no row", async () => {
    const before = (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, ada.user.id))).length;
    for (const datasetId of [up.bobs, 'no-such-dataset']) {
      const response = await attach({ datasetId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Dataset not found', 'not_found'));
    }
    const notYours = errorOf('Idea not found', 'not_found');
    expect((await attach({ datasetId: up.bobs }, bob)).json()).toEqual(notYours);
    expect((await attach({ datasetId: catalogueId() }, ada, randomUUID())).json()).toEqual(notYours);
    expect((await get(`/v1/ideas/${ideaId}/datasets`, bob)).json()).toEqual(notYours);
    expect((await get(`/v1/ideas/${randomUUID()}/datasets`)).statusCode).toBe(404);
    expect((await detach(catalogueId(), bob)).json()).toEqual(notYours);
    const after = (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, ada.user.id))).length;
    expect(after).toBe(before);
    const links = await t.db.select().from(ideaDatasets).where(eq(ideaDatasets.ideaId, ideaId));
    expect(links).toHaveLength(2);
  });

  it('refuses a malformed attachment with 400', async () => {
    for (const payload of [{}, { datasetId: catalogueId(), relevanceScore: 2 }, { datasetId: 'Bad Id' }]) {
      const response = await attach(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.error.type).toBe('validation_error');
    }
    expect((await get('/v1/ideas/not-a-uuid/datasets')).statusCode).toBe(400);
  });

  it('detaches, logging it, and answers 404 for what is not attached', async () => {
    const response = await detach(up.crystal);
    expect(response.statusCode).toBe(204);
    const [logged] = await activity('idea.dataset_detached');
    expect(logged).toMatchObject({
      message: "Detached dataset 'Zorbulite crystal lattice measurements' from idea 'Zorbulite as a catalyst'",
      metadata: expect.objectContaining({ datasetId: up.crystal }),
    });
    const listed = (await get(`/v1/ideas/${ideaId}/datasets`)).json();
    expect(listed.items.map((a: { dataset: { id: string } }) => a.dataset.id)).toEqual([catalogueId()]);
    for (const datasetId of [up.crystal, up.river, 'no-such-dataset']) {
      const again = await detach(datasetId);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(errorOf('This dataset is not attached to the idea', 'not_found'));
    }
    expect(await activity('idea.dataset_detached')).toHaveLength(1);
  });
});

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { errorOf, signIn, testConfig, testDatabase, type SignedIn } from '../support/api/harness';
import { echoPaper, pageOf, queryOf } from '../support/literature-stubs/echo';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../support/literature-stubs/stub-server';
import { parseCitations } from '../support/parse-citations';

// Related work out as BibTeX, RIS and CSL-JSON (docs/product.md, "Exporting citations"): a session
// finds its literature through a loopback OpenAlex, then each export is read back by citation.js
// and every record must be a work the idea page lists, its title, authors, year and DOI intact.

const GOAL = {
  title: 'Protect coral reefs from marine heatwaves',
  description: 'Reef managers need interventions that reduce bleaching mortality within five years.',
};
const FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
const MEDIA_TYPES = {
  bibtex: 'application/x-bibtex; charset=utf-8',
  ris: 'application/x-research-info-systems; charset=utf-8',
  'csl-json': 'application/vnd.citationstyles.csl+json; charset=utf-8',
};
const EXTENSIONS = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json' };

interface Related {
  workId: string;
  title: string;
  authors: string[];
  year: number | null;
  doi: string | null;
  venue: string | null;
}

let stub: LiteratureStub;
let app: FastifyInstance;
let ada: SignedIn;
let ben: SignedIn;
let sessionId: string;
let ideaIds: string[];

beforeAll(async () => {
  stub = await startLiteratureStub();
  // Every search finds the echo of its own words, and a second paper whose title and authors
  // need escaping in every format.
  stub.answerWith(PATHS.openalex, (params) => {
    const query = queryOf('openalex', params);
    const key = createHash('sha256').update(query).digest('hex').slice(0, 8);
    return pageOf('openalex', [
      echoPaper(query),
      {
        title: `Über ${query}: 50% {braces} & $x^2$ #tags_with~tilde`,
        authors: ['Zoë de la Cruz', 'Martin Luther King Jr.', 'Ann and Bob Smith'],
        year: 2023,
        venue: 'Reef & Ocean {Letters}',
        doi: `10.5555/tricky_${key}`,
        abstract: query,
      },
    ]);
  });
  app = await buildApp({
    config: testConfig({
      LITERATURE_OPENALEX_URL: stub.baseUrls.openalex,
      LITERATURE_CONTACT_EMAIL: 'lab@example.org',
    }),
    database: await testDatabase(),
  });
  await app.ready();
  ada = await signIn(app);
  ben = await signIn(app);
  const ids = await createGoal(app, ada, GOAL);
  sessionId = (await startSession(app, ada, ids, { numberOfIdeas: 3, rounds: 1 })).id;
  expect((await waitForSession(app, ada, sessionId, undefined, 60_000)).status).toBe('completed');
  const list = await app.inject({
    method: 'GET',
    url: `/v1/ideas/session/${sessionId}?pageSize=50`,
    headers: ada.headers,
  });
  ideaIds = (list.json().items as Array<{ id: string }>).map((i) => i.id);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

const relatedOf = async (ideaId: string): Promise<Related[]> =>
  (await app.inject({ method: 'GET', url: `/v1/ideas/${ideaId}/related-work`, headers: ada.headers })).json().items;

/** Each parsed record against the stored work it stands for, in order. */
async function expectRecords(text: string, format: (typeof FORMATS)[number], works: Related[]) {
  const records = await parseCitations(text, format);
  expect(
    records.map((r) => ({ title: r.title, authors: r.authors, year: r.year, doi: r.doi, venue: r.venue })),
  ).toEqual(
    works.map((w) => ({
      title: w.title,
      authors: w.authors,
      year: w.year ?? undefined,
      doi: w.doi ?? undefined,
      venue: w.venue ?? undefined,
    })),
  );
}

describe('exporting related work', () => {
  it('exports an idea’s related work in each format, every record as the idea page lists it', async () => {
    const works = await relatedOf(ideaIds[0]);
    expect(works.length).toBeGreaterThanOrEqual(2);
    expect(works.some((w) => w.title.startsWith('Über'))).toBe(true);
    for (const format of FORMATS) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/ideas/${ideaIds[0]}/related-work/export?format=${format}`,
        headers: ada.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(MEDIA_TYPES[format]);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="related-work-[a-z0-9-]+\\.${EXTENSIONS[format]}"`),
      );
      await expectRecords(res.body, format, works);
    }
  });

  it('exports a session’s related work, each work once', async () => {
    const all = (await Promise.all(ideaIds.map(relatedOf))).flat();
    const unique = [...new Map(all.map((w) => [w.workId, w])).values()];
    expect(unique.length).toBeGreaterThanOrEqual(ideaIds.length);
    for (const format of FORMATS) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/sessions/${sessionId}/related-work/export?format=${format}`,
        headers: ada.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename="related-work-session-${sessionId.slice(0, 8)}.${EXTENSIONS[format]}"`,
      );
      const records = await parseCitations(res.body, format);
      const byDoi = new Map(unique.map((w) => [w.doi, w]));
      expect(records).toHaveLength(unique.length);
      await expectRecords(
        res.body,
        format,
        records.map((r) => byDoi.get(r.doi ?? null)!),
      );
      if (format !== 'ris') expect(new Set(records.map((r) => r.key)).size).toBe(records.length);
    }
  });

  it('answers another user’s idea or session as not found, like a missing one', async () => {
    const idea = await app.inject({
      method: 'GET',
      url: `/v1/ideas/${ideaIds[0]}/related-work/export?format=bibtex`,
      headers: ben.headers,
    });
    expect(idea.statusCode).toBe(404);
    expect(idea.json()).toEqual(errorOf('Idea not found', 'not_found'));
    const session = await app.inject({
      method: 'GET',
      url: `/v1/sessions/${sessionId}/related-work/export?format=ris`,
      headers: ben.headers,
    });
    expect(session.statusCode).toBe(404);
    expect(session.json()).toEqual(errorOf('Session not found', 'not_found'));
  });

  it('refuses an unknown or missing format and an anonymous caller', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/v1/ideas/${ideaIds[0]}/related-work/export?format=endnote`,
      headers: ada.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail.error.message).toBe('format: must be one of bibtex, ris, csl-json');
    const missing = await app.inject({
      method: 'GET',
      url: `/v1/sessions/${sessionId}/related-work/export`,
      headers: ada.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail.error.message).toBe('format: is required');
    const anonymous = await app.inject({
      method: 'GET',
      url: `/v1/sessions/${sessionId}/related-work/export?format=ris`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a session with no related work with an empty but valid file', async () => {
    // Another goal, so no cached answer of the first session's searches is read again.
    const ids = await createGoal(app, ben, {
      title: 'Cut nitrate run-off from arable fields',
      description: 'Farmers need practices that keep nitrate out of streams without lowering yields.',
    });
    stub.answerWith(PATHS.openalex, () => pageOf('openalex', []));
    const { id } = await startSession(app, ben, ids, { numberOfIdeas: 2, rounds: 1 });
    expect((await waitForSession(app, ben, id, undefined, 60_000)).status).toBe('completed');
    for (const format of FORMATS) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/sessions/${id}/related-work/export?format=${format}`,
        headers: ben.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(format === 'csl-json' ? '[]\n' : '');
      expect(await parseCitations(res.body, format)).toEqual([]);
    }
  }, 90_000);
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { errorOf, signIn, testConfig, testDatabase, type SignedIn } from '../support/api/harness';
import { pageOf } from '../support/literature-stubs/echo';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../support/literature-stubs/stub-server';
import { parseCitations } from '../support/parse-citations';

// An idea's own references out (docs/product.md, "Exporting citations"): the offline engine's
// literature idea cites the goal's prior work it builds on; the export holds exactly the works its
// text names, each read back by citation.js with title, authors, year and DOI intact.

const FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
const PAPERS = [
  {
    title: 'Heat-tolerant symbionts lower coral bleaching mortality',
    authors: ['Madeleine J. H. van Oppen', 'Ruth D. Gates'],
    year: 2019,
    venue: 'Nature Climate Change',
    doi: '10.5555/symbionts.2019',
    abstract: 'Assisted evolution of symbionts lowers coral bleaching during marine heatwaves.',
  },
  {
    title: 'Shading reefs during marine heatwaves',
    authors: ['Terry P. Hughes'],
    year: 2017,
    venue: 'Science',
    doi: '10.5555/shading.2017',
    abstract: 'Shade cloth over reef flats reduced bleaching mortality in heatwave summers.',
  },
];

interface Idea {
  id: string;
  strategy: string;
}

let stub: LiteratureStub;
let app: FastifyInstance;
let ada: SignedIn;
let ben: SignedIn;
let ideas: Idea[];

const exportOf = (ideaId: string, format: string, who: SignedIn = ada) =>
  app.inject({ method: 'GET', url: `/v1/ideas/${ideaId}/references/export?format=${format}`, headers: who.headers });

beforeAll(async () => {
  stub = await startLiteratureStub();
  stub.answerWith(PATHS.openalex, () => pageOf('openalex', PAPERS));
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
  const ids = await createGoal(app, ada, {
    title: 'Protect coral reefs from marine heatwaves',
    description: 'Reef managers need interventions that reduce bleaching mortality within five years.',
  });
  const sessionId = (await startSession(app, ada, ids, { numberOfIdeas: 3, rounds: 1 })).id;
  expect((await waitForSession(app, ada, sessionId, undefined, 60_000)).status).toBe('completed');
  const list = await app.inject({
    method: 'GET',
    url: `/v1/ideas/session/${sessionId}?pageSize=50`,
    headers: ada.headers,
  });
  ideas = list.json().items;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

describe('exporting an idea’s own references', () => {
  it('exports exactly the prior work the idea’s text cites, in each format', async () => {
    const cites = ideas.find((i) => i.strategy === 'literature')!;
    const idea = (await app.inject({ method: 'GET', url: `/v1/ideas/${cites.id}`, headers: ada.headers })).json();
    const text = JSON.stringify(idea);
    const cited = PAPERS.filter((p) => text.includes(p.title));
    expect(cited).toHaveLength(1);
    const related = await app.inject({
      method: 'GET',
      url: `/v1/ideas/${cites.id}/related-work`,
      headers: ada.headers,
    });
    expect(related.json().references).toBe(1);
    for (const format of FORMATS) {
      const res = await exportOf(cites.id, format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="references-[a-z0-9-]+\.(bib|ris|json)"/,
      );
      const records = await parseCitations(res.body, format);
      expect(records.map((r) => ({ title: r.title, year: r.year, doi: r.doi, authors: r.authors.length }))).toEqual(
        cited.map((p) => ({ title: p.title, year: p.year, doi: p.doi, authors: p.authors.length })),
      );
    }
  });

  it('answers an idea that cites nothing with an empty but valid file', async () => {
    const none = ideas.find((i) => i.strategy !== 'literature')!;
    const related = await app.inject({ method: 'GET', url: `/v1/ideas/${none.id}/related-work`, headers: ada.headers });
    expect(related.json().references).toBe(0);
    for (const format of FORMATS) {
      const res = await exportOf(none.id, format);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(format === 'csl-json' ? '[]\n' : '');
      expect(await parseCitations(res.body, format)).toEqual([]);
    }
  });

  it('answers another user’s idea as not found and refuses an unknown format', async () => {
    const stranger = await exportOf(ideas[0].id, 'bibtex', ben);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(errorOf('Idea not found', 'not_found'));
    const unknown = await exportOf(ideas[0].id, 'endnote');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail.error.message).toBe('format: must be one of bibtex, ris, csl-json');
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ideas } from '../../server/db/schema/ideas';
import { titleKey } from '../../server/literature/work-identity';
import { pageOf, queryOf } from '../support/literature-stubs/echo';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../support/literature-stubs/stub-server';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { signIn, testConfig, testDatabase, type SignedIn } from '../support/api/harness';

// Novelty judged against published work (docs/engine.md, "Reviews and rubrics"): a session whose
// literature sources are loopback stubs. One source answers with a paper identical to one idea;
// another fails every search. The session must finish, name the paper and lower that idea's novelty.

const GOAL = {
  title: 'Protect coral reefs from marine heatwaves',
  description: 'Reef managers need interventions that reduce bleaching mortality within five years.',
};

let stub: LiteratureStub;
let app: FastifyInstance;
let ada: SignedIn;
/** Idea title → its full text, read just before the reviews search for the ideas. */
const ideaTexts = new Map<string, string>();
let copiedTitle: string | null = null;

beforeAll(async () => {
  stub = await startLiteratureStub();
  const database = await testDatabase();
  app = await buildApp({
    config: testConfig({
      LITERATURE_OPENALEX_URL: stub.baseUrls.openalex,
      LITERATURE_CROSSREF_URL: stub.baseUrls.crossref,
      LITERATURE_CONTACT_EMAIL: 'lab@example.org',
    }),
    database,
    engineHooks: {
      beforeStep: async (sessionId, step) => {
        if (step !== 'r1:reflect') return;
        const rows = await database.db.select().from(ideas).where(eq(ideas.sessionId, sessionId));
        for (const row of rows) {
          const d = row.details as { hypothesis: string; methodology: string[] };
          ideaTexts.set(row.title, `${row.summary} ${d.hypothesis} ${d.methodology.join(' ')}`);
        }
        copiedTitle = rows[0].title;
      },
    },
  });
  await app.ready();
  ada = await signIn(app);
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

describe('a session that reads the literature', () => {
  it('names a published paper identical to an idea as prior work, lowers its novelty, and survives a failing source', async () => {
    // OpenAlex has "already published" the first idea; every other search gets its fixtures.
    stub.answerWith(PATHS.openalex, (params) => {
      // The connector sends the title tidied (lower case, no punctuation).
      const asked = titleKey(queryOf('openalex', params));
      const text = copiedTitle && asked === titleKey(copiedTitle) ? ideaTexts.get(copiedTitle) : undefined;
      if (!text) return pageOf('openalex', []);
      return pageOf('openalex', [
        {
          title: copiedTitle!,
          abstract: text,
          authors: ['Ada Echo', 'Ben Mirror'],
          year: 2024,
          venue: 'Coral Reefs',
          doi: '10.5555/echo.1',
        },
      ]);
    });
    stub.answerWith(PATHS.crossref, () => ({ status: 503, json: { status: 'error' } }));

    const ids = await createGoal(app, ada, GOAL);
    const { id } = await startSession(app, ada, ids, { numberOfIdeas: 4, rounds: 1 });
    const session = await waitForSession(app, ada, id, undefined, 60_000);
    expect(session.status).toBe('completed');

    const literature = session.literature as {
      status: string;
      sources: Array<{ id: string; failures: unknown[] }>;
      worksRead: number;
    };
    expect(literature.status).toBe('used');
    expect(literature.worksRead).toBeGreaterThan(0);
    expect(literature.sources.find((s) => s.id === 'crossref')?.failures).toEqual([
      { reason: 'HTTP 503', count: expect.any(Number) },
    ]);

    const list = await app.inject({ method: 'GET', url: `/v1/ideas/session/${id}?pageSize=50`, headers: ada.headers });
    const all = list.json().items as Array<{ id: string; title: string; noveltyScore: number }>;
    const copied = all.find((i) => i.title === copiedTitle)!;
    const others = all.filter((i) => i.title !== copiedTitle);
    expect(copied.noveltyScore).toBeLessThan(Math.min(...others.map((i) => i.noveltyScore)));

    const related = (
      await app.inject({ method: 'GET', url: `/v1/ideas/${copied.id}/related-work`, headers: ada.headers })
    ).json();
    expect(related.items[0]).toMatchObject({
      title: copiedTitle,
      doi: '10.5555/echo.1',
      url: 'https://doi.org/10.5555/echo.1',
      relation: 'overlaps',
      sources: ['openalex'],
      beyond: null,
    });
    expect(related.literature.status).toBe('used');

    const detail = await app.inject({
      method: 'GET',
      url: `/v1/ideas/${copied.id}?include_scoring_data=true`,
      headers: ada.headers,
    });
    const full = (detail.json().reviews as Array<{ type: string; text: string }>).find((r) => r.type === 'full')!;
    expect(full.text).toContain('Not novel');
    expect(full.text).toContain(copiedTitle!);
    expect(full.text).toContain('2024');
    expect(full.text).toContain('https://doi.org/10.5555/echo.1');

    const logs = await app.inject({ method: 'GET', url: '/v1/logs?limit=100&level=warning', headers: ada.headers });
    const messages = (logs.json().items as Array<{ message: string }>).map((l) => l.message);
    expect(messages).toContainEqual(expect.stringMatching(/Literature source failed \(Crossref: HTTP 503\)/));
  });

  it('queues a dozen ideas’ searches behind the rate limits without a listener-leak warning', async () => {
    stub.answerWith(PATHS.openalex, () => pageOf('openalex', []));
    stub.answerWith(PATHS.crossref, () => ({ status: 503, json: { status: 'error' } }));
    // Every queued search waits on the step's signal: more than Node's ten listeners, by design.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const ids = await createGoal(app, ada, GOAL);
      const { id } = await startSession(app, ada, ids, { numberOfIdeas: 12, rounds: 1 });
      expect((await waitForSession(app, ada, id, undefined, 60_000)).status).toBe('completed');
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('says a session without sources judged novelty within itself', async () => {
    // The apps share the file's database and job queue: the first one's workers must not take this session.
    await app.close();
    const plain = await buildApp({ config: testConfig(), database: await testDatabase() });
    await plain.ready();
    try {
      const bo = await signIn(plain);
      const ids = await createGoal(plain, bo, GOAL);
      const { id } = await startSession(plain, bo, ids, { numberOfIdeas: 2, rounds: 1 });
      const session = await waitForSession(plain, bo, id, undefined, 60_000);
      expect(session.literature).toEqual({ status: 'not_configured', sources: [], worksRead: 0, citationsDropped: 0 });
    } finally {
      await plain.close();
    }
  });
});

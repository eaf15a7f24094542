import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../server/db/schema/datasets';
import { ideas as ideaRows } from '../../server/db/schema/ideas';
import { sessions } from '../../server/db/schema/coscientist';
import { planFieldId } from '../../server/datasets/suggest/idea-needs';
import { completedSessionIdeas } from '../support/api/conversion-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Suggestions keep to the idea's field (docs/product.md, "Datasets"): the same data tagged with the
// idea's field is suggested, tagged with an unrelated field or as a general web corpus it is not, a
// dataset below the relevance floor is not shown, and an idea nothing fits gets an empty list.

interface Suggestion {
  relevanceScore: number;
  ideaId: string;
  dataset: { id: string; name: string };
  reason: string;
}

let t: TestApp;
let ada: SignedIn;
let idea: { id: string; title: string };
let fieldId: string;

async function catalogueEntry(id: string, fields: string[], name: string, description: string, topics: string[] = []) {
  await t.db.insert(datasets).values({ id, kind: 'catalogue', name, description, fields, topics, access: 'open' });
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  const done = await completedSessionIdeas(t.app, ada, 4);
  [idea] = done.ideas;
  const [session] = await t.db.select().from(sessions).where(eq(sessions.id, done.sessionId));
  fieldId = planFieldId(session.plan)!;
  const shown = (await t.app.inject({ method: 'GET', url: `/v1/ideas/${idea.id}`, headers: ada.headers })).json();
  const other = fieldId === 'economics' ? 'ecology' : 'economics';
  await catalogueEntry('h2-in-field', [fieldId], shown.title, shown.summary);
  await catalogueEntry('h2-other-field', [other], `${shown.title} (another field)`, shown.summary);
  await catalogueEntry('h2-web-text', ['machine-learning-ai'], `${shown.title} web text`, shown.summary, [
    'machine-learning',
    'text corpora',
  ]);
  // One word in common with the idea is no reason to suggest a dataset.
  const [word] = shown.title.split(' ').filter((w: string) => w.length > 5);
  await t.db.insert(datasets).values({
    id: randomUUID(),
    kind: 'upload',
    ownerId: ada.user.id,
    name: `Car parking charges`,
    description: `Charges by ${word.toLowerCase()} and hour at a shopping centre, with tariffs and receipts.`,
    access: 'open',
  });
}, 90_000);
afterAll(() => t.close());

const suggest = async (ideaIds: string[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/ideas/suggest-datasets',
    headers: ada.headers,
    payload: { ideaIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    suggestions: Suggestion[];
    totalSuggestions: number;
    searchInstead: Array<{ ideaId: string; words: string[] }>;
  };
};

describe("suggestions keep to the idea's field", () => {
  it('suggest the data of its field, not the same data of an unrelated field or a general web corpus', async () => {
    expect(fieldId).toBeTruthy();
    const { suggestions } = await suggest([idea.id]);
    const ids = suggestions.map((s) => s.dataset.id);
    expect((await suggest([idea.id])).searchInstead).toEqual([]);
    expect(ids[0]).toBe('h2-in-field');
    expect(ids).not.toContain('h2-other-field');
    expect(ids).not.toContain('h2-web-text');
    expect(suggestions.map((s) => s.dataset.name)).not.toContain('Car parking charges');
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('answer an empty list for an idea nothing fits, rather than weak matches', async () => {
    const [row] = await t.db.select().from(ideaRows).where(eq(ideaRows.id, idea.id));
    const details = {
      ...(row.details as object),
      methodology: ['Quonk the vexil flumes', 'Count the zorblats'],
      expectedOutcomes: ['Zorblatted flumes'],
      methods: [],
    };
    await t.db
      .update(ideaRows)
      .set({
        title: 'Zorblat quenching of vexil flumes',
        summary: 'Quonk the vexil flumes until they zorblat.',
        details,
      })
      .where(eq(ideaRows.id, idea.id));
    const body = await suggest([idea.id]);
    expect(body, JSON.stringify(body.suggestions)).toMatchObject({ suggestions: [], totalSuggestions: 0 });
    // What to search the catalogue for instead: the idea's own words, function words left out.
    expect(body.searchInstead).toEqual([{ ideaId: idea.id, words: ['zorblat', 'quenching', 'vexil'] }]);
  });
});

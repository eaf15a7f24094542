import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { datasets } from '../../server/db/schema/datasets';
import { completedSessionIdeas } from '../support/api/conversion-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Dataset suggestions for ideas, offline (docs/product.md, "Datasets"): the product's refusals in
// its words and order, ownership, and suggestions ranked by the relevance module over the idea's
// field in the catalogue and the caller's own uploads, each with the idea it serves and a reason.

interface Suggestion {
  relevanceScore: number;
  ideaId: string;
  ideaTitle: string;
  dataset: { id: string; name: string; kind: string; access: string };
  reason: string;
}

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let ideas: Array<{ id: string; title: string }>;
let adasMatch: string;
let adasRegistered: string;
let bobsMatch: string;

async function upload(ownerId: string, name: string, description: string, access: 'open' | 'registration' = 'open') {
  const id = randomUUID();
  await t.db.insert(datasets).values({ id, kind: 'upload', ownerId, name, description, access, sizeLabel: '1 KB' });
  return id;
}

const ideaText = async (id: string) => {
  const idea = (await t.app.inject({ method: 'GET', url: `/v1/ideas/${id}`, headers: ada.headers })).json();
  return { title: idea.title as string, summary: idea.summary as string };
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  ideas = (await completedSessionIdeas(t.app, ada, 4)).ideas;
  const [first, second] = await Promise.all([ideaText(ideas[0].id), ideaText(ideas[1].id)]);
  // Deterministic uploads named after the ideas: each should top its idea's list, Bob's never Ada's.
  adasMatch = await upload(ada.user.id, first.title, first.summary);
  adasRegistered = await upload(ada.user.id, `${second.title} registry`, second.summary, 'registration');
  bobsMatch = await upload(bob.user.id, `${first.title} (Bob's copy)`, `${first.summary} ${second.summary}`);
}, 90_000);
afterAll(() => t.close());

const suggest = (payload: unknown, who = ada) =>
  t.app.inject({ method: 'POST', url: '/v1/ideas/suggest-datasets', headers: who.headers, payload: payload as object });

async function refusal(payload: unknown, who = ada) {
  const response = await suggest(payload, who);
  return { status: response.statusCode, body: response.json() };
}

describe('POST /v1/ideas/suggest-datasets refuses', () => {
  it('an empty list, more than five ideas, then the first id that is not a UUID, in that order', async () => {
    const unknown = randomUUID();
    expect(await refusal({ ideaIds: [] })).toEqual({
      status: 400,
      body: errorOf('At least one idea ID is required', 'validation_error'),
    });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(await refusal({ ideaIds: six })).toEqual({
      status: 400,
      body: errorOf('Maximum 5 ideas allowed per request', 'validation_error'),
    });
    expect(await refusal({ ideaIds: [unknown, 'not-a-uuid', 'also-bad'] })).toEqual({
      status: 400,
      body: errorOf('Invalid idea ID format: not-a-uuid', 'validation_error'),
    });
  });

  it('a missing body or list as the contract does', async () => {
    expect((await refusal({})).status).toBe(400);
    const bare = await t.app.inject({ method: 'POST', url: '/v1/ideas/suggest-datasets', headers: ada.headers });
    expect(bare.statusCode).toBe(400);
  });

  it("another user's idea and an unknown one as not found", async () => {
    const notFound = { status: 404, body: errorOf('Idea not found', 'not_found') };
    expect(await refusal({ ideaIds: [ideas[0].id] }, bob)).toEqual(notFound);
    expect(await refusal({ ideaIds: [randomUUID()] })).toEqual(notFound);
    expect(await refusal({ ideaIds: [ideas[0].id, randomUUID()] })).toEqual(notFound);
  });

  it('without a sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/ideas/suggest-datasets',
      payload: { ideaIds: [ideas[0].id] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v1/ideas/suggest-datasets suggests', () => {
  it('datasets for each idea, best first across ideas, each scored, placed and explained', async () => {
    const before = await activityCount();
    const response = await suggest({ ideaIds: ideas.map((i) => i.id) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { suggestions: Suggestion[]; totalSuggestions: number; agentUsed: string };
    expect(body.agentUsed).toBe('Offline catalogue search');
    expect(body.totalSuggestions).toBe(body.suggestions.length);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    const order = new Map(ideas.map((idea, i) => [idea.id, i]));
    const titles = new Map(ideas.map((idea) => [idea.id, idea.title]));
    body.suggestions.forEach((s, i) => {
      expect(s.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(s.relevanceScore).toBeLessThanOrEqual(1);
      expect(s.ideaTitle).toBe(titles.get(s.ideaId));
      expect(s.reason).toMatch(/^[A-Z][^\n]*[a-z]\.$/);
      expect(s.reason.slice(0, -1)).not.toContain('. ');
      const next = body.suggestions[i + 1];
      if (!next) return;
      const inOrder =
        s.relevanceScore > next.relevanceScore ||
        (s.relevanceScore === next.relevanceScore &&
          (order.get(s.ideaId)! < order.get(next.ideaId)! ||
            (s.ideaId === next.ideaId && s.dataset.name.localeCompare(next.dataset.name) <= 0)));
      expect(inOrder, JSON.stringify([s, next])).toBe(true);
    });
    for (const idea of ideas)
      expect(body.suggestions.filter((s) => s.ideaId === idea.id).length).toBeLessThanOrEqual(5);
    // It only reads: nothing is logged as the caller's activity.
    expect(await activityCount()).toBe(before);
  });

  it("puts a dataset named after the idea first, saying what it covers and how it is had, and never another user's", async () => {
    const body = (await suggest({ ideaIds: [ideas[0].id, ideas[1].id] })).json() as { suggestions: Suggestion[] };
    const firstFor = (ideaId: string) => body.suggestions.find((s) => s.ideaId === ideaId)!;
    expect(firstFor(ideas[0].id).dataset).toMatchObject({ id: adasMatch, kind: 'upload' });
    // Why, in the researcher's words: what it records and the step of the idea it serves, never shared words.
    expect(firstFor(ideas[0].id).reason).toMatch(/, which (fits step \d+ of the idea|bears on what the idea measures)/);
    expect(firstFor(ideas[0].id).reason).not.toMatch(/Covers|key term/);
    expect(firstFor(ideas[1].id).dataset.id).toBe(adasRegistered);
    expect(firstFor(ideas[1].id).reason).toMatch(/access needs registration\.$/);
    expect(body.suggestions.map((s) => s.dataset.id)).not.toContain(bobsMatch);
  });

  it('an idea named more than once once', async () => {
    const response = await suggest({
      ideaIds: [ideas[0].id, ideas[0].id, ...Array(5).fill(ideas[0].id.toUpperCase())],
    });
    expect(response.statusCode, response.body).toBe(200);
    const suggestions = response.json().suggestions as Suggestion[];
    expect(new Set(suggestions.map((s) => s.ideaId))).toEqual(new Set([ideas[0].id]));
    expect(new Set(suggestions.map((s) => s.dataset.id)).size).toBe(suggestions.length);
  });
});

async function activityCount(): Promise<number> {
  const [{ n }] = await t.db.select({ n: count() }).from(activityLogs).where(eq(activityLogs.userId, ada.user.id));
  return n;
}

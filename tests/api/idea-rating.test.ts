import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A researcher's own stars for an idea, apart from the tournament's Elo, and the review counts a list carries.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let sessionId: string;
let ideaId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  const ids = await createGoal(t.app, ada);
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 3, rounds: 1 })).id;
  await waitForSession(t.app, ada, sessionId);
  ideaId = (await listIdeas())[0]!.id;
});
afterAll(() => t.close());

interface IdeaBody {
  id: string;
  eloRating: number;
  userRating: number | null;
  userRatingElo: number | null;
  reviewCount?: number;
}
const rate = (stars: unknown, who = ada, id = ideaId) =>
  t.app.inject({ method: 'PUT', url: `/v1/ideas/${id}/rating`, headers: who.headers, payload: { stars } });
const clear = (who = ada, id = ideaId) =>
  t.app.inject({ method: 'DELETE', url: `/v1/ideas/${id}/rating`, headers: who.headers });
const getIdea = async (): Promise<IdeaBody> =>
  (await t.app.inject({ method: 'GET', url: `/v1/ideas/${ideaId}`, headers: ada.headers })).json();
async function listIdeas(): Promise<IdeaBody[]> {
  const url = `/v1/ideas/session/${sessionId}?pageSize=100`;
  return (await t.app.inject({ method: 'GET', url, headers: ada.headers })).json().items;
}
const logged = (action: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityId, ideaId), eq(activityLogs.action, action)));

describe('your rating of an idea', () => {
  it('starts unrated on the list and the idea', async () => {
    expect((await listIdeas()).every((idea) => idea.userRating === null && idea.userRatingElo === null)).toBe(true);
    expect(await getIdea()).toMatchObject({ userRating: null, userRatingElo: null });
  });

  it('rates, changes and clears, each read back on the idea, the list and the leaderboard, each logged', async () => {
    const eloBefore = (await getIdea()).eloRating;
    const rated = await rate(4);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ id: ideaId, userRating: 4, userRatingElo: 2500, eloRating: eloBefore });

    expect((await rate(2)).json()).toMatchObject({ userRating: 2, userRatingElo: 1500 });
    expect(await getIdea()).toMatchObject({ userRating: 2, userRatingElo: 1500, eloRating: eloBefore });
    expect((await listIdeas()).find((idea) => idea.id === ideaId)).toMatchObject({
      userRating: 2,
      userRatingElo: 1500,
    });
    const board = await t.app.inject({
      method: 'GET',
      url: '/v1/leaderboards/ideas?pageSize=100',
      headers: ada.headers,
    });
    const row = board.json().items.find((item: { idea: { id: string } }) => item.idea.id === ideaId);
    expect(row.idea).toMatchObject({ userRating: 2, userRatingElo: 1500 });

    const cleared = await clear();
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ userRating: null, userRatingElo: null, eloRating: eloBefore });
    expect(await getIdea()).toMatchObject({ userRating: null });

    expect((await logged('idea.rated')).map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ 4 out of 5 stars$/),
        expect.stringMatching(/ 2 out of 5 stars$/),
      ]),
    );
    expect(await logged('idea.rating_cleared')).toHaveLength(1);
  });

  it.each([0, 6, 3.5, -1])('refuses %s stars in the catalogue’s words and keeps the rating', async (stars) => {
    await rate(3);
    const response = await rate(stars);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorOf('stars: Star rating must be a whole number from 1 to 5', 'validation_error'),
    );
    expect(await getIdea()).toMatchObject({ userRating: 3 });
  });

  it('refuses a body without stars', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/v1/ideas/${ideaId}/rating`,
      headers: ada.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('stars: is required', 'validation_error'));
  });

  it('answers 404 for another researcher’s idea, rating or clearing, and changes nothing', async () => {
    await rate(5);
    for (const response of [await rate(1, bob), await clear(bob)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Idea not found', 'not_found'));
    }
    expect(await getIdea()).toMatchObject({ userRating: 5, userRatingElo: 3000 });
  });
});

describe('review counts on the list', () => {
  it('match the reviews each idea carries when read in full', async () => {
    for (const item of await listIdeas()) {
      const url = `/v1/ideas/${item.id}?include_scoring_data=true`;
      const full = (await t.app.inject({ method: 'GET', url, headers: ada.headers })).json();
      expect(full.reviews.length).toBeGreaterThan(0);
      expect(item.reviewCount).toBe(full.reviews.length);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../server/db/schema/ideas';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call } from '../support/api/run-support';

// The idea leaderboard: the caller's ideas across every session by Elo, with the Bradley–Terry
// rating and interval the tournament stored, merged duplicates left out, filtered by workspace.

let t: TestApp;
let ada: SignedIn;
const workspaces: Record<string, string> = {};
const sessions: Record<string, string> = {};
const made: Record<string, string> = {};

async function sessionIn(workspace: string, goal: string) {
  const post = async (url: string, payload: object) => (await call(t.app, ada, 'POST', url, payload)).json();
  workspaces[workspace] ??= (await post('/v1/workspaces', { name: workspace })).id;
  const workspaceId = workspaces[workspace];
  const goalId = (await post(`/v1/workspaces/${workspaceId}/goals`, { title: goal, workspaceId })).id;
  const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  sessions[goal] = (await post(`/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start)).id;
  return goalId as string;
}

async function idea(goalId: string, title: string, stored: Partial<typeof ideas.$inferInsert>) {
  const response = await call(t.app, ada, 'POST', `/v1/ideas/create-for-goal/${goalId}`, { title, summary: title });
  expect(response.statusCode, response.body).toBe(201);
  made[title] = response.json().id;
  // The tournament writes these; here they are set as a finished tournament would leave them.
  await t.db.update(ideas).set(stored).where(eq(ideas.id, made[title]));
}

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  const speech = await sessionIn('Audio lab', 'Speech');
  const vision = await sessionIn('Vision lab', 'Vision');
  await idea(speech, 'Mixup', {
    eloRating: 1250,
    btRating: 1240.04,
    btLow: 1190.01,
    btHigh: 1290.06,
    wins: 3,
    losses: 1,
  });
  await idea(vision, 'Warm restarts', { eloRating: 1310.26, btRating: 1300, btLow: 1250, btHigh: 1350, wins: 4 });
  await idea(vision, 'Label smoothing', { eloRating: 1180 });
  await idea(speech, 'Mixup again', { eloRating: 1400, duplicateOf: made.Mixup });
});
afterAll(() => t.close());

const leaderboard = async (query = '', who = ada) => {
  const response = await call(t.app, who, 'GET', `/v1/leaderboards/ideas${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const titles = (body: { items: Array<{ idea: { title: string } }> }) => body.items.map((row) => row.idea.title);

describe('GET /v1/leaderboards/ideas', () => {
  it('ranks ideas across sessions by Elo, leaving out merged duplicates', async () => {
    const body = await leaderboard();
    expect(body).toMatchObject({ total: 3, page: 1, hasMore: false });
    expect(titles(body)).toEqual(['Warm restarts', 'Mixup', 'Label smoothing']);
  });

  it('gives each idea its ratings, interval and record, with its session, goal and workspace', async () => {
    const [first, second, third] = (await leaderboard()).items;
    expect(first).toEqual({
      rank: 1,
      idea: {
        id: made['Warm restarts'],
        title: 'Warm restarts',
        status: 'generated',
        eloRating: 1310.3,
        // Nobody rated it: the researcher's own stars are apart from the tournament's.
        userRating: null,
        userRatingElo: null,
        btRating: 1300,
        btInterval: [1250, 1350],
        matchRecord: { wins: 4, losses: 0, draws: 0 },
      },
      // A session goes by its goal and start time, as in the session list, not by its id.
      session: { id: sessions.Vision, name: expect.stringMatching(/^Vision — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/) },
      goal: { id: expect.any(String), title: 'Vision' },
      workspace: { id: workspaces['Vision lab'], name: 'Vision lab' },
      role: 'owner',
    });
    expect(second.idea).toMatchObject({ btRating: 1240, btInterval: [1190, 1290.1] });
    // No match played yet: no Bradley–Terry rating to show.
    expect(third.idea).toMatchObject({ btRating: null, btInterval: null });
  });

  it('filters by workspace and pages', async () => {
    expect(titles(await leaderboard(`?workspaceId=${workspaces['Audio lab']}`))).toEqual(['Mixup']);
    const page = await leaderboard('?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, totalPages: 2, hasPrevious: true });
    expect(page.items.map((row: { rank: number }) => row.rank)).toEqual([3]);
  });

  it("shows nobody else's ideas", async () => {
    const bob = await signIn(t.app);
    expect(await leaderboard('', bob)).toMatchObject({ total: 0, items: [] });
    expect((await leaderboard(`?workspaceId=${workspaces['Audio lab']}`, bob)).total).toBe(0);
  });
});

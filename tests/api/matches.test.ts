import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { matches } from '../../server/db/schema/ideas';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember } from '../support/api/members';

// The auditable tournament (docs/product.md, "Matches"): a finished offline session's matches,
// read back as a researcher checks them: both orders' readings with their reasons, a debate's
// turns, Elo before and after that chain from match to match, filters, pages, exports, and the
// same 404 for someone outside the workspace as for a missing session.

interface Side {
  id: string;
  title: string;
  rank: number | null;
  eloBefore: number;
  eloAfter: number;
}
interface Match {
  id: string;
  round: number;
  batch: number;
  format: 'single' | 'debate';
  judge: 'agent' | 'human';
  weight: number;
  agreement: 'agreed' | 'split';
  winner: 'a' | 'b' | null;
  ideaA: Side;
  ideaB: Side;
  readings: { order: string; verdict: string; reason: string; turns: { speaker: string; text: string }[] }[];
  reason: string | null;
}
interface Page {
  items: Match[];
  total: number;
  page: number;
  totalPages: number;
  hasMore: boolean;
}

let t: TestApp;
let ada: SignedIn;
let ben: SignedIn;
let vic: SignedIn;
let sessionId: string;
let all: Match[];

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const page = async (who: SignedIn, query: string) => {
  const response = await get(who, `/v1/sessions/${sessionId}/matches?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

beforeAll(async () => {
  t = await createTestApp();
  [ada, ben, vic] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
  const ids = await createGoal(t.app, ada);
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 6, rounds: 2 })).id;
  expect((await waitForSession(t.app, ada, sessionId, undefined, 60_000)).status).toBe('completed');
  await addMember(t.db, ids.workspaceId, vic.user.id, 'viewer');
  all = (await page(ada, 'pageSize=100')).items;
}, 90_000);

afterAll(() => t.close());

describe('GET /v1/sessions/{id}/matches', () => {
  it("lists every match with both orders' readings, the verdict and Elo before and after", () => {
    expect(all.length).toBeGreaterThan(4);
    for (const m of all) {
      expect(m.judge).toBe('agent');
      expect(m.weight).toBe(1);
      expect(m.ideaA.title).not.toBe('');
      expect(m.readings.map((r) => r.order)).toEqual(['ab', 'ba']);
      for (const r of m.readings) expect(r.reason).toMatch(/preferred on the plan's criteria|Too close to call/);
      expect(m.agreement).toBe(m.readings[0].verdict === m.readings[1].verdict ? 'agreed' : 'split');
      if (m.agreement === 'split') expect(m.winner).toBeNull();
      // The winner gains what the loser loses.
      expect(m.ideaA.eloAfter - m.ideaA.eloBefore).toBeCloseTo(m.ideaB.eloBefore - m.ideaB.eloAfter, 0);
    }
    // Newest round first.
    expect(all.map((m) => m.round)).toEqual([...all.map((m) => m.round)].sort((a, b) => b - a));
  });

  it("shows a debate's turns before the judge's word, and none for a single comparison", () => {
    const debate = all.find((m) => m.format === 'debate');
    expect(debate).toBeDefined();
    expect(debate!.readings[0].turns.length).toBeGreaterThanOrEqual(2);
    expect(debate!.readings[0].turns[0].speaker).toBe('Advocate for the first idea');
    for (const single of all.filter((m) => m.format === 'single')) expect(single.readings[0].turns).toEqual([]);
  });

  it('ranks each idea as the ideas list does', async () => {
    const ideas = await get(ada, `/v1/ideas/session/${sessionId}?pageSize=100`);
    const rankOf = new Map((ideas.json().items as { id: string }[]).map((idea, i) => [idea.id, i + 1]));
    for (const m of all) expect(m.ideaA.rank).toBe(rankOf.get(m.ideaA.id) ?? null);
  });

  it('pages through the matches without losing or repeating one', async () => {
    const seen: string[] = [];
    for (let p = 1; ; p += 1) {
      const body = await page(ada, `page=${p}&pageSize=3`);
      expect(body.total).toBe(all.length);
      seen.push(...body.items.map((m) => m.id));
      if (!body.hasMore) break;
    }
    expect(seen).toEqual(all.map((m) => m.id));
  });

  it('filters by round, idea and agreement', async () => {
    const second = await page(ada, 'round=2&pageSize=100');
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.every((m) => m.round === 2)).toBe(true);
    const ideaId = all[0].ideaA.id;
    const played = await page(ada, `ideaId=${ideaId}&pageSize=100`);
    expect(played.items.map((m) => m.id)).toEqual(
      all.filter((m) => m.ideaA.id === ideaId || m.ideaB.id === ideaId).map((m) => m.id),
    );
    const agreed = await page(ada, 'agreement=agreed&pageSize=100');
    const split = await page(ada, 'agreement=split&pageSize=100');
    expect(agreed.items.every((m) => m.agreement === 'agreed')).toBe(true);
    expect(split.items.every((m) => m.agreement === 'split')).toBe(true);
    expect(agreed.total + split.total).toBe(all.length);
  });

  it("tells a researcher's verdict from the agents' with the judge filter", async () => {
    const [a, b] = [all[0].ideaA, all[0].ideaB];
    await t.db.insert(matches).values({
      sessionId,
      userId: ada.user.id,
      ideaA: a.id,
      ideaB: b.id,
      winner: a.id,
      verdictAb: 'a',
      verdictBa: 'a',
      format: 'single',
      transcript: { ab: [], ba: [] },
      round: 2,
      batch: 1,
      eloABefore: a.eloAfter,
      eloBBefore: b.eloAfter,
      eloAAfter: a.eloAfter + 40,
      eloBAfter: b.eloAfter - 40,
      judge: 'human',
      weight: 3,
      judgedBy: ada.user.id,
      reason: 'The first needs no animal work.',
    });
    const human = await page(ada, 'judge=human');
    expect(human.items).toHaveLength(1);
    expect(human.items[0]).toMatchObject({ judge: 'human', weight: 3, readings: [], winner: 'a' });
    expect(human.items[0].reason).toBe('The first needs no animal work.');
    expect((await page(ada, 'judge=agent&pageSize=100')).total).toBe(all.length);
  });

  it('lets a viewer of the workspace read the matches', async () => {
    expect((await page(vic, 'pageSize=1')).total).toBeGreaterThan(0);
  });

  it('answers a stranger and a missing session with the same 404', async () => {
    const stranger = await get(ben, `/v1/sessions/${sessionId}/matches`);
    const missing = await get(ada, '/v1/sessions/00000000-0000-4000-8000-000000000000/matches');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect(stranger.json()).toEqual(errorOf(/session/i, 'not_found'));
  });

  it('refuses a round outside the contract with a plain message', async () => {
    const response = await get(ada, `/v1/sessions/${sessionId}/matches?round=21`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error.message).toMatch(/round/i);
  });
});

describe('GET /v1/ideas/{id}/matches', () => {
  it("lists the idea's matches and its Elo after each, from the rating it entered with", async () => {
    const ideaId = all[0].ideaB.id;
    const response = await get(vic, `/v1/ideas/${ideaId}/matches?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Page & { eloHistory: { match: number; round: number; elo: number }[] };
    const played = body.items.filter((m) => m.judge === 'agent');
    expect(played.map((m) => m.id)).toEqual(
      all.filter((m) => m.ideaA.id === ideaId || m.ideaB.id === ideaId).map((m) => m.id),
    );
    const history = body.eloHistory;
    expect(history[0]).toMatchObject({ match: 0, elo: 1200 });
    expect(history).toHaveLength(body.total + 1);
    // Oldest first: the last point is the Elo after its newest match.
    const newest = body.items[0];
    expect(history.at(-1)!.elo).toBe(newest.ideaA.id === ideaId ? newest.ideaA.eloAfter : newest.ideaB.eloAfter);
  });

  it('answers a stranger with the same 404 as a missing idea', async () => {
    const stranger = await get(ben, `/v1/ideas/${all[0].ideaA.id}/matches`);
    const missing = await get(ada, '/v1/ideas/00000000-0000-4000-8000-000000000000/matches');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect(stranger.json()).toEqual(errorOf(/idea/i, 'not_found'));
  });
});

describe('GET /v1/sessions/{id}/matches/export', () => {
  it('downloads a CSV a spreadsheet reads: one row per match, both readings and Elo', async () => {
    const response = await get(ada, `/v1/sessions/${sessionId}/matches/export?format=csv&judge=agent`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="matches-session-.*\.csv"/);
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(all.length);
    const [first] = parsed.data;
    expect(first.matchId).toBe(all[0].id);
    expect(first.ideaA).toBe(all[0].ideaA.title);
    expect(first.reasonAFirst).toBe(all[0].readings[0].reason);
    expect(Number(first.eloAAfter)).toBe(all[0].ideaA.eloAfter);
  });

  it('downloads JSON with the list items in full, filters applied', async () => {
    const response = await get(ada, `/v1/sessions/${sessionId}/matches/export?format=json&round=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.json"/);
    const body = JSON.parse(response.body) as { sessionId: string; items: Match[] };
    expect(body.sessionId).toBe(sessionId);
    expect(body.items.map((m) => m.id)).toEqual(all.filter((m) => m.round === 1).map((m) => m.id));
    expect(body.items[0].readings).toHaveLength(2);
  });

  it('refuses a stranger with 404 and an unknown format with 400', async () => {
    expect((await get(ben, `/v1/sessions/${sessionId}/matches/export?format=csv`)).statusCode).toBe(404);
    expect((await get(ada, `/v1/sessions/${sessionId}/matches/export?format=xlsx`)).statusCode).toBe(400);
  });
});

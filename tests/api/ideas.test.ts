import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { matches } from '../../server/db/schema/ideas';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { transcriptOf } from '../../server/engine/engine-store';

let t: TestApp;
let ada: SignedIn;
let ids: { workspaceId: string; goalId: string };
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  ids = await createGoal(t.app, ada);
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 4, rounds: 2 })).id;
  await waitForSession(t.app, ada, sessionId);
});
afterAll(() => t.close());

interface IdeaBody {
  id: string;
  status: string;
  eloRating: number;
  parentIds: string[];
  strategy: string;
  [key: string]: unknown;
}
const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });
/** A user's idea added to the session: it starts generated. */
const newIdea = async (title: string): Promise<IdeaBody> =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${ids.goalId}`,
      headers: ada.headers,
      payload: { title },
    })
  ).json();
const list = async (): Promise<IdeaBody[]> => (await get(`/v1/ideas/session/${sessionId}?pageSize=100`)).json().items;

describe('session ideas', () => {
  it('lists a page sorted by Elo, every idea with the spec fields and scores in 0–1', async () => {
    const page = (await get(`/v1/ideas/session/${sessionId}?page=1&pageSize=3`)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 3, hasPrevious: false });
    expect(page.items).toHaveLength(3);
    const all = await list();
    expect(all.length).toBe(page.total);
    expect(all.map((i) => i.eloRating)).toEqual([...all.map((i) => i.eloRating)].sort((a, b) => b - a));
    for (const idea of all) {
      expect(idea).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        summary: expect.any(String),
        status: 'reviewed',
        sessionId,
        ideaFullPath: `workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${sessionId}/ideas/${idea.id}`,
        engine: 'offline',
        matchRecord: { wins: expect.any(Number), losses: expect.any(Number), draws: expect.any(Number) },
      });
      for (const score of ['noveltyScore', 'correctnessScore', 'feasibilityScore']) {
        expect(idea[score]).toBeGreaterThanOrEqual(0);
        expect(idea[score]).toBeLessThanOrEqual(1);
      }
      const details = idea.details as Record<string, unknown>;
      expect(details).toMatchObject({
        methodology: expect.arrayContaining([expect.any(String)]),
        expectedOutcomes: expect.arrayContaining([expect.any(String)]),
        resources: expect.arrayContaining([
          { name: expect.any(String), type: expect.any(String), cost: expect.any(Number) },
        ]),
        timeline: { totalDuration: expect.any(Number) },
        risks: expect.arrayContaining([{ risk: expect.any(String), probability: expect.any(Number) }]),
        feasibilityAnalysis: { overall: expect.any(Number) },
      });
      expect(idea.btInterval).toEqual([expect.any(Number), expect.any(Number)]);
    }
  });

  it('carries parentIds on evolved ideas, naming ideas of the same session', async () => {
    const all = await list();
    const known = new Set(all.map((i) => i.id));
    const evolved = all.filter((i) => i.strategy.startsWith('evolve_'));
    expect(evolved.length).toBeGreaterThan(0);
    for (const child of evolved) {
      expect(child.parentIds.length).toBeGreaterThan(0);
      // A parent may have been merged away as a near-duplicate, but it is still this session's.
      for (const parent of child.parentIds) {
        const found = await get(`/v1/ideas/${parent}`);
        expect(found.json().sessionId).toBe(sessionId);
        if (!known.has(parent)) expect(found.json().duplicateOf).toEqual(expect.any(String));
      }
    }
  });

  it('answers one idea with its reviews and match record when scoring is asked for', async () => {
    const [top] = await list();
    const plain = (await get(`/v1/ideas/${top.id}`)).json();
    expect(plain).not.toHaveProperty('reviews');
    const scored = (await get(`/v1/ideas/${top.id}?include_scoring_data=true`)).json();
    const types = scored.reviews.map((r: { type: string }) => r.type);
    const pipeline = ['initial', 'full', 'deep_verification', 'observation', 'simulation', 'tournament'];
    for (const type of pipeline) expect(types).toContain(type);
    // Read as written: round by round, and within a round in the pipeline's order.
    const order = scored.reviews.map((r: { round: number; type: string }) => [r.round, pipeline.indexOf(r.type)]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    for (const review of scored.reviews) {
      expect(review.score).toBeGreaterThanOrEqual(0);
      expect(review.score).toBeLessThanOrEqual(5);
      expect(review.text.length).toBeGreaterThan(10);
    }
    expect(scored.matchRecord.wins + scored.matchRecord.losses + scored.matchRecord.draws).toBeGreaterThan(0);
  });

  it('stores every match judged in both orders, with its transcript and Elo before and after', async () => {
    const rows = await t.db.select().from(matches).where(eq(matches.sessionId, sessionId));
    expect(rows.length).toBeGreaterThan(0);
    for (const m of rows) {
      expect(['a', 'b', 'draw']).toContain(m.verdictAb);
      expect(['a', 'b', 'draw']).toContain(m.verdictBa);
      // Disagreeing orders are a draw; an agreed verdict names its winner.
      if (m.verdictAb !== m.verdictBa || m.verdictAb === 'draw') expect(m.winner).toBeNull();
      else expect(m.winner).toBe(m.verdictAb === 'a' ? m.ideaA : m.ideaB);
      const transcript = transcriptOf(m);
      expect(transcript.ab.length).toBeGreaterThan(0);
      expect(transcript.ba.length).toBeGreaterThan(0);
      expect(m.eloAAfter - m.eloABefore).toBeCloseTo(-(m.eloBAfter - m.eloBBefore), 6);
      if (m.format === 'debate') expect(transcript.ab.length).toBeGreaterThanOrEqual(3);
    }
    expect(rows.some((m) => m.format === 'debate')).toBe(true);
  });
});

describe('refreshing an idea', () => {
  it('re-runs its reviews, keeps the old ones, and records it', async () => {
    const [top] = await list();
    const before = (await get(`/v1/ideas/${top.id}?include_scoring_data=true`)).json().reviews.length;
    const refreshed = await t.app.inject({ method: 'POST', url: `/v1/ideas/${top.id}/refresh`, headers: ada.headers });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().reviews.length).toBe(before + 5);
    const rows = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, top.id), eq(activityLogs.action, 'idea.refreshed')));
    expect(rows).toHaveLength(1);
  });

  it.each(['not-a-uuid', '1234'])('answers the spec’s message for the malformed id %s', async (bad) => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/ideas/${bad}/refresh`, headers: ada.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('Invalid idea ID format (UUID expected)', 'validation_error'));
  });
});

describe('a researcher’s own idea', () => {
  it('enters the goal’s current session at 1200, recorded', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${ids.goalId}`,
      headers: ada.headers,
      payload: {},
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      sessionId,
      eloRating: 1200,
      status: 'generated',
      strategy: 'user',
      title: expect.stringContaining('My idea for'),
    });
    const titled = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${ids.goalId}`,
      headers: ada.headers,
      payload: { title: 'Nurse-led phone follow-up', summary: 'Calls at 2, 7 and 30 days' },
    });
    expect(titled.json()).toMatchObject({ title: 'Nurse-led phone follow-up', summary: 'Calls at 2, 7 and 30 days' });
    const rows = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, ada.user.id), eq(activityLogs.action, 'idea.created')));
    expect(rows.length).toBe(2);
  });

  it('needs a session to join', async () => {
    const fresh = await createGoal(t.app, ada);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${fresh.goalId}`,
      headers: ada.headers,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('the idea lifecycle', () => {
  it('selects a reviewed idea and archives it, and refuses a forbidden move with 409', async () => {
    const [, second] = await list();
    const url = `/v1/ideas/${second.id}/select`;
    const selected = await t.app.inject({ method: 'PATCH', url, headers: ada.headers });
    expect(selected.json()).toMatchObject({ id: second.id, status: 'selected' });
    const archived = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ada.headers,
      payload: { status: 'archived' },
    });
    expect(archived.json().status).toBe('archived');
    const log = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, second.id), eq(activityLogs.action, 'idea.status_changed')));
    expect(log.map((r) => (r.metadata as Record<string, unknown>).to)).toEqual(
      expect.arrayContaining(['selected', 'archived']),
    );
  });

  it('unselects a selected idea back to reviewed, and refuses unselecting one that is not selected', async () => {
    const url = `/v1/ideas/${(await newIdea('Unselect me')).id}/select`;
    const change = (status: string) =>
      t.app.inject({ method: 'PATCH', url, headers: ada.headers, payload: { status } });
    expect((await change('reviewed')).json().status).toBe('reviewed');
    expect((await change('selected')).json().status).toBe('selected');
    const unselected = await change('reviewed');
    expect(unselected.statusCode).toBe(200);
    expect(unselected.json().status).toBe('reviewed');
    expect((await change('selected')).json().status).toBe('selected');
    expect((await change('reviewed')).json().status).toBe('reviewed');
    const twice = await change('generated');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(
      errorOf('An idea cannot move from reviewed to generated; allowed: selected, archived', 'conflict'),
    );
  });

  it('unarchives an idea back to the status it was archived from, and only there', async () => {
    const fifth = await newIdea('Archive me');
    const url = `/v1/ideas/${fifth.id}/select`;
    const change = (status: string) =>
      t.app.inject({ method: 'PATCH', url, headers: ada.headers, payload: { status } });
    expect((await change('reviewed')).json().status).toBe('reviewed');
    expect((await change('selected')).json().status).toBe('selected');
    expect((await change('archived')).json().status).toBe('archived');
    const elsewhere = await change('reviewed');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual(
      errorOf('An archived idea returns only to the status it was archived from: selected', 'conflict'),
    );
    const back = await change('selected');
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('selected');
    const log = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, fifth.id), eq(activityLogs.action, 'idea.status_changed')));
    expect(log.map((r) => (r.metadata as Record<string, unknown>).from)).toContain('archived');
  });

  it('refuses a status change to converted: only converting the idea gets it there', async () => {
    const [, , third] = await list();
    const url = `/v1/ideas/${third.id}/select`;
    expect((await t.app.inject({ method: 'PATCH', url, headers: ada.headers })).json().status).toBe('selected');
    const converted = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ada.headers,
      payload: { status: 'converted' },
    });
    expect(converted.statusCode).toBe(409);
    expect(converted.json()).toEqual(errorOf('An idea becomes converted only by converting it', 'conflict'));
    expect((await get(`/v1/ideas/${third.id}`)).json().status).toBe('selected');
    const log = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, third.id), eq(activityLogs.action, 'idea.status_changed')));
    expect(log).toHaveLength(1);
  });
});

describe('idea ownership', () => {
  it('hides another user’s ideas and sessions behind 404s', async () => {
    const bob = await signIn(t.app);
    const [top] = await list();
    expect((await get(`/v1/ideas/${top.id}`, bob)).json()).toEqual(errorOf('Idea not found', 'not_found'));
    expect((await get(`/v1/ideas/session/${sessionId}`, bob)).json()).toEqual(
      errorOf('Session not found', 'not_found'),
    );
    for (const request of [
      { method: 'POST' as const, url: `/v1/ideas/${top.id}/refresh` },
      { method: 'PATCH' as const, url: `/v1/ideas/${top.id}/select` },
    ]) {
      const response = await t.app.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/create-for-goal/${ids.goalId}`,
      headers: bob.headers,
    });
    expect(create.json()).toEqual(errorOf('Goal not found', 'not_found'));
  });
});

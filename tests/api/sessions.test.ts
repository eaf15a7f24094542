import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { ideas, matches, reviews } from '../../server/db/schema/ideas';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type TestApp } from '../support/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an offline session', () => {
  it('starts, runs every phase to completed, and reports progress', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const started = await startSession(t.app, ada, ids);
    expect(started).toMatchObject({
      id: expect.any(String),
      status: 'queued',
      sessionFullPath: `workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${started.id}`,
      instanceFullPath: `instances/co-scientist/sessions/${started.id}`,
      engine: 'offline',
    });
    const goal = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`,
        headers: ada.headers,
      })
    ).json();
    expect(goal).toMatchObject({ status: 'generating_ideas', currentSessionId: started.id, sessionId: started.id });

    const done = await waitForSession(t.app, ada, started.id);
    expect(done.status).toBe('completed');
    expect(done.progress).toMatchObject({ phase: 'completed', round: 2, percent: 100, engine: 'offline', rounds: 2 });
    expect(done.progress.counts.ideas).toBeGreaterThanOrEqual(4);
    expect(done.progress.counts.matches).toBeGreaterThan(0);
    // The offline engine calls no model: no calls, no tokens, as the agents page counts them.
    expect(done.progress).toMatchObject({ modelCalls: 0, tokens: 0 });
    // Sections in Markdown, the leading ideas linked to their pages; round 2 says what changed.
    expect(done.overview).toEqual(expect.stringContaining('## Leading ideas'));
    expect(done.overview).toEqual(expect.stringContaining(`](/workspaces/${ids.workspaceId}/ideas/`));
    expect(done.metaReview).toMatch(/^## Since round 1\n/);
    expect(done.metrics).toMatchObject({
      eloByRound: [{ round: 1 }, { round: 2 }],
      dedupRate: expect.any(Number),
      judgeAgreement: expect.any(Number),
    });

    const progress = await t.app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${started.id}/progress`,
      headers: ada.headers,
    });
    expect(progress.json()).toMatchObject({
      sessionId: started.id,
      status: 'completed',
      phase: 'completed',
      percent: 100,
      counts: done.progress.counts,
    });

    const log = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, ada.user.id), eq(activityLogs.entityId, started.id)));
    const actions = log.map((r) => r.action);
    for (const action of [
      'session.created',
      'session.started',
      'session.planned',
      'session.ideas_generated',
      'session.ideas_reviewed',
      'session.proximity_checked',
      'session.matches_played',
      'session.ideas_evolved',
      'session.meta_reviewed',
      'session.completed',
    ]) {
      expect(actions).toContain(action);
    }
    expect(
      log.every(
        (r) =>
          r.entityType === 'session' &&
          (r.metadata as Record<string, unknown>).workspaceId === ids.workspaceId &&
          (r.metadata as Record<string, unknown>).goalId === ids.goalId,
      ),
    ).toBe(true);
  });

  it('gives the same goal the same ideas (deterministic offline engine)', async () => {
    const ada = await signIn(t.app);
    const titles = [];
    for (let i = 0; i < 2; i++) {
      const ids = await createGoal(t.app, ada);
      const { id } = await startSession(t.app, ada, ids, { numberOfIdeas: 3, rounds: 1 });
      await waitForSession(t.app, ada, id);
      const rows = await t.db.select().from(ideas).where(eq(ideas.sessionId, id));
      titles.push(rows.map((r) => r.title).sort());
    }
    expect(titles[0]).toEqual(titles[1]);
  });

  it('lists the workspace sessions with their stats', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const { id } = await startSession(t.app, ada, ids, { numberOfIdeas: 3, rounds: 1 });
    await waitForSession(t.app, ada, id);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/workspaces/${ids.workspaceId}/sessions?includeResourcePaths=true`,
        headers: ada.headers,
      })
    ).json();
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.items[0]).toMatchObject({
      id,
      status: 'completed',
      goalId: ids.goalId,
      sessionName: expect.stringMatching(
        /^Reduce hospital readmissions for heart failure patients — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
      ),
      stats: { numIdeas: expect.any(Number), avgEloRating: expect.any(Number) },
      sessionFullPath: expect.stringContaining(id),
    });
    expect(list.items[0].stats.numIdeas).toBeGreaterThan(0);
    const goals = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/workspaces/${ids.workspaceId}/goals?includeEnhancedDetails=true&includeScoringData=true`,
        headers: ada.headers,
      })
    ).json();
    expect(goals.items[0]).toMatchObject({
      session: { id, status: 'completed', engine: 'offline', percent: 100 },
      scoringSummary: { numIdeas: list.items[0].stats.numIdeas },
    });
  });
});

describe('the safety screen', () => {
  it('fails a session whose goal it refuses, before any idea, with an error row', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada, {
      title: 'Weaponize a pathogen',
      description: 'Enhance the transmissibility of influenza',
    });
    const { id } = await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
    const done = await waitForSession(t.app, ada, id);
    expect(done).toMatchObject({ status: 'failed', error: expect.stringContaining('did not pass the safety screen') });
    expect(done.progress.counts.ideas).toBe(0);
    const errors = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.level, 'error')));
    expect(errors.map((r) => r.action)).toEqual(['session.failed']);
  });
});

describe('cancelling', () => {
  it('stops the pipeline at the next step; the status is cancelled and stays so', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const { id } = await startSession(t.app, ada, ids, { numberOfIdeas: 4, rounds: 20 });
    await waitForSession(t.app, ada, id, (s) => s.progress.counts.matches > 0);
    const cancelled = await t.app.inject({ method: 'POST', url: `/v1/sessions/${id}/cancel`, headers: ada.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled' });
    const counts = async () => ({
      ideas: (await t.db.select().from(ideas).where(eq(ideas.sessionId, id))).length,
      matches: (await t.db.select().from(matches).where(eq(matches.sessionId, id))).length,
      reviews: (await t.db.select().from(reviews).where(eq(reviews.sessionId, id))).length,
    });
    const before = await counts();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counts()).toEqual(before);
    expect((await waitForSession(t.app, ada, id)).status).toBe('cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/v1/sessions/${id}/cancel`, headers: ada.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('The session has already finished', 'conflict'));
  });
});

describe('session validation and ownership', () => {
  it('refuses a goalId other than the path’s, and a second start while one runs', async () => {
    const ada = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const url = `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/start`;
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: ada.headers,
      payload: { goalId: ids.workspaceId, answerGenerationMode: 'IDEA_FORGE' },
    });
    expect(wrong.json()).toEqual(errorOf('goalId: must match the goal in the path', 'validation_error'));
    const mode = await t.app.inject({
      method: 'POST',
      url,
      headers: ada.headers,
      payload: { goalId: ids.goalId, answerGenerationMode: 'OTHER' },
    });
    expect(mode.json()).toEqual(errorOf('answerGenerationMode: must be one of IDEA_FORGE', 'validation_error'));
    const running = await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 20 });
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: ada.headers,
      payload: { goalId: ids.goalId, answerGenerationMode: 'IDEA_FORGE' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(errorOf('A session is already running for this goal', 'conflict'));
    await t.app.inject({ method: 'POST', url: `/v1/sessions/${running.id}/cancel`, headers: ada.headers });
  });

  it('hides another user’s sessions', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const ids = await createGoal(t.app, ada);
    const { id } = await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
    const NOT_FOUND = errorOf('Session not found', 'not_found');
    for (const request of [
      { method: 'GET' as const, url: `/v1/sessions/${id}` },
      { method: 'POST' as const, url: `/v1/sessions/${id}/cancel` },
      { method: 'GET' as const, url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${id}/progress` },
    ]) {
      const response = await t.app.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const start = await t.app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/start`,
      headers: bob.headers,
      payload: { goalId: ids.goalId, answerGenerationMode: 'IDEA_FORGE' },
    });
    expect(start.json()).toEqual(errorOf('Goal not found', 'not_found'));
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ids.workspaceId}/sessions`,
      headers: bob.headers,
    });
    expect(list.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    await waitForSession(t.app, ada, id);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const workspace = async (who: SignedIn) =>
  (await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: who.headers, payload: { name: 'Lab' } })).json()
    .id as string;
const createGoal = (who: SignedIn, workspaceId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/workspaces/${workspaceId}/goals`, headers: who.headers, payload });
const goalActivity = (who: SignedIn) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, who.user.id), eq(activityLogs.entityType, 'goal')));

describe('goal CRUD', () => {
  it('creates, reads and updates a goal, logging each change', async () => {
    const ada = await signIn(t.app);
    const wid = await workspace(ada);
    const created = await createGoal(ada, wid, {
      title: '  Cheaper perovskite cells ',
      description: 'Stability above 1000 hours',
      parameters: { domain: 'materials' },
      workspaceId: wid,
    });
    expect(created.statusCode).toBe(201);
    const goal = created.json();
    expect(goal).toEqual({
      id: expect.any(String),
      title: 'Cheaper perovskite cells',
      description: 'Stability above 1000 hours',
      workspaceId: wid,
      userId: ada.user.id,
      status: 'draft',
      parameters: { domain: 'materials' },
      currentSessionId: null,
      sessionId: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: goal.createdAt,
    });
    const url = `/v1/workspaces/${wid}/goals/${goal.id}`;
    // The single read adds who created it and the reader's role (decision 013, §3 and §5).
    expect((await t.app.inject({ method: 'GET', url, headers: ada.headers })).json()).toEqual({
      ...goal,
      createdBy: { id: ada.user.id, name: ada.user.name },
      role: 'owner',
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ada.headers,
      payload: { title: 'Stable perovskites', parameters: {} },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: goal.id,
      title: 'Stable perovskites',
      description: 'Stability above 1000 hours',
      parameters: {},
    });

    const rows = await goalActivity(ada);
    expect(rows.map((r) => r.action).sort()).toEqual(['goal.created', 'goal.updated']);
    expect(rows.find((r) => r.action === 'goal.created')).toMatchObject({
      entityId: goal.id,
      level: 'info',
      message: "Created goal 'Cheaper perovskite cells'",
      metadata: { workspaceId: wid },
    });
    expect(rows.find((r) => r.action === 'goal.updated')?.metadata).toEqual({
      workspaceId: wid,
      fields: ['parameters', 'title'],
    });
  });

  it('lists newest first in the paged shape; the include flags add session, scoring and paths', async () => {
    const ada = await signIn(t.app);
    const wid = await workspace(ada);
    for (const title of ['one', 'two', 'three']) await createGoal(ada, wid, { title });
    const page = (
      await t.app.inject({ method: 'GET', url: `/v1/workspaces/${wid}/goals?skip=1&limit=1`, headers: ada.headers })
    ).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 1, totalPages: 3, hasMore: true, hasPrevious: true });
    expect(page.items.map((g: { title: string }) => g.title)).toEqual(['two']);

    const flags = 'includeEnhancedDetails=true&includeScoringData=true&includeResourcePaths=true';
    const all = (
      await t.app.inject({ method: 'GET', url: `/v1/workspaces/${wid}/goals?${flags}`, headers: ada.headers })
    ).json();
    expect(all.items.map((g: { title: string }) => g.title)).toEqual(['three', 'two', 'one']);
    expect(all.items[0]).toMatchObject({
      session: null,
      scoringSummary: { numIdeas: 0, avgEloRating: 0, topEloRating: 0 },
      goalFullPath: `workspaces/${wid}/goals/${all.items[0].id}`,
      sessionFullPath: null,
    });
    const plain = (
      await t.app.inject({ method: 'GET', url: `/v1/workspaces/${wid}/goals`, headers: ada.headers })
    ).json();
    expect(plain.items[0]).not.toHaveProperty('scoringSummary');
  });
});

describe('goal validation', () => {
  it.each([
    ['a missing title', { description: 'x' }, 'title: is required'],
    ['a blank title', { title: '   ' }, 'title: must not be blank'],
    ['an unknown field', { title: 'x', colour: 'red' }, 'colour: is not an allowed field'],
    ['a malformed workspaceId', { title: 'x', workspaceId: 'nope' }, 'workspaceId: must be a valid UUID'],
  ])('answers 400 for %s and writes nothing', async (_label, payload, message) => {
    const ada = await signIn(t.app);
    const wid = await workspace(ada);
    const response = await createGoal(ada, wid, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(message, 'validation_error'));
    expect(await goalActivity(ada)).toHaveLength(0);
  });

  it('refuses a body workspaceId other than the path’s', async () => {
    const ada = await signIn(t.app);
    const wid = await workspace(ada);
    const other = await workspace(ada);
    const response = await createGoal(ada, wid, { title: 'x', workspaceId: other });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('workspaceId: must match the workspace in the path', 'validation_error'));
  });

  it('refuses an empty patch', async () => {
    const ada = await signIn(t.app);
    const wid = await workspace(ada);
    const { id } = (await createGoal(ada, wid, { title: 'x' })).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${wid}/goals/${id}`,
      headers: ada.headers,
      payload: {},
    });
    expect(response.json()).toEqual(errorOf('body: must contain at least 1 field', 'validation_error'));
  });
});

describe('goal ownership', () => {
  it('hides another user’s goals and workspaces behind the same 404s', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const wid = await workspace(ada);
    const { id } = (await createGoal(ada, wid, { title: 'Private' })).json();
    const goalUrl = `/v1/workspaces/${wid}/goals/${id}`;
    for (const request of [
      { method: 'GET' as const, url: goalUrl },
      { method: 'PATCH' as const, url: goalUrl, payload: { title: 'Taken' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Goal not found', 'not_found'));
    }
    for (const request of [
      { method: 'GET' as const, url: `/v1/workspaces/${wid}/goals` },
      { method: 'POST' as const, url: `/v1/workspaces/${wid}/goals`, payload: { title: 'Into yours' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    }
    // A goal read through a workspace it does not belong to is not found either.
    const bobs = await workspace(bob);
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/v1/workspaces/${bobs}/goals/${id}`,
      headers: bob.headers,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

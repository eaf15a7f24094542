import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../server/activity/mutate';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let workspaceId: string;
let between: string;

// Ada: a sign-in, a workspace created then updated, and one warning; Bob: a sign-in and a workspace.
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  const post = (who: SignedIn, name: string) =>
    t.app
      .inject({ method: 'POST', url: '/v1/workspaces', headers: who.headers, payload: { name } })
      .then((r) => r.json().id as string);
  workspaceId = await post(ada, 'Alpha');
  await new Promise((resolve) => setTimeout(resolve, 20));
  between = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await t.app.inject({
    method: 'PATCH',
    url: `/v1/workspaces/${workspaceId}`,
    headers: ada.headers,
    payload: { description: 'd' },
  });
  await mutate(t.db, ada.user, async (_tx, record) =>
    record({
      entityType: 'session',
      entityId: 'sess-1',
      action: 'session.failed',
      level: 'warning',
      message: 'Model timed out',
      metadata: { attempt: 2 },
    }),
  );
  await post(bob, 'Bravo');
});
afterAll(() => t.close());

const logs = (who: SignedIn, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/logs${query}`, headers: who.headers });

describe('GET /v1/logs', () => {
  it('answers only the user’s own activity, newest first, with the total', async () => {
    const body = (await logs(ada)).json();
    expect(body.total).toBe(4);
    expect(body.items.map((r: { action: string }) => r.action)).toEqual([
      'session.failed',
      'workspace.updated',
      'workspace.created',
      'auth.signed_in',
    ]);
    expect(body.items.every((r: { userId: string }) => r.userId === ada.user.id)).toBe(true);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      entityType: 'session',
      entityId: 'sess-1',
      userId: ada.user.id,
      actor: { id: ada.user.id, name: ada.user.name },
      action: 'session.failed',
      level: 'warning',
      message: 'Model timed out',
      metadata: { attempt: 2 },
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it.each([
    ['?entityType=workspace', ['workspace.updated', 'workspace.created']],
    [`?entityType=workspace&entityId=WS`, ['workspace.updated', 'workspace.created']],
    ['?action=workspace.created', ['workspace.created']],
    ['?level=warning', ['session.failed']],
    ['?startDate=BETWEEN', ['session.failed', 'workspace.updated']],
    ['?endDate=BETWEEN', ['workspace.created', 'auth.signed_in']],
  ])('filters by %s', async (query, actions) => {
    const body = (
      await logs(ada, query.replace('WS', workspaceId).replace('BETWEEN', encodeURIComponent(between)))
    ).json();
    expect(body.items.map((r: { action: string }) => r.action)).toEqual(actions);
    expect(body.total).toBe(actions.length);
  });

  it('pages with limit and offset while the total stays whole', async () => {
    const body = (await logs(ada, '?limit=2&offset=1')).json();
    expect(body.total).toBe(4);
    expect(body.items.map((r: { action: string }) => r.action)).toEqual(['workspace.updated', 'workspace.created']);
  });

  it('shows nothing of another user even when asked by userId', async () => {
    const body = (await logs(ada, `?userId=${bob.user.id}`)).json();
    expect(body).toEqual({ items: [], total: 0 });
    expect((await logs(ada, `?userId=${ada.user.id}`)).json().total).toBe(4);
    const bobs = (await logs(bob)).json();
    expect(bobs.total).toBe(2);
    expect(bobs.items.some((r: { entityId: string }) => r.entityId === workspaceId)).toBe(false);
  });

  it('validates filters, naming the parameter', async () => {
    const level = await logs(ada, '?level=fatal');
    expect(level.statusCode).toBe(400);
    expect(level.json()).toEqual(errorOf('level: must be one of debug, info, warning, error', 'validation_error'));
    const date = await logs(ada, '?startDate=yesterday');
    expect(date.json()).toEqual(errorOf('startDate: must be an ISO 8601 date-time', 'validation_error'));
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/logs' });
    expect(response.statusCode).toBe(401);
  });
});

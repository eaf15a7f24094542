import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { workspaceMembers } from '../../server/db/schema/members';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: who.headers, payload: payload as object });
const membersOf = (workspaceId: string) =>
  t.db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      addedBy: workspaceMembers.addedBy,
      addedAt: workspaceMembers.addedAt,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
const activityOf = (who: SignedIn) =>
  t.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.userId, who.user.id))
    .then((rows) => rows.filter((r) => r.entityType === 'workspace'));

describe('workspace CRUD', () => {
  it('creates, reads, updates and deletes, each mutation logging exactly one row', async () => {
    const ada = await signIn(t.app);
    const created = await create(ada, {
      name: '  Protein folding ',
      description: 'Why it folds',
      metadata: { tags: ['bio'], nested: { a: 1 } },
    });
    expect(created.statusCode).toBe(201);
    const workspace = created.json();
    expect(workspace).toEqual({
      id: expect.any(String),
      name: 'Protein folding',
      description: 'Why it folds',
      userId: ada.user.id,
      status: 'active',
      metadata: { tags: ['bio'], nested: { a: 1 } },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: workspace.createdAt,
      role: 'owner',
    });

    const read = await t.app.inject({ method: 'GET', url: `/v1/workspaces/${workspace.id}`, headers: ada.headers });
    expect(read.json()).toEqual(workspace);
    // Its creator is its one member, an owner, from the moment it exists (decision 013).
    expect(await membersOf(workspace.id)).toEqual([
      { userId: ada.user.id, role: 'owner', addedBy: null, addedAt: new Date(workspace.createdAt) },
    ]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${workspace.id}`,
      headers: ada.headers,
      payload: { name: 'Folding', metadata: {} },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: workspace.id,
      name: 'Folding',
      description: 'Why it folds',
      metadata: {},
    });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(workspace.updatedAt));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${workspace.id}`,
      headers: ada.headers,
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(await membersOf(workspace.id)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/workspaces/${workspace.id}`, headers: ada.headers })).statusCode,
    ).toBe(404);

    const rows = await activityOf(ada);
    expect(rows.map((r) => r.action).sort()).toEqual(['workspace.created', 'workspace.deleted', 'workspace.updated']);
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(byAction['workspace.created']).toMatchObject({
      entityId: workspace.id,
      level: 'info',
      message: "Created workspace 'Protein folding'",
    });
    expect(byAction['workspace.updated']).toMatchObject({
      message: "Updated workspace 'Folding'",
      metadata: { fields: ['metadata', 'name'] },
    });
    expect(byAction['workspace.deleted']).toMatchObject({ message: "Deleted workspace 'Folding'" });
  });

  it('lists newest first in the paged shape, with skip and limit', async () => {
    const ada = await signIn(t.app);
    for (const name of ['one', 'two', 'three']) await create(ada, { name });
    const page = await t.app.inject({ method: 'GET', url: '/v1/workspaces?skip=1&limit=1', headers: ada.headers });
    expect(page.json()).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 1,
      totalPages: 3,
      hasMore: true,
      hasPrevious: true,
    });
    expect(page.json().items.map((w: { name: string }) => w.name)).toEqual(['two']);
    const all = (await t.app.inject({ method: 'GET', url: '/v1/workspaces', headers: ada.headers })).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20, totalPages: 1, hasMore: false, hasPrevious: false });
    expect(all.items.map((w: { name: string }) => w.name)).toEqual(['three', 'two', 'one']);
  });

  it('rejects paging out of bounds, naming the parameter', async () => {
    const ada = await signIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/v1/workspaces?limit=500', headers: ada.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('limit: must be <= 100', 'validation_error'));
  });
});

describe('validation', () => {
  it.each([
    ['a missing name', { description: 'x' }, 'name: is required'],
    ['an empty name', { name: '' }, 'name: must not be empty'],
    ['a blank name', { name: '   ' }, 'name: must not be blank'],
    ['an unknown property', { name: 'ok', colour: 'red' }, 'colour: is not an allowed field'],
    ['a non-object metadata', { name: 'ok', metadata: 'x' }, 'metadata: must be object'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_label, payload, message) => {
    const ada = await signIn(t.app);
    const response = await create(ada, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(message, 'validation_error'));
    expect(await activityOf(ada)).toHaveLength(0);
  });

  it('rejects an empty patch and a malformed id', async () => {
    const ada = await signIn(t.app);
    const { id } = (await create(ada, { name: 'x' })).json();
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${id}`,
      headers: ada.headers,
      payload: {},
    });
    expect(empty.json()).toEqual(errorOf('body: must contain at least 1 field', 'validation_error'));
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/v1/workspaces/not-a-uuid',
      headers: ada.headers,
      payload: { name: 'y' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual(errorOf('id: must be a valid UUID', 'validation_error'));
    // A read by such an id is a missing workspace (tests/api/entity-not-found.test.ts).
    const read = await t.app.inject({ method: 'GET', url: '/v1/workspaces/not-a-uuid', headers: ada.headers });
    expect([read.statusCode, read.json()]).toEqual([404, errorOf('Workspace not found', 'not_found')]);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/workspaces' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('Authentication required', 'unauthorized'));
  });
});

describe('ownership', () => {
  it('hides one user’s workspace from another: 404 for get, patch and delete, absent from the list', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const { id } = (await create(ada, { name: 'Private' })).json();
    const NOT_FOUND = errorOf('Workspace not found', 'not_found');
    const url = `/v1/workspaces/${id}`;
    for (const request of [
      { method: 'GET' as const, url },
      { method: 'PATCH' as const, url, payload: { name: 'Taken' } },
      { method: 'DELETE' as const, url },
    ]) {
      const response = await t.app.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/workspaces', headers: bob.headers })).json().items).toEqual(
      [],
    );
    // Ada's workspace is untouched, and Bob's failed mutations wrote no activity for anyone.
    expect((await t.app.inject({ method: 'GET', url, headers: ada.headers })).json().name).toBe('Private');
    expect(await activityOf(bob)).toHaveLength(0);
    expect((await activityOf(ada)).map((r) => r.action)).toEqual(['workspace.created']);
  });
});

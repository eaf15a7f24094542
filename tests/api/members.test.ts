import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../src/domain/member-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { join, makeWorkspace, members } from '../support/api/invitation-support';

// A workspace's members through the API (decision 013, §1 and §2): anyone in it sees who is,
// owners change roles and remove members, everyone may leave, and the last owner never goes.

let t: TestApp;
let ada: SignedIn;
let ben: SignedIn;
let vic: SignedIn;
let bob: SignedIn;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
  vic = await signIn(t.app, undefined, 'Vic Viewer');
  bob = await signIn(t.app, undefined, 'Bob Stranger');
});
afterAll(() => t?.close());

beforeEach(async () => {
  workspaceId = await makeWorkspace(t.app, ada);
  await join(t.app, ada, workspaceId, ben, 'editor');
  await join(t.app, ada, workspaceId, vic, 'viewer');
});

const call = (who: SignedIn, method: 'PATCH' | 'DELETE' | 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const setRole = (who: SignedIn, userId: string, role: string) =>
  call(who, 'PATCH', `/v1/workspaces/${workspaceId}/members/${userId}`, { role });
const remove = (who: SignedIn, userId: string) =>
  call(who, 'DELETE', `/v1/workspaces/${workspaceId}/members/${userId}`);
const leave = (who: SignedIn) => call(who, 'POST', `/v1/workspaces/${workspaceId}/leave`);
const LAST_OWNER = errorOf(MEMBER_MESSAGES.lastOwner, 'last_owner');

describe('the member list', () => {
  it('shows every member with name, address, role and who added them, owners first, and the reader’s role', async () => {
    const list = await members(t.app, vic, workspaceId);
    expect(list.role).toBe('viewer');
    expect(list.items).toEqual([
      expect.objectContaining({
        userId: ada.user.id,
        name: 'Ada Lovelace',
        email: ada.user.email,
        role: 'owner',
        addedBy: null,
      }),
      expect.objectContaining({
        userId: ben.user.id,
        role: 'editor',
        addedBy: { id: ada.user.id, name: 'Ada Lovelace' },
      }),
      expect.objectContaining({
        userId: vic.user.id,
        role: 'viewer',
        addedBy: { id: ada.user.id, name: 'Ada Lovelace' },
      }),
    ]);
  });

  it('is not found for someone who is no member', async () => {
    const response = await call(bob, 'GET', `/v1/workspaces/${workspaceId}/members`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf(NOT_FOUND_MESSAGES.workspace, 'not_found'));
  });

  it('and the workspace itself says the reader’s role, in the list and the single read', async () => {
    const one = await call(ben, 'GET', `/v1/workspaces/${workspaceId}`);
    expect(one.json().role).toBe('editor');
    const list = await call(vic, 'GET', '/v1/workspaces');
    expect(list.json().items.find((w: { id: string }) => w.id === workspaceId).role).toBe('viewer');
  });
});

describe('changing a role', () => {
  it('lets an owner make an editor a viewer, and the workspace list of that member says so at once', async () => {
    expect((await call(ben, 'GET', '/v1/workspaces')).json().items[0].role).toBe('editor');
    const response = await setRole(ada, ben.user.id, 'viewer');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userId: ben.user.id, role: 'viewer' });
    expect((await call(ben, 'GET', '/v1/workspaces')).json().items[0].role).toBe('viewer');
  });

  it('transfers ownership: another member made owner, then the first owner may step down', async () => {
    expect((await setRole(ada, ben.user.id, 'owner')).statusCode).toBe(200);
    expect((await setRole(ada, ada.user.id, 'editor')).statusCode).toBe(200);
    const list = await members(t.app, ben, workspaceId);
    expect(list.items.map((m) => [m.userId, m.role])).toEqual([
      [ben.user.id, 'owner'],
      [ada.user.id, 'editor'],
      [vic.user.id, 'viewer'],
    ]);
  });

  it('refuses to demote the last owner, in words', async () => {
    const response = await setRole(ada, ada.user.id, 'editor');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(LAST_OWNER);
    expect((await members(t.app, ada, workspaceId)).items[0].role).toBe('owner');
  });

  it('refuses an editor and a viewer, naming the role needed', async () => {
    const byEditor = await setRole(ben, vic.user.id, 'editor');
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual(
      errorOf('Only owners of this workspace can do this. You are an editor.', 'insufficient_role'),
    );
    const byViewer = await setRole(vic, vic.user.id, 'owner');
    expect(byViewer.json()).toEqual(
      errorOf('Only owners of this workspace can do this. You are a viewer.', 'insufficient_role'),
    );
    expect((await members(t.app, ada, workspaceId)).items.map((m) => m.role)).toEqual(['owner', 'editor', 'viewer']);
  });

  it('is not found for a stranger, and for someone who is no member', async () => {
    expect((await setRole(bob, ben.user.id, 'viewer')).json()).toEqual(
      errorOf(NOT_FOUND_MESSAGES.workspace, 'not_found'),
    );
    const response = await setRole(ada, bob.user.id, 'viewer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf(MEMBER_MESSAGES.memberNotFound, 'not_found'));
  });

  it('refuses a role that does not exist', async () => {
    const response = await setRole(ada, ben.user.id, 'admin');
    expect(response.statusCode).toBe(400);
  });
});

describe('removing a member', () => {
  it('takes the workspace away from them on their next request', async () => {
    expect((await remove(ada, ben.user.id)).statusCode).toBe(200);
    expect((await call(ben, 'GET', `/v1/workspaces/${workspaceId}`)).statusCode).toBe(404);
    const ids = (await call(ben, 'GET', '/v1/workspaces')).json().items.map((w: { id: string }) => w.id);
    expect(ids).not.toContain(workspaceId);
    expect((await members(t.app, ada, workspaceId)).items.map((m) => m.userId)).toEqual([ada.user.id, vic.user.id]);
  });

  it('refuses to remove the last owner, and an editor’s attempt', async () => {
    expect((await remove(ada, ada.user.id)).json()).toEqual(LAST_OWNER);
    const byEditor = await remove(ben, vic.user.id);
    expect(byEditor.statusCode).toBe(403);
    expect((await members(t.app, ada, workspaceId)).items).toHaveLength(3);
  });

  it('is not found for someone who is not a member', async () => {
    const response = await remove(ada, bob.user.id);
    expect(response.json()).toEqual(errorOf(MEMBER_MESSAGES.memberNotFound, 'not_found'));
  });

  it('writes who did it to the workspace’s activity', async () => {
    await remove(ada, vic.user.id);
    const logs = (await call(ben, 'GET', `/v1/logs?entityType=workspace&entityId=${workspaceId}`)).json();
    const removed = logs.items.find((row: { action: string }) => row.action === 'workspace.member_removed');
    expect(removed).toMatchObject({ userId: ada.user.id, message: "Removed 'Vic Viewer' from workspace 'Shared lab'" });
  });
});

describe('leaving', () => {
  it('lets a viewer leave', async () => {
    expect((await leave(vic)).statusCode).toBe(200);
    expect((await call(vic, 'GET', `/v1/workspaces/${workspaceId}`)).statusCode).toBe(404);
  });

  it('refuses the last owner, and lets an owner leave once another is owner', async () => {
    expect((await leave(ada)).json()).toEqual(LAST_OWNER);
    await setRole(ada, ben.user.id, 'owner');
    expect((await leave(ada)).statusCode).toBe(200);
    expect((await members(t.app, ben, workspaceId)).items.map((m) => m.userId)).toEqual([ben.user.id, vic.user.id]);
  });

  it('is not found for a stranger', async () => {
    expect((await leave(bob)).json()).toEqual(errorOf(NOT_FOUND_MESSAGES.workspace, 'not_found'));
  });
});

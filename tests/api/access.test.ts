import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { WORKSPACE_ACTIONS, type WorkspaceAction } from '../../src/domain/workspace-roles';
import { authorize } from '../../server/access/authorize';
import type { AccessTarget } from '../../server/access/targets';
import { vibeSessions } from '../../server/db/schema/vibe';
import { HttpError } from '../../server/http/http-error';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember, removeMember } from '../support/api/members';
import { createRun, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// The one place a workspace permission is decided (server/access/), on a real database: every
// kind of object reaches its workspace, each role gets exactly its actions, a member whose role
// falls short is told who may, and anyone else is told the object is not found.

let t: TestApp;
let ada: SignedIn;
let eve: SignedIn;
let vic: SignedIn;
let rex: SignedIn;
let bob: SignedIn;
let made: MadeExperiment;
let targets: { target: AccessTarget; missing: string }[];

beforeAll(async () => {
  t = await createTestApp();
  [ada, eve, vic, rex, bob] = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(t.app)));
  made = await makeExperiment(t.app, ada);
  const run = await createRun(t.app, ada, made.experimentId);
  const experiment = (
    await t.app.inject({ method: 'GET', url: `/v1/experiments/${made.experimentId}`, headers: ada.headers })
  ).json();
  const [vibe] = await t.db
    .insert(vibeSessions)
    .values({
      userId: ada.user.id,
      workspaceId: made.workspaceId,
      ideaId: made.ideaId,
      engine: 'offline',
      engineLabel: 'Offline',
      sessionName: 'vibe/warm-restarts',
      featureBranch: 'vibe/warm-restarts',
    })
    .returning();
  targets = [
    { target: { workspace: made.workspaceId }, missing: NOT_FOUND_MESSAGES.workspace },
    { target: { goal: made.goalId }, missing: NOT_FOUND_MESSAGES.goal },
    { target: { session: made.sessionId }, missing: NOT_FOUND_MESSAGES.session },
    { target: { idea: made.ideaId }, missing: NOT_FOUND_MESSAGES.idea },
    { target: { experiment: made.experimentId }, missing: NOT_FOUND_MESSAGES.experiment },
    { target: { workflow: experiment.workflowId }, missing: NOT_FOUND_MESSAGES.workflow },
    { target: { run: run.id }, missing: NOT_FOUND_MESSAGES.run },
    { target: { vibeSession: vibe.id }, missing: VIBE_MESSAGES.sessionNotFound },
  ];
  await addMember(t.db, made.workspaceId, eve.user.id, 'editor');
  await addMember(t.db, made.workspaceId, vic.user.id, 'viewer');
  await addMember(t.db, made.workspaceId, rex.user.id, 'editor');
  await removeMember(t.db, made.workspaceId, rex.user.id);
}, 120_000);
afterAll(() => t?.close());

/** What authorize answers: the role it found, or the refusal's status, type and words. */
async function outcome(who: SignedIn, target: AccessTarget, action: WorkspaceAction) {
  try {
    const access = await authorize(t.db, who.user.id, target, action);
    return { workspaceId: access.workspaceId, role: access.role };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, type: error.type, message: error.message };
  }
}

describe('authorize', () => {
  it('finds the workspace of every kind of object, with each member’s role', async () => {
    expect(targets.map((x) => x.target)).toHaveLength(8);
    for (const { target } of targets) {
      expect(await outcome(ada, target, 'delete'), JSON.stringify(target)).toEqual({
        workspaceId: made.workspaceId,
        role: 'owner',
      });
      expect(await outcome(eve, target, 'edit')).toEqual({ workspaceId: made.workspaceId, role: 'editor' });
      expect(await outcome(vic, target, 'comment')).toEqual({ workspaceId: made.workspaceId, role: 'viewer' });
    }
  });

  it('tells a member whose role falls short who may do it, and what they are', async () => {
    const refusals = [];
    for (const { target } of targets) {
      for (const [who, name] of [
        [eve, 'eve'],
        [vic, 'vic'],
      ] as const) {
        for (const action of WORKSPACE_ACTIONS) {
          const found = await outcome(who, target, action);
          if ('status' in found) refusals.push(`${name} ${action}: ${found.status} ${found.type} ${found.message}`);
        }
      }
    }
    // The same five refusals for each of the eight kinds: the role decides, not the object.
    expect(new Set(refusals)).toEqual(
      new Set([
        'eve manage: 403 insufficient_role Only owners of this workspace can do this. You are an editor.',
        'eve delete: 403 insufficient_role Only owners of this workspace can do this. You are an editor.',
        'vic edit: 403 insufficient_role Only editors and owners of this workspace can do this. You are a viewer.',
        'vic manage: 403 insufficient_role Only owners of this workspace can do this. You are a viewer.',
        'vic delete: 403 insufficient_role Only owners of this workspace can do this. You are a viewer.',
      ]),
    );
    expect(refusals).toHaveLength(5 * 8);
  });

  it('answers a removed member, a stranger and a missing object alike: the kind’s not found', async () => {
    for (const { target, missing } of targets) {
      const notFound = { status: 404, type: 'not_found', message: missing };
      expect(await outcome(rex, target, 'read'), JSON.stringify(target)).toEqual(notFound);
      expect(await outcome(bob, target, 'read')).toEqual(notFound);
      const kind = Object.keys(target)[0];
      const absent = { [kind]: '00000000-0000-4000-8000-000000000000' } as AccessTarget;
      expect(await outcome(ada, absent, 'read')).toEqual(notFound);
    }
  });

  // Last: Eve is removed here. On PostgreSQL the removal runs on another connection and must wait
  // for the write's commit (FOR SHARE); embedded PGlite runs one statement at a time anyway.
  it('makes a removal wait for a write that found the membership, until the write commits', async () => {
    const events: string[] = [];
    let removal: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      const access = await authorize(tx, eve.user.id, { idea: made.ideaId }, 'edit', { lock: true });
      expect(access.role).toBe('editor');
      removal = removeMember(t.db, made.workspaceId, eve.user.id).then(() => void events.push('removed'));
      // Room for an unlocked removal to finish first; a locked one cannot until the commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('write done');
    });
    await removal;
    expect(events).toEqual(['write done', 'removed']);
    expect(await outcome(eve, { idea: made.ideaId }, 'read')).toEqual({
      status: 404,
      type: 'not_found',
      message: NOT_FOUND_MESSAGES.idea,
    });
  });
});

// The workspace operations already decide through members (decision 013, step 1): a member reads
// and lists the workspace, each role does what the table allows, and nobody else learns it exists.
describe('workspaces, through their members', () => {
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

  it('lists and reads a workspace for each member, and for nobody else', async () => {
    const [owner, editor, viewer, stranger] = await Promise.all([1, 2, 3, 4].map(() => signIn(t.app)));
    const workspace = (await call(owner, 'POST', '/v1/workspaces', { name: 'Shared reefs' })).json();
    await addMember(t.db, workspace.id, editor.user.id, 'editor');
    await addMember(t.db, workspace.id, viewer.user.id, 'viewer');
    for (const [member, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const listed = (await call(member, 'GET', '/v1/workspaces')).json();
      expect(listed.items.map((w: { id: string }) => w.id)).toEqual([workspace.id]);
      expect(listed.total).toBe(1);
      // The same workspace, with the reader's own role in it.
      expect((await call(member, 'GET', `/v1/workspaces/${workspace.id}`)).json()).toEqual({ ...workspace, role });
    }
    expect((await call(stranger, 'GET', '/v1/workspaces')).json().items).toEqual([]);
    expect((await call(stranger, 'GET', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
  });

  it('lets an editor add a goal but only an owner rename or delete, in the roles table’s words', async () => {
    const [owner, editor, viewer] = await Promise.all([1, 2, 3].map(() => signIn(t.app)));
    const workspace = (await call(owner, 'POST', '/v1/workspaces', { name: 'Shared soils' })).json();
    await addMember(t.db, workspace.id, editor.user.id, 'editor');
    await addMember(t.db, workspace.id, viewer.user.id, 'viewer');
    const goal = { title: 'Soil carbon under cover crops' };
    expect((await call(editor, 'POST', `/v1/workspaces/${workspace.id}/goals`, goal)).statusCode).toBe(201);
    const refused = await call(viewer, 'POST', `/v1/workspaces/${workspace.id}/goals`, goal);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      errorOf('Only editors and owners of this workspace can do this. You are a viewer.', 'insufficient_role'),
    ]);
    const rename = await call(editor, 'PATCH', `/v1/workspaces/${workspace.id}`, { name: 'Mine now' });
    expect([rename.statusCode, rename.json()]).toEqual([
      403,
      errorOf('Only owners of this workspace can do this. You are an editor.', 'insufficient_role'),
    ]);
    expect((await call(editor, 'DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/v1/workspaces/${workspace.id}`)).json().name).toBe('Shared soils');
    expect((await call(owner, 'DELETE', `/v1/workspaces/${workspace.id}`)).json()).toEqual({ success: true });
    expect((await call(editor, 'GET', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
  });
});

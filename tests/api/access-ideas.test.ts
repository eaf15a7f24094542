import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { loadGrounding } from '../../server/assistant/grounding';
import { loadResearchFacts } from '../../server/assistant/research-facts';
import { runningSessions } from '../../server/dashboard/running-sessions';
import { sessions } from '../../server/db/schema/coscientist';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember, asReadBy, removeMember } from '../support/api/members';
import {
  editsOf,
  makeSharedIdeasWorld,
  readsOf,
  send,
  uploadDataset,
  type Request,
  type SharedIdeasWorld,
} from '../support/api/shared-ideas-world';

// Goals, sessions, ideas, reviews, conversion, workflows and datasets through a workspace's
// members (docs/decisions/013-workspace-permissions.md): Ada owns the research, Eve edits it, Vic
// views it, Rex was an editor and is removed, Bob never belonged. Members read exactly what Ada
// reads; Vic's changes are refused in the roles table's words and change nothing; Rex and Bob are
// told each object is not found.

const VIEWER_REFUSED = errorOf(
  'Only editors and owners of this workspace can do this. You are a viewer.',
  'insufficient_role',
);

let t: TestApp;
let ada: SignedIn;
let eve: SignedIn;
let vic: SignedIn;
let rex: SignedIn;
let bob: SignedIn;
let w: SharedIdeasWorld;

beforeAll(async () => {
  t = await createTestApp();
  [ada, eve, vic, rex, bob] = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(t.app)));
  w = await makeSharedIdeasWorld(t.app, ada);
  await addMember(t.db, w.workspaceId, eve.user.id, 'editor');
  await addMember(t.db, w.workspaceId, vic.user.id, 'viewer');
  await addMember(t.db, w.workspaceId, rex.user.id, 'editor');
  await removeMember(t.db, w.workspaceId, rex.user.id);
}, 120_000);
afterAll(() => t?.close());

const label = (r: Request) => `${r.method} ${r.url}`;

/** What Ada reads of her world, every read in order: the proof that a refusal changed nothing. */
const adasWorld = async () => Promise.all(readsOf(w).map(async (r) => (await send(t.app, ada, r)).body));

describe('reading shared research', () => {
  it('gives each member exactly what the owner reads', async () => {
    for (const read of readsOf(w)) {
      const owner = await send(t.app, ada, read);
      expect(owner.statusCode, `${label(read)}: ${owner.body}`).toBe(200);
      for (const [member, role] of [
        [eve, 'editor'],
        [vic, 'viewer'],
      ] as const) {
        const got = await send(t.app, member, read);
        // A JSON answer carries the reader's role; an export is the same bytes.
        const json = owner.headers['content-type']?.toString().startsWith('application/json');
        const [mine, owners] = json ? [got.json(), asReadBy(owner.json(), role)] : [got.body, owner.body];
        expect([got.statusCode, mine], label(read)).toEqual([200, owners]);
      }
    }
  });

  it('tells a removed member and a stranger that each object is not found', async () => {
    for (const read of readsOf(w)) {
      for (const outsider of [rex, bob]) {
        const got = await send(t.app, outsider, read);
        expect([got.statusCode, got.json()], label(read)).toEqual([404, errorOf(read.missing, 'not_found')]);
      }
    }
  });

  it('suggests datasets for a member’s ideas and for nobody else’s', async () => {
    const suggest = {
      method: 'POST',
      url: '/v1/ideas/suggest-datasets',
      payload: { ideaIds: [w.selectedId] },
    } as const;
    for (const member of [ada, eve, vic]) expect((await send(t.app, member, suggest)).statusCode).toBe(200);
    for (const outsider of [rex, bob]) {
      const got = await send(t.app, outsider, suggest);
      expect([got.statusCode, got.json()]).toEqual([404, errorOf(NOT_FOUND_MESSAGES.idea, 'not_found')]);
    }
  });

  it('finds the workspace’s goal and session in a member’s search, and in nobody else’s', async () => {
    const goal = (
      await send(t.app, ada, { method: 'GET', url: `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}` })
    ).json();
    const search = {
      method: 'GET',
      url: `/v1/search?q=${encodeURIComponent(goal.title.split(' ')[0])}&limit=20`,
    } as const;
    const idsFor = async (who: SignedIn) =>
      ((await send(t.app, who, search)).json().results as { id: string }[]).map((hit) => hit.id);
    const adaFinds = await idsFor(ada);
    expect(adaFinds).toEqual(expect.arrayContaining([w.goalId, w.sessionId]));
    expect(await idsFor(eve)).toEqual(adaFinds);
    expect(await idsFor(vic)).toEqual(adaFinds);
    for (const outsider of [rex, bob]) expect(await idsFor(outsider)).toEqual([]);
  });

  it('grounds a member’s assistant in the workspace, and tells a removed member nothing of it', async () => {
    const grounding = await loadGrounding(t.db, vic.user.id, w.workspaceId);
    expect(grounding.workspace?.id).toBe(w.workspaceId);
    expect(grounding.goals.map((g) => g.id)).toEqual([w.goalId]);
    expect(grounding).toEqual(await loadGrounding(t.db, ada.user.id, w.workspaceId));
    expect(await loadGrounding(t.db, rex.user.id, w.workspaceId)).toEqual({
      workspace: null,
      goals: [],
      sessions: [],
      topIdeas: [],
      workspaces: [],
    });
    const page = `/workspaces/${w.workspaceId}/ideas/${w.attachedId}`;
    const facts = await loadResearchFacts(t.db, eve.user.id, w.workspaceId, page);
    expect(facts.openIdea?.id).toBe(w.attachedId);
    expect(facts).toEqual(await loadResearchFacts(t.db, ada.user.id, w.workspaceId, page));
    expect(await loadResearchFacts(t.db, rex.user.id, w.workspaceId, page)).toMatchObject({
      scope: null,
      ideas: [],
      openIdea: null,
    });
  });
});

describe('changing shared research', () => {
  it('refuses a viewer every change in the roles table’s words, and changes nothing', async () => {
    const before = await adasWorld();
    for (const edit of editsOf(w)) {
      const got = await send(t.app, vic, edit);
      expect([got.statusCode, got.json()], label(edit)).toEqual([403, VIEWER_REFUSED]);
    }
    const convert = await send(t.app, vic, {
      method: 'POST',
      url: '/v1/ideas/convert',
      payload: { ideaIds: [w.selectedId] },
    });
    expect([convert.statusCode, convert.json()]).toEqual([403, VIEWER_REFUSED]);
    expect(await adasWorld()).toEqual(before);
  });

  it('tells a removed member and a stranger every object is not found, and changes nothing', async () => {
    const before = await adasWorld();
    for (const edit of editsOf(w)) {
      for (const outsider of [rex, bob]) {
        const got = await send(t.app, outsider, edit);
        expect([got.statusCode, got.json()], label(edit)).toEqual([404, errorOf(edit.missing, 'not_found')]);
      }
    }
    // Conversion answers idea by idea: one the caller cannot see is not found, as a missing one.
    const convert = await send(t.app, bob, {
      method: 'POST',
      url: '/v1/ideas/convert',
      payload: { ideaIds: [w.selectedId] },
    });
    expect(convert.json().conversionResults).toEqual([
      { ideaId: w.selectedId, success: false, error: NOT_FOUND_MESSAGES.idea },
    ]);
    expect(await adasWorld()).toEqual(before);
  });

  it('keeps an upload its uploader’s to change or delete, even for an editor who may read it', async () => {
    const dataset = `/v1/datasets/${w.datasetId}`;
    const missing = errorOf(NOT_FOUND_MESSAGES.dataset, 'not_found');
    for (const member of [eve, vic]) {
      const edit = await send(t.app, member, { method: 'PATCH', url: dataset, payload: { description: 'Mine now' } });
      expect([edit.statusCode, edit.json()]).toEqual([404, missing]);
      const removal = await send(t.app, member, { method: 'DELETE', url: dataset });
      expect([removal.statusCode, removal.json()]).toEqual([404, missing]);
    }
    expect((await send(t.app, ada, { method: 'GET', url: dataset })).json().description).toBe('');
  });
});

// Last: Eve changes Ada's world here.
describe('an editor’s changes', () => {
  const get = (who: SignedIn, url: string) => send(t.app, who, { method: 'GET', url });
  const ok = async (who: SignedIn, r: Omit<Request, 'missing'>, status = 200) => {
    const got = await send(t.app, who, r);
    expect(got.statusCode, `${label({ ...r, missing: '' })}: ${got.body}`).toBe(status);
    return got.statusCode === 204 ? undefined : got.json();
  };

  it('renames, rates, adds and moves ideas, seen by the owner', async () => {
    const goalUrl = `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}`;
    await ok(eve, { method: 'PATCH', url: goalUrl, payload: { title: 'Renamed by Eve' } });
    expect((await get(ada, goalUrl)).json().title).toBe('Renamed by Eve');
    await ok(eve, { method: 'PUT', url: `/v1/ideas/${w.attachedId}/rating`, payload: { stars: 4 } });
    expect((await get(ada, `/v1/ideas/${w.attachedId}`)).json().userRating).toBe(4);
    const added = await ok(
      eve,
      { method: 'POST', url: `/v1/ideas/create-for-goal/${w.goalId}`, payload: { title: 'Eve’s idea' } },
      201,
    );
    const listed = (await get(ada, `/v1/ideas/session/${w.sessionId}?pageSize=100`)).json().items as { id: string }[];
    expect(listed.map((idea) => idea.id)).toContain(added.id);
    const move = (who: SignedIn, status: string) =>
      send(t.app, who, { method: 'PATCH', url: `/v1/ideas/${added.id}/select`, payload: { status } });
    expect((await move(eve, 'reviewed')).statusCode).toBe(200);
    expect((await move(ada, 'archived')).statusCode).toBe(200);
    // Ada archived it from reviewed, so Eve may return it there and nowhere else.
    expect((await move(eve, 'generated')).statusCode).toBe(409);
    expect((await move(eve, 'reviewed')).statusCode).toBe(200);
    expect((await get(ada, `/v1/ideas/${added.id}`)).json().status).toBe('reviewed');
    await ok(eve, { method: 'POST', url: `/v1/ideas/${w.attachedId}/refresh` });
    // The session finished: Eve may cancel, so she is told why she cannot.
    const cancel = await send(t.app, eve, { method: 'POST', url: `/v1/sessions/${w.sessionId}/cancel` });
    expect([cancel.statusCode, cancel.json()]).toEqual([409, errorOf('The session has already finished', 'conflict')]);
  });

  it('attaches her upload, which the viewer may then read and a stranger may not', async () => {
    const evesDataset = await uploadDataset(t.app, eve);
    const attach = {
      method: 'POST',
      url: `/v1/ideas/${w.attachedId}/datasets`,
      payload: { datasetId: evesDataset },
    } as const;
    await ok(eve, attach, 201);
    const attached = (await get(vic, `/v1/ideas/${w.attachedId}/datasets`)).json().items as {
      dataset: { id: string };
    }[];
    expect(attached.map((a) => a.dataset.id).sort()).toEqual([evesDataset, w.datasetId].sort());
    for (const url of [`/v1/datasets/${evesDataset}`, `/v1/files/${evesDataset}`]) {
      expect((await get(vic, url)).statusCode, url).toBe(200);
      expect((await get(bob, url)).statusCode, url).toBe(404);
    }
    await ok(eve, { method: 'DELETE', url: `/v1/ideas/${w.attachedId}/datasets/${evesDataset}` }, 204);
    // Detached, it is hers alone again.
    expect((await get(vic, `/v1/datasets/${evesDataset}`)).statusCode).toBe(404);
  });

  it('attaches an upload already in the workspace, but never a stranger’s', async () => {
    const url = `/v1/ideas/${w.selectedId}/datasets`;
    await ok(eve, { method: 'POST', url, payload: { datasetId: w.datasetId } }, 201);
    const bobs = await uploadDataset(t.app, bob);
    const refused = await send(t.app, eve, { method: 'POST', url, payload: { datasetId: bobs } });
    expect([refused.statusCode, refused.json()]).toEqual([404, errorOf(NOT_FOUND_MESSAGES.dataset, 'not_found')]);
    const ids = ((await get(ada, url)).json().items as { dataset: { id: string } }[]).map((a) => a.dataset.id);
    expect(ids).toEqual([w.datasetId]);
  });

  it('converts a selected idea and edits, copies and deletes workflows', async () => {
    const converted = await ok(eve, { method: 'POST', url: '/v1/ideas/convert', payload: { ideaIds: [w.selectedId] } });
    const [result] = converted.conversionResults;
    expect(result).toMatchObject({ ideaId: w.selectedId, success: true });
    expect((await get(ada, `/v1/workflows/${result.workflowId}`)).statusCode).toBe(200);
    const saved = await ok(eve, {
      method: 'PUT',
      url: `/v1/workflows/${w.workflowId}`,
      payload: { version: 1, name: 'Eve’s plan' },
    });
    expect(saved.version).toBe(2);
    expect((await get(ada, `/v1/workflows/${w.workflowId}`)).json().name).toBe('Eve’s plan');
    const copy = await ok(eve, { method: 'POST', url: `/v1/workflows/${w.workflowId}/duplicate` }, 201);
    expect(copy.workspace_id).toBe(w.workspaceId);
    await ok(eve, { method: 'DELETE', url: `/v1/workflows/${copy.id}` }, 204);
    expect((await get(ada, `/v1/workflows/${copy.id}`)).statusCode).toBe(404);
  });

  it('starts a new session on the owner’s goal', async () => {
    const start = { goalId: w.goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
    const session = await ok(eve, {
      method: 'POST',
      url: `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}/start`,
      payload: start,
    });
    const goal = (await get(ada, `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}`)).json();
    expect(goal.currentSessionId).toBe(session.id);
  });
});

describe('the dashboard', () => {
  it('shows every member a session running in the workspace, and nobody else', async () => {
    // A queued row no worker was asked to run, so it stays queued while the dashboard is read.
    const [{ config }] = await t.db.select().from(sessions).where(eq(sessions.id, w.sessionId));
    const [queued] = await t.db
      .insert(sessions)
      .values({ userId: ada.user.id, goalId: w.goalId, workspaceId: w.workspaceId, engine: 'offline', config })
      .returning();
    for (const member of [ada, eve, vic]) {
      expect((await runningSessions(t.db, member.user.id)).map((s) => s.id)).toContain(queued.id);
    }
    for (const outsider of [rex, bob]) expect(await runningSessions(t.db, outsider.user.id)).toEqual([]);
  });
});

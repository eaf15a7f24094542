import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember } from '../support/api/members';
import { call, createRun, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Who did what, and the reader's role (docs/decisions/013-workspace-permissions.md, §3 and §5):
// Ada owns a workspace, Eve edits it, Bob never belonged. What Eve makes names her to Ada; every
// read tells its reader their role; the rating names its last rater; the log names each actor and
// filters by member and by workspace.

let t: TestApp;
let ada: SignedIn, eve: SignedIn, bob: SignedIn;
let made: MadeExperiment;

const get = async (who: SignedIn, url: string) => {
  const response = await call(t.app, who, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const refOf = (who: SignedIn) => ({ id: who.user.id, name: who.user.name });

beforeAll(async () => {
  t = await createTestApp();
  [ada, eve, bob] = await Promise.all([
    signIn(t.app, undefined, 'Ada Lopez'),
    signIn(t.app, undefined, 'Eve Martin'),
    signIn(t.app, undefined, 'Bob Stone'),
  ]);
  made = await makeExperiment(t.app, ada, { workspace: 'Shared lab' });
  await addMember(t.db, made.workspaceId, eve.user.id, 'editor');
}, 120_000);
afterAll(() => t?.close());

describe('the single reads', () => {
  it('name who created each object and tell each reader their own role', async () => {
    const urls = [
      `/v1/workspaces/${made.workspaceId}/goals/${made.goalId}`,
      `/v1/sessions/${made.sessionId}`,
      `/v1/ideas/${made.ideaId}`,
      `/v1/experiments/${made.experimentId}`,
    ];
    for (const url of urls) {
      expect([url, await get(ada, url)]).toMatchObject([url, { createdBy: refOf(ada), role: 'owner' }]);
      expect([url, await get(eve, url)]).toMatchObject([url, { createdBy: refOf(ada), role: 'editor' }]);
    }
  });
});

describe('an editor’s work', () => {
  it('names the editor to the owner, in reads and lists, with the owner’s role beside the items', async () => {
    const goal = await call(t.app, eve, 'POST', `/v1/workspaces/${made.workspaceId}/goals`, {
      title: 'Eve’s question',
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const goalId = goal.json().id;
    const run = await createRun(t.app, eve, made.experimentId, { name: 'eve-1' });

    expect(await get(ada, `/v1/workspaces/${made.workspaceId}/goals/${goalId}`)).toMatchObject({
      createdBy: refOf(eve),
      role: 'owner',
    });
    const goals = await get(ada, `/v1/workspaces/${made.workspaceId}/goals`);
    expect(goals.role).toBe('owner');
    expect(goals.items.find((g: { id: string }) => g.id === goalId).createdBy).toEqual(refOf(eve));

    expect(await get(ada, `/v1/runs/${run.id}`)).toMatchObject({ createdBy: refOf(eve), role: 'owner' });
    const runs = await get(eve, `/v1/experiments/${made.experimentId}/runs`);
    expect(runs.role).toBe('editor');
    expect(runs.items.map((r: { createdBy: unknown }) => r.createdBy)).toEqual([refOf(eve)]);

    const experiments = await get(eve, `/v1/experiments?workspaceId=${made.workspaceId}`);
    expect(experiments.items).toEqual([expect.objectContaining({ createdBy: refOf(ada), role: 'editor' })]);
  });
});

describe('the rating', () => {
  const rate = (who: SignedIn, stars: number | null) =>
    stars === null
      ? call(t.app, who, 'DELETE', `/v1/ideas/${made.ideaId}/rating`)
      : t.app.inject({
          method: 'PUT',
          url: `/v1/ideas/${made.ideaId}/rating`,
          headers: who.headers,
          payload: { stars },
        });

  it('names its last rater and when, and clearing it names nobody', async () => {
    const byEve = await rate(eve, 4);
    expect(byEve.statusCode, byEve.body).toBe(200);
    expect(byEve.json()).toMatchObject({ userRating: 4, ratedBy: refOf(eve), ratedAt: expect.stringMatching(/Z$/) });
    expect(await get(ada, `/v1/ideas/${made.ideaId}`)).toMatchObject({ userRating: 4, ratedBy: refOf(eve) });

    expect((await rate(ada, 2)).json()).toMatchObject({ userRating: 2, ratedBy: refOf(ada) });
    const ideas = await get(eve, `/v1/ideas/session/${made.sessionId}`);
    expect(ideas.role).toBe('editor');
    // The session's other ideas may share its Elo, so the list's order does not say which is which.
    const rated = ideas.items.find((idea: { id: string }) => idea.id === made.ideaId);
    expect(rated).toMatchObject({ userRating: 2, ratedBy: refOf(ada), createdBy: refOf(ada) });

    expect((await rate(eve, null)).json()).toMatchObject({ userRating: null, ratedBy: null, ratedAt: null });
  });
});

describe('the activity log', () => {
  it('names each row’s actor, and filters by member and by workspace', async () => {
    const byEve = await get(ada, `/v1/logs?userId=${eve.user.id}`);
    const actions = byEve.items.map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['goal.created', 'run.created', 'idea.rated']));
    expect(
      byEve.items.every((row: { actor: unknown }) => JSON.stringify(row.actor) === JSON.stringify(refOf(eve))),
    ).toBe(true);

    const inLab = await get(ada, `/v1/logs?workspaceId=${made.workspaceId}&limit=100`);
    const actors = new Set(inLab.items.map((row: { actor: { name: string } }) => row.actor.name));
    expect([...actors].sort()).toEqual(['Ada Lopez', 'Eve Martin']);
    // Sign-ins are personal rows: no workspace's.
    expect(inLab.items.some((row: { action: string }) => row.action === 'auth.signed_in')).toBe(false);
    expect(inLab.total).toBe(inLab.items.length);
  });

  it('gives someone who is no member nothing of the workspace, whatever they filter by', async () => {
    expect((await get(bob, `/v1/logs?workspaceId=${made.workspaceId}`)).items).toEqual([]);
    expect((await get(bob, `/v1/logs?userId=${eve.user.id}`)).items).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// GET /v1/search, behind the command palette: the caller's own workspaces, goals, sessions and
// ideas by name or title, in any case, with LIKE's wildcards taken literally.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

// No engine workers: a session stays queued, and the ideas are only those the test adds.
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(() => t.close());

async function call(who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object, status = 200) {
  const response = await t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
}

/** A workspace with a goal, its session and one idea of the researcher's own. */
async function createLab(who: SignedIn, names: { workspace: string; goal: string; idea: string }) {
  const workspaceId = (await call(who, 'POST', '/v1/workspaces', { name: names.workspace }, 201)).id as string;
  const goalId = (
    await call(who, 'POST', `/v1/workspaces/${workspaceId}/goals`, { title: names.goal, workspaceId }, 201)
  ).id as string;
  const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  const sessionId = (await call(who, 'POST', `/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start))
    .id as string;
  const ideaId = (await call(who, 'POST', `/v1/ideas/create-for-goal/${goalId}`, { title: names.idea }, 201))
    .id as string;
  return { workspaceId, goalId, sessionId, ideaId };
}

const search = async (who: SignedIn, query: string) =>
  (await call(who, 'GET', `/v1/search?${query}`)).results as Array<Record<string, string>>;

describe('GET /v1/search', () => {
  it('finds each kind by its name or title, in any case, with the route that shows it', async () => {
    const lab = await createLab(ada, {
      workspace: 'Kelp forest lab',
      goal: 'Kelp carbon capture',
      idea: 'Kelp rafts sink carbon',
    });
    const results = await search(ada, 'q=KELP');
    expect(results).toEqual([
      {
        kind: 'workspace',
        id: lab.workspaceId,
        title: 'Kelp forest lab',
        workspaceId: lab.workspaceId,
        href: `/workspaces/${lab.workspaceId}`,
        role: 'owner',
      },
      {
        kind: 'goal',
        id: lab.goalId,
        title: 'Kelp carbon capture',
        subtitle: 'Kelp forest lab',
        workspaceId: lab.workspaceId,
        href: `/workspaces/${lab.workspaceId}/goals`,
        role: 'owner',
      },
      {
        kind: 'session',
        id: lab.sessionId,
        title: expect.stringMatching(/^Kelp carbon capture — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
        subtitle: 'Kelp forest lab',
        workspaceId: lab.workspaceId,
        sessionId: lab.sessionId,
        href: `/workspaces/${lab.workspaceId}/session/${lab.sessionId}`,
        role: 'owner',
      },
      {
        kind: 'idea',
        id: lab.ideaId,
        title: 'Kelp rafts sink carbon',
        subtitle: 'Kelp forest lab',
        workspaceId: lab.workspaceId,
        sessionId: lab.sessionId,
        href: `/workspaces/${lab.workspaceId}/ideas/${lab.ideaId}`,
        role: 'owner',
      },
    ]);
    // A substring in the middle of a title, the ends of q trimmed.
    expect((await search(ada, 'q=%20rafts%20')).map((r) => r.id)).toEqual([lab.ideaId]);
    expect((await search(ada, 'q=forest')).map((r) => r.kind)).toEqual(['workspace']);
  });

  it('never returns another user’s rows, even for the very same words', async () => {
    const adas = await createLab(ada, {
      workspace: 'Shared words lab',
      goal: 'Shared words goal',
      idea: 'Shared idea',
    });
    expect((await search(bob, 'q=shared')).length).toBe(0);
    const bobs = await createLab(bob, {
      workspace: 'Shared words lab',
      goal: 'Shared words goal',
      idea: 'Shared idea',
    });
    const found = await search(bob, 'q=shared');
    expect(found).toHaveLength(4);
    expect(found.every((r) => r.workspaceId === bobs.workspaceId)).toBe(true);
    expect(found.map((r) => r.id)).not.toContain(adas.ideaId);
  });

  it('takes % and _ (and the escape character) as themselves', async () => {
    for (const name of ['Yield up 100% today', 'Yield up 1000 today', 'assay_plate', 'assayXplate', 'path\\to lab']) {
      await call(ada, 'POST', '/v1/workspaces', { name }, 201);
    }
    const titles = async (q: string) => (await search(ada, `q=${encodeURIComponent(q)}`)).map((r) => r.title);
    expect(await titles('100%')).toEqual(['Yield up 100% today']);
    expect(await titles('%')).toEqual(['Yield up 100% today']);
    expect(await titles('y_p')).toEqual(['assay_plate']);
    expect(await titles('_')).toEqual(['assay_plate']);
    expect(await titles('h\\t')).toEqual(['path\\to lab']);
  });

  it('gives at most limit of each kind, newest first (5 by default)', async () => {
    const who = await signIn(t.app);
    for (let i = 1; i <= 7; i += 1) await call(who, 'POST', '/v1/workspaces', { name: `Plankton ${i}` }, 201);
    expect((await search(who, 'q=plankton')).map((r) => r.title)).toEqual([
      'Plankton 7',
      'Plankton 6',
      'Plankton 5',
      'Plankton 4',
      'Plankton 3',
    ]);
    expect((await search(who, 'q=plankton&limit=2')).map((r) => r.title)).toEqual(['Plankton 7', 'Plankton 6']);
    expect(await search(who, 'q=nothing-like-it')).toEqual([]);
  });

  it.each([
    ['a missing q', '', 'q: is required'],
    ['an empty q', 'q=', 'q: must not be empty'],
    ['a blank q', 'q=%20%20', 'q: must not be blank'],
    ['a q over 200 characters', `q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
    ['a limit over 20', 'q=kelp&limit=21', 'limit: must be <= 20'],
    ['a limit under 1', 'q=kelp&limit=0', 'limit: must be >= 1'],
  ])('answers 400 with the usual error body for %s', async (_, query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/search?${query}`, headers: ada.headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ detail: { error: { message, type: 'validation_error' } } });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/search?q=kelp' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.error.type).toBe('unauthorized');
  });
});

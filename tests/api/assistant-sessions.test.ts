import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { VALIDATION_MESSAGES } from '../../src/domain/messages';
import { assistantTestApp } from '../support/api/assistant-support';
import { errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await assistantTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: SignedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/maxwell/sessions${url}`, headers: who.headers, ...(payload && { payload }) });
const workspaceOf = async (who: SignedIn, name = 'Soil') =>
  (await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: who.headers, payload: { name } })).json()
    .id as string;
const activityOf = (who: SignedIn) =>
  t.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.userId, who.user.id))
    .then((rows) => rows.filter((r) => r.action.startsWith('assistant.')));
const ask = async (who: SignedIn, sessionId: string, query: string) => {
  const response = await call(who, 'POST', `/${sessionId}/query`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SESSION_NOT_FOUND = errorOf('Assistant session not found', 'not_found');

describe('assistant sessions', () => {
  it('creates a session bound to a workspace, reads it, and logs the change on the workspace', async () => {
    const ada = await signIn(t.app);
    const workspaceId = await workspaceOf(ada);
    const created = await call(ada, 'POST', '', { workspaceId, context: { page: 'goals' } });
    expect(created.statusCode).toBe(200);
    const session = created.json();
    expect(session).toEqual({
      sessionId: expect.any(String),
      isDeferred: false,
      workspaceId,
      context: { page: 'goals' },
      createdAt: expect.stringMatching(ISO),
    });
    expect((await call(ada, 'GET', `/${session.sessionId}`)).json()).toEqual(session);
    expect(await activityOf(ada)).toEqual([
      expect.objectContaining({
        entityType: 'workspace',
        entityId: workspaceId,
        action: 'assistant.session_created',
        metadata: { assistantSessionId: session.sessionId, deferred: false },
      }),
    ]);
  });

  it('creates a deferred session without a workspace, and refuses a plain one with the spec’s words', async () => {
    const ada = await signIn(t.app);
    const deferred = (await call(ada, 'POST', '', { deferred: true })).json();
    expect(deferred).toMatchObject({ isDeferred: true, workspaceId: null, context: {} });
    const refused = await call(ada, 'POST', '', { context: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errorOf(VALIDATION_MESSAGES.assistantNeedsWorkspace, 'validation_error'));
    expect((await call(ada, 'POST', '', { deferred: false })).json()).toEqual(
      errorOf('Cannot create an assistant session without a valid workspace ID', 'validation_error'),
    );
    expect((await activityOf(ada)).map((r) => [r.entityType, r.entityId, r.action])).toEqual([
      ['user', ada.user.id, 'assistant.session_created'],
    ]);
  });

  it('answers 404 for a workspace the user does not own, and 400 for a malformed one', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const bobs = await workspaceOf(bob);
    const response = await call(ada, 'POST', '', { workspaceId: bobs });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    expect((await call(ada, 'POST', '', { workspaceId: 'nope' })).json()).toEqual(
      errorOf('workspaceId: must be a valid UUID', 'validation_error'),
    );
    expect(await activityOf(ada)).toEqual([]);
  });

  it('replaces the context', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true, context: { a: 1 } })).json();
    const updated = await call(ada, 'PUT', `/${sessionId}/context`, { context: { form: { id: 'research-goal' } } });
    expect(updated.json()).toMatchObject({ sessionId, context: { form: { id: 'research-goal' } } });
    expect((await call(ada, 'GET', `/${sessionId}`)).json().context).toEqual({ form: { id: 'research-goal' } });
    expect((await call(ada, 'PUT', `/${sessionId}/context`, {})).json()).toEqual(
      errorOf('context: is required', 'validation_error'),
    );
  });

  it('upgrades a deferred session once; a second upgrade is refused with the spec’s words', async () => {
    const ada = await signIn(t.app);
    const workspaceId = await workspaceOf(ada);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true })).json();
    const upgraded = await call(ada, 'PUT', `/${sessionId}/upgrade?workspace_id=${workspaceId}`);
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({ sessionId, isDeferred: false, workspaceId });
    const again = await call(ada, 'PUT', `/${sessionId}/upgrade?workspace_id=${workspaceId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('Session is not in deferred mode', 'conflict'));
    const bound = (await call(ada, 'POST', '', { workspaceId })).json();
    expect((await call(ada, 'PUT', `/${bound.sessionId}/upgrade?workspace_id=${workspaceId}`)).json()).toEqual(
      errorOf('Session is not in deferred mode', 'conflict'),
    );
    expect((await call(ada, 'PUT', `/${sessionId}/upgrade`)).json()).toEqual(
      errorOf('workspace_id: is required', 'validation_error'),
    );
    expect((await activityOf(ada)).filter((r) => r.action === 'assistant.session_upgraded')).toHaveLength(1);
  });

  it('refuses to upgrade into a workspace the user does not own', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true })).json();
    const response = await call(ada, 'PUT', `/${sessionId}/upgrade?workspace_id=${await workspaceOf(bob)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    expect((await call(ada, 'GET', `/${sessionId}`)).json().isDeferred).toBe(true);
  });

  it('terminates a session: the session and its history are gone', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true })).json();
    await ask(ada, sessionId, 'What can you do?');
    expect((await call(ada, 'DELETE', `/${sessionId}`)).json()).toEqual({ success: true });
    expect((await call(ada, 'GET', `/${sessionId}`)).json()).toEqual(SESSION_NOT_FOUND);
    expect((await call(ada, 'GET', `/${sessionId}/history`)).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', `/${sessionId}`)).statusCode).toBe(404);
    expect((await activityOf(ada)).map((r) => r.action)).toContain('assistant.session_ended');
  });
});

describe('assistant history', () => {
  it('lists questions and answers oldest first, paged by limit and skip, and clears them', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { workspaceId: await workspaceOf(ada) })).json();
    for (const query of ['first question', 'second question', 'third question']) await ask(ada, sessionId, query);
    const all = (await call(ada, 'GET', `/${sessionId}/history`)).json();
    expect(all.total).toBe(3);
    expect(all.messages.map((m: { query: string }) => m.query)).toEqual([
      'first question',
      'second question',
      'third question',
    ]);
    expect(all.messages[0]).toEqual({
      id: expect.any(String),
      query: 'first question',
      response: expect.stringContaining('Offline engine'),
      status: 'completed',
      createdAt: expect.stringMatching(ISO),
      metadata: { engine: 'offline' },
    });
    const page = (await call(ada, 'GET', `/${sessionId}/history?limit=1&skip=1`)).json();
    expect(page).toMatchObject({ total: 3, messages: [{ query: 'second question' }] });
    expect((await call(ada, 'GET', `/${sessionId}/history?limit=500`)).json()).toEqual(
      errorOf('limit: must be <= 200', 'validation_error'),
    );

    expect((await call(ada, 'DELETE', `/${sessionId}/history`)).json()).toEqual({ success: true });
    expect((await call(ada, 'GET', `/${sessionId}/history`)).json()).toEqual({ messages: [], total: 0 });
    expect((await call(ada, 'GET', `/${sessionId}`)).statusCode).toBe(200);
    const actions = (await activityOf(ada)).map((r) => r.action);
    expect(actions.filter((a) => a === 'assistant.asked')).toHaveLength(3);
    expect(actions.filter((a) => a === 'assistant.answered')).toHaveLength(3);
    expect(actions).toContain('assistant.history_cleared');
  });

  it('answers a plain query with the whole answer and its metadata', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true })).json();
    const answer = await ask(ada, sessionId, 'Hello');
    expect(answer).toEqual({
      response: expect.stringContaining('_Offline engine'),
      metadata: { engine: 'offline', queryId: expect.any(String) },
    });
    expect(answer.response).toContain('You have no workspaces yet');
    expect((await call(ada, 'POST', `/${sessionId}/query`, { query: '   ' })).json()).toEqual(
      errorOf('query: must not be blank', 'validation_error'),
    );
    expect((await call(ada, 'POST', `/${sessionId}/query`, { query: 'x'.repeat(2001) })).json()).toEqual(
      errorOf('query: must be at most 2000 characters', 'validation_error'),
    );
  });
});

describe('suggest-all-fields (offline)', () => {
  it('drafts each known field from the prompt and the workspace, with reasoning', async () => {
    const ada = await signIn(t.app);
    const workspaceId = await workspaceOf(ada, 'Drylands');
    const { sessionId } = (await call(ada, 'POST', '', { workspaceId })).json();
    const response = await call(ada, 'POST', `/${sessionId}/suggest-all-fields`, {
      form: 'research-goal',
      fields: [
        { name: 'title', label: 'Title' },
        { name: 'description' },
        { name: 'parameters.numberOfIdeas' },
        { name: 'colour' },
      ],
      prompt: 'Draft a goal about soil microbes and drought resilience with 12 ideas',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      updates: [
        {
          field: 'title',
          value: 'Soil microbes and drought resilience',
          reasoning: 'The research topic, from your request.',
        },
        {
          field: 'description',
          value: expect.stringMatching(
            /^Investigate soil microbes and drought resilience\. This goal belongs to the workspace 'Drylands'\./,
          ),
          reasoning: expect.any(String),
        },
        { field: 'parameters.numberOfIdeas', value: '12', reasoning: 'The number of ideas you asked for.' },
      ],
    });
    const fromValue = await call(ada, 'POST', `/${sessionId}/suggest-all-fields`, {
      fields: [{ name: 'title', value: 'Root exudates' }, { name: 'rounds' }],
    });
    expect(fromValue.json().updates).toEqual([
      { field: 'title', value: 'Root exudates', reasoning: 'The research topic, from the title already in the form.' },
      { field: 'rounds', value: '3', reasoning: 'The default number of tournament rounds (3).' },
    ]);
    expect((await call(ada, 'POST', `/${sessionId}/suggest-all-fields`, { fields: [] })).json()).toEqual(
      errorOf('fields: must NOT have fewer than 1 items', 'validation_error'),
    );
  });
});

describe('ownership', () => {
  it('hides one user’s session from another: 404 on every operation, and nothing changes', async () => {
    const ada = await signIn(t.app);
    const bob = await signIn(t.app);
    const { sessionId } = (await call(ada, 'POST', '', { deferred: true, context: { mine: true } })).json();
    const { metadata } = await ask(ada, sessionId, 'a private question');
    const bobsWorkspace = await workspaceOf(bob);
    const attempts: [Method, string, object?][] = [
      ['GET', `/${sessionId}`],
      ['DELETE', `/${sessionId}`],
      ['PUT', `/${sessionId}/context`, { context: { taken: true } }],
      ['PUT', `/${sessionId}/upgrade?workspace_id=${bobsWorkspace}`],
      ['POST', `/${sessionId}/query`, { query: 'hi' }],
      ['POST', `/${sessionId}/stream`, { query: 'hi' }],
      ['POST', `/${sessionId}/queries/${metadata.queryId}/cancel`],
      ['GET', `/${sessionId}/history`],
      ['DELETE', `/${sessionId}/history`],
      ['POST', `/${sessionId}/suggest-all-fields`, { fields: [{ name: 'title' }] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(bob, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(SESSION_NOT_FOUND);
    }
    expect((await call(ada, 'GET', `/${sessionId}`)).json()).toMatchObject({
      isDeferred: true,
      context: { mine: true },
    });
    expect((await call(ada, 'GET', `/${sessionId}/history`)).json().total).toBe(1);
    expect(await activityOf(bob)).toEqual([]);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/maxwell/sessions', payload: { deferred: true } });
    expect(response.statusCode).toBe(401);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/coscientist';
import { DEFAULT_ERROR_MESSAGE } from '../../src/domain/messages';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A JSON column that no longer matches its schema, written straight with SQL: the request that
// reads it answers 500 with the generic message, or the list that holds it skips the row.

let t: TestApp;
let ada: SignedIn;
let ids: { workspaceId: string; goalId: string };
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  ids = await createGoal(t.app, ada);
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 1 })).id;
  await waitForSession(t.app, ada, sessionId);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ada.headers });
const generic = errorOf(DEFAULT_ERROR_MESSAGE, 'internal_error');

describe('corrupt JSON columns', () => {
  it('a workspace whose metadata is not an object answers 500 with the generic message', async () => {
    await t.db.execute(sql`update workspaces set metadata = '"oops"'::jsonb where id = ${ids.workspaceId}`);
    const read = await get(`/v1/workspaces/${ids.workspaceId}`);
    expect(read.statusCode).toBe(500);
    expect(read.json()).toEqual(generic);
    await t.db.execute(sql`update workspaces set metadata = '{}'::jsonb where id = ${ids.workspaceId}`);
  });

  it('a goal whose parameters are an array answers 500', async () => {
    await t.db.execute(sql`update goals set parameters = '[1]'::jsonb where id = ${ids.goalId}`);
    const read = await get(`/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`);
    expect(read.statusCode).toBe(500);
    expect(read.json()).toEqual(generic);
    await t.db.execute(sql`update goals set parameters = '{}'::jsonb where id = ${ids.goalId}`);
  });

  it('a session whose config lost its budget answers 500; restored, it reads again', async () => {
    const [{ config }] = await t.db
      .select({ config: sessions.config })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    await t.db.execute(sql`update sessions set config = config - 'budget' where id = ${sessionId}`);
    const read = await get(`/v1/sessions/${sessionId}`);
    expect(read.statusCode).toBe(500);
    expect(read.json()).toEqual(generic);
    await t.db.execute(sql`update sessions set config = ${JSON.stringify(config)}::jsonb where id = ${sessionId}`);
    expect((await get(`/v1/sessions/${sessionId}`)).statusCode).toBe(200);
  });

  it('an idea whose details are malformed makes its list answer 500', async () => {
    await t.db.execute(
      sql`update ideas set details = details || '{"methodology": "not a list"}'::jsonb where id = (select id from ideas where session_id = ${sessionId} limit 1)`,
    );
    const list = await get(`/v1/ideas/session/${sessionId}`);
    expect(list.statusCode).toBe(500);
    expect(list.json()).toEqual(generic);
  });

  it('an activity row whose metadata is corrupt is left out of the log; the others are listed', async () => {
    const before = (await get('/v1/logs?limit=100')).json();
    const victim = before.items[0].id as string;
    await t.db.execute(sql`update activity_logs set metadata = '7'::jsonb where id = ${victim}`);
    const after = await get('/v1/logs?limit=100');
    expect(after.statusCode).toBe(200);
    const listed = after.json().items.map((i: { id: string }) => i.id);
    expect(listed).not.toContain(victim);
    expect(listed).toHaveLength(before.items.length - 1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// GET /v1/logs?q=: the drawer's search, on the server across every page of the user's rows.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

const insert = (who: SignedIn, n: number, action: string, message: string, entityId = `w-${n}`) =>
  t.db.execute(sql`INSERT INTO activity_logs (user_id, entity_type, entity_id, action, message, created_at)
    VALUES (${who.user.id}, 'workspace', ${entityId}, ${action}, ${message},
      '2026-03-01T00:00:00Z'::timestamptz + ${n} * interval '1 minute')`);

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  for (let n = 1; n <= 30; n += 1) await insert(ada, n, 'workspace.created', `Created workspace 'Enzyme ${n}'`);
  await insert(ada, 31, 'workspace.updated', "Updated workspace '100% yield'");
  await insert(ada, 32, 'workspace.updated', "Updated workspace '100 percent'");
  await insert(ada, 33, 'workspace.updated', "Updated workspace 'a_b'");
  await insert(ada, 34, 'workspace.updated', "Updated workspace 'axb'");
  await insert(ada, 35, 'workspace.updated', "Updated workspace 'back\\slash'");
  await insert(ada, 36, 'token.created', 'Made a key', 'tok-7f3a');
  await insert(bob, 1, 'workspace.created', "Created workspace 'Enzyme of Bob'");
});
afterAll(() => t.close());

const get = (who: SignedIn, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/v1/logs?${new URLSearchParams(query)}`, headers: who.headers });
const search = (query: Record<string, string>) => get(ada, query).then((r) => r.json());
const messages = (body: { items: { message: string }[] }) => body.items.map((row) => row.message);

describe('GET /v1/logs?q=', () => {
  it('finds the text in messages ignoring case, across every page, the total counting the matches', async () => {
    const first = await search({ q: 'ENZYME', limit: '25' });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(messages(first)[0]).toBe("Created workspace 'Enzyme 30'");
    const second = await search({ q: 'enzyme', limit: '25', offset: '25' });
    expect(messages(second)).toEqual([5, 4, 3, 2, 1].map((n) => `Created workspace 'Enzyme ${n}'`));
  });

  it('never finds another user’s rows', async () => {
    const body = await search({ q: 'Bob' });
    expect(body).toEqual({ items: [], total: 0 });
  });

  it('finds the action, also written with spaces, the entity type and the entity id', async () => {
    expect(messages(await search({ q: 'token.created' }))).toEqual(['Made a key']);
    expect(messages(await search({ q: 'Token Created' }))).toEqual(['Made a key']);
    expect(messages(await search({ q: '7F3A' }))).toEqual(['Made a key']);
    expect((await search({ q: 'workspace' })).total).toBe(36); // every row of Ada's but her sign-in
  });

  it('reads % and _ as the characters they are, not as wildcards', async () => {
    expect(messages(await search({ q: '100%' }))).toEqual(["Updated workspace '100% yield'"]);
    expect(messages(await search({ q: 'a_b' }))).toEqual(["Updated workspace 'a_b'"]);
    expect(messages(await search({ q: 'k\\s' }))).toEqual(["Updated workspace 'back\\slash'"]);
    expect(await search({ q: '%' })).toMatchObject({ total: 1 });
  });

  it('goes with the other filters, and blank text finds everything', async () => {
    expect((await search({ q: 'workspace', action: 'workspace.updated' })).total).toBe(5);
    expect((await search({ q: '   ' })).total).toBe(36 + 1); // and Ada's sign-in
  });

  it('refuses text over 200 characters, naming the parameter', async () => {
    expect((await get(ada, { q: 'x'.repeat(200) })).statusCode).toBe(200);
    const response = await get(ada, { q: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('q: must be at most 200 characters', 'validation_error'));
  });
});

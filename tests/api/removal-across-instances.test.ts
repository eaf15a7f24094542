import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import {
  createTestApp,
  errorOf,
  otherInstanceDatabase,
  signIn,
  testConfig,
  type SignedIn,
  type TestApp,
} from '../support/api/harness';
import { join, makeWorkspace } from '../support/api/invitation-support';

// Removal takes effect on the next request on every instance (docs/decisions/013-workspace-
// permissions.md, §3 and §7): membership is never cached, so a member removed through one web
// process is a stranger to the other at once. On PostgreSQL the other app has its own pool and
// LISTEN connection; on PGlite it shares the one handle a process can have.

let a: TestApp;
let database: OpenDatabase;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp({ startWorkers: false });
  database = await otherInstanceDatabase();
  b = await buildApp({ config: testConfig(), database, startWorkers: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await database?.close();
  await a?.close();
});

const get = (app: FastifyInstance, who: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: who.headers });

/** The workspace ids in the caller's list on `app`, polled until `done` holds; the limit is a hang guard. */
async function listUntil(app: FastifyInstance, who: SignedIn, done: (ids: string[]) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ids = ((await get(app, who, '/v1/workspaces')).json().items as { id: string }[]).map((w) => w.id);
    if (done(ids) || Date.now() > deadline) return ids;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a member removed on one instance', () => {
  it('is told not found by the other on their next request, and loses the workspace from their list', async () => {
    const ada = await signIn(a.app);
    const rex = await signIn(a.app);
    const workspaceId = await makeWorkspace(a.app, ada, 'Shared across instances');
    await join(a.app, ada, workspaceId, rex, 'editor');
    const read = await get(b, rex, `/v1/workspaces/${workspaceId}`);
    expect([read.statusCode, read.json().role]).toEqual([200, 'editor']);
    expect(await listUntil(b, rex, (ids) => ids.includes(workspaceId))).toContain(workspaceId);

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${workspaceId}/members/${rex.user.id}`,
      headers: ada.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const next = await get(b, rex, `/v1/workspaces/${workspaceId}`);
    expect([next.statusCode, next.json()]).toEqual([404, errorOf(NOT_FOUND_MESSAGES.workspace, 'not_found')]);
    const goals = await get(b, rex, `/v1/workspaces/${workspaceId}/goals`);
    expect(goals.statusCode).toBe(404);
    // The list is cached per user; B drops it when it hears the removal on labforge_commits.
    expect(await listUntil(b, rex, (ids) => !ids.includes(workspaceId))).not.toContain(workspaceId);
  });
});

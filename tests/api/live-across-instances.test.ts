import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import { listeningApp, type ListeningApp } from '../support/api/assistant-support';
import { otherInstanceDatabase, signIn, testConfig, type SignedIn } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { isChange, openLive, type LiveStream } from '../support/api/live-support';
import { call, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Live events across web processes (docs/architecture.md, "Live events"): a change made through
// app A reaches a tab streaming from app B on the same database. On PostgreSQL, B has its own pool
// and LISTEN connection, so the wake-up crosses LISTEN/NOTIFY; on PGlite both share one handle.

let a: ListeningApp;
let database: OpenDatabase;
let b: FastifyInstance;
let bUrl: string;
let ada: SignedIn, eve: SignedIn, rex: SignedIn;
let lab: MadeExperiment;
const open: LiveStream[] = [];

beforeAll(async () => {
  a = await listeningApp();
  database = await otherInstanceDatabase();
  b = await buildApp({ config: testConfig(), database, startWorkers: false });
  await b.listen({ port: 0, host: '127.0.0.1' });
  bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  [ada, eve, rex] = await Promise.all([1, 2, 3].map(() => signIn(a.app)));
  lab = await makeExperiment(a.app, ada, { workspace: 'Two processes' });
  await join(a.app, ada, lab.workspaceId, eve, 'editor');
  await join(a.app, ada, lab.workspaceId, rex, 'viewer');
});
afterAll(async () => {
  open.forEach((stream) => stream.disconnect());
  const closed = b?.close();
  b?.server.closeAllConnections();
  await closed;
  await database?.close();
  await a?.close();
});

describe('a change made through one web process', () => {
  it('reaches a member’s tab streaming from the other', async () => {
    const eves = await openLive(bUrl, eve);
    open.push(eves);
    const made = await call(a.app, ada, 'POST', '/v1/comments', {
      targetType: 'idea',
      targetId: lab.ideaId,
      body: 'Across processes',
    });
    expect(made.statusCode, made.body).toBe(201);
    const frame = await eves.waitFor(isChange('comment.created'));
    expect(frame.data).toMatchObject({ workspaceId: lab.workspaceId, entityId: lab.ideaId });
  });

  it('ends, at once, the stream on the other of a member it removed', async () => {
    const rexs = await openLive(bUrl, rex);
    open.push(rexs);
    const removed = await call(a.app, ada, 'DELETE', `/v1/workspaces/${lab.workspaceId}/members/${rex.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await rexs.closed;
    expect(rexs.frames.filter((frame) => frame.event === 'change')).toEqual([]);
  });
});

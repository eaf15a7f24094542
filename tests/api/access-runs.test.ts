import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { lockRun } from '../../server/runs/run-store';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember, asReadBy, removeMember } from '../support/api/members';
import {
  call,
  createRun,
  createToken,
  logBatch,
  makeExperiment,
  points,
  type MadeExperiment,
} from '../support/api/run-support';
import { multipart } from '../support/api/uploads';

// Experiments, runs, boards, coding sessions and the activity log through the workspace's members
// (docs/decisions/013-workspace-permissions.md): Ada owns the workspace, Eve edits, Vic views, Rex
// was an editor and is removed, Bob never belonged. Members read what Ada reads; Vic's writes are
// refused in the roles table's words; Rex and Bob are told nothing exists.

let t: TestApp;
let ada: SignedIn, eve: SignedIn, vic: SignedIn, rex: SignedIn, bob: SignedIn;
let made: MadeExperiment;
let runId: string;
let vibeId: string;

const VIEWER = errorOf('Only editors and owners of this workspace can do this. You are a viewer.', 'insufficient_role');
const missing = (message: string) => errorOf(message, 'not_found');

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  [ada, eve, vic, rex, bob] = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(t.app)));
  made = await makeExperiment(t.app, ada, { workspace: 'Shared training' });
  runId = (await createRun(t.app, ada, made.experimentId, { name: 'baseline', params: { lr: '0.1' } })).id;
  const batch = await logBatch(t.app, ada, runId, { batchId: 'b1', metrics: points('loss', [0.9, 0.5]) });
  expect(batch.statusCode, batch.body).toBe(200);
  const vibe = await call(t.app, ada, 'POST', `/v1/ideas/${made.ideaId}/vibe`, {});
  expect(vibe.statusCode, vibe.body).toBe(200);
  vibeId = (await call(t.app, ada, 'GET', '/v1/vibe-sessions')).json().items[0].id;
  await addMember(t.db, made.workspaceId, eve.user.id, 'editor');
  await addMember(t.db, made.workspaceId, vic.user.id, 'viewer');
  await addMember(t.db, made.workspaceId, rex.user.id, 'editor');
  await removeMember(t.db, made.workspaceId, rex.user.id);
}, 120_000);
afterAll(() => t?.close());

const get = (who: SignedIn | { headers: { authorization: string } }, url: string) => call(t.app, who, 'GET', url);

/** Every single read of Ada's objects, with what someone who may not see them is told. */
const READS = () => [
  { url: `/v1/experiments/${made.experimentId}`, missing: NOT_FOUND_MESSAGES.experiment },
  { url: `/v1/experiments/${made.experimentId}/runs`, missing: NOT_FOUND_MESSAGES.experiment },
  { url: `/v1/runs/${runId}`, missing: NOT_FOUND_MESSAGES.run },
  { url: `/v1/runs/${runId}/metrics/loss`, missing: NOT_FOUND_MESSAGES.run },
  { url: '/v1/leaderboards/metrics/loss', missing: NOT_FOUND_MESSAGES.metric },
  { url: `/v1/ideas/${made.ideaId}/vibe/status`, missing: NOT_FOUND_MESSAGES.idea },
  { url: `/v1/vibe-sessions/${vibeId}`, missing: VIBE_MESSAGES.sessionNotFound },
];

/** The ids each list shows the caller. */
async function listed(who: SignedIn) {
  const ids = async (url: string, pick: (body: never) => { id: string }[]) =>
    pick((await get(who, url)).json() as never).map((x) => x.id);
  return {
    experiments: await ids('/v1/experiments', (b: { items: { id: string }[] }) => b.items),
    vibe: await ids('/v1/vibe-sessions', (b: { items: { id: string }[] }) => b.items),
    runs: await ids('/v1/dashboard', (b: { runs: { id: string }[] }) => b.runs),
    ideas: await ids('/v1/leaderboards/ideas', (b: { items: { idea: { id: string } }[] }) =>
      b.items.map((i) => i.idea),
    ),
    metrics: ((await get(who, '/v1/leaderboards/metrics')).json().items as { key: string }[]).map((m) => m.key),
  };
}

describe('reading through membership', () => {
  it('shows every member exactly what the owner reads, single objects and lists alike', async () => {
    for (const { url } of READS()) {
      const owner = await get(ada, url);
      expect(owner.statusCode, `${url}: ${owner.body}`).toBe(200);
      for (const [member, role] of [
        [eve, 'editor'],
        [vic, 'viewer'],
      ] as const)
        expect((await get(member, url)).json(), url).toEqual(asReadBy(owner.json(), role));
    }
    const own = await listed(ada);
    expect(own).toEqual({
      experiments: [made.experimentId],
      vibe: [vibeId],
      runs: [runId],
      ideas: expect.arrayContaining([made.ideaId]),
      metrics: ['loss'],
    });
    expect(await listed(eve)).toEqual(own);
    expect(await listed(vic)).toEqual(own);
  });

  it('tells a removed member and a stranger that nothing exists, and lists none of it', async () => {
    for (const who of [rex, bob]) {
      for (const { url, missing: message } of READS()) {
        const refused = await get(who, url);
        expect([refused.statusCode, refused.json()], url).toEqual([404, missing(message)]);
      }
      expect(await listed(who)).toEqual({ experiments: [], vibe: [], runs: [], ideas: [], metrics: [] });
    }
  });
});

/** Every write to Ada's objects, as a function so each caller sends a fresh one. */
const WRITES = () => [
  { method: 'POST' as const, url: `/v1/experiments/${made.experimentId}/runs`, payload: { name: 'vic-run' } },
  { method: 'PATCH' as const, url: `/v1/runs/${runId}`, payload: { status: 'killed' } },
  {
    method: 'POST' as const,
    url: `/v1/runs/${runId}/batch`,
    payload: { batchId: 'x', metrics: points('loss', [1], 9) },
  },
  { method: 'PATCH' as const, url: `/v1/experiments/${made.experimentId}`, payload: { status: 'abandoned' } },
  { method: 'POST' as const, url: `/v1/ideas/${made.ideaId}/vibe`, payload: {} },
  { method: 'POST' as const, url: `/v1/vibe-sessions/${vibeId}/cancel`, payload: {} },
];

const MISSING_ON_WRITE = [
  NOT_FOUND_MESSAGES.experiment,
  NOT_FOUND_MESSAGES.run,
  NOT_FOUND_MESSAGES.run,
  NOT_FOUND_MESSAGES.experiment,
  NOT_FOUND_MESSAGES.idea,
  VIBE_MESSAGES.sessionNotFound,
];

/** What Ada reads of her world: it must not change when a write is refused. */
const adasWorld = async () =>
  Promise.all(
    [...READS().map((r) => r.url), '/v1/experiments', '/v1/vibe-sessions', '/v1/logs?limit=100'].map(
      async (url) => (await get(ada, url)).body,
    ),
  );

const logArtifact = (who: SignedIn | { headers: { authorization: string } }, name: string) => {
  const { payload, contentType } = multipart([{ field: 'file', fileName: name, type: 'text/plain', content: 'ok' }]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/runs/${runId}/artifacts`,
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
};

describe('writing through membership', () => {
  it('refuses the viewer every write in the roles table’s words, and others as missing; nothing changes', async () => {
    const before = await adasWorld();
    for (const write of WRITES()) {
      const refused = await call(t.app, vic, write.method, write.url, write.payload);
      expect([refused.statusCode, refused.json()], write.url).toEqual([403, VIEWER]);
    }
    const artifact = await logArtifact(vic, 'notes.txt');
    expect([artifact.statusCode, artifact.json()]).toEqual([403, VIEWER]);
    for (const who of [rex, bob]) {
      for (const [i, write] of WRITES().entries()) {
        const refused = await call(t.app, who, write.method, write.url, write.payload);
        expect([refused.statusCode, refused.json()], write.url).toEqual([404, missing(MISSING_ON_WRITE[i])]);
      }
      expect((await logArtifact(who, 'notes.txt')).statusCode).toBe(404);
    }
    expect(await adasWorld()).toEqual(before);
  });

  it('lets the editor start, log to and end runs in the owner’s experiment, seen by the owner', async () => {
    const run = await createRun(t.app, eve, made.experimentId, { name: 'eve-sweep' });
    const batch = await logBatch(t.app, eve, runId, { batchId: 'eve-1', metrics: points('loss', [0.4], 2) });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((await logArtifact(eve, 'eve.txt')).statusCode).toBe(201);
    const ended = await call(t.app, eve, 'PATCH', `/v1/runs/${run.id}`, { status: 'finished' });
    expect(ended.json()).toMatchObject({ id: run.id, status: 'finished' });
    const runs = (await get(ada, `/v1/experiments/${made.experimentId}/runs`)).json().items as { id: string }[];
    expect(runs.map((r) => r.id)).toEqual(expect.arrayContaining([run.id, runId]));
    const history = (await get(ada, `/v1/runs/${runId}/metrics/loss`)).json();
    expect(history.points.map((p: { step: number }) => p.step)).toEqual([0, 1, 2]);
    expect((await get(ada, `/v1/runs/${runId}`)).json().artifacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'eve.txt' })]),
    );
  });

  it('lets the editor cancel the owner’s coding session, as the owner then reads it', async () => {
    const cancelled = await call(t.app, eve, 'POST', `/v1/vibe-sessions/${vibeId}/cancel`, {});
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    expect((await get(ada, `/v1/vibe-sessions/${vibeId}`)).json().status).toBe('cancelled');
  });
});

describe('personal access tokens: the scope and the role together', () => {
  it('logs with an editor’s token, refuses a viewer’s in words, and a removed member’s as missing', async () => {
    const scopes = { name: 'script', scopes: ['runs:write', 'runs:read'] };
    const [eves, vics] = [await createToken(t.app, eve, scopes), await createToken(t.app, vic, scopes)];
    const rexs = await createToken(t.app, rex, scopes);
    const batch = (id: string) => ({ batchId: id, metrics: points('loss', [0.3], 10) });
    expect((await logBatch(t.app, eves, runId, batch('eve-token'))).json()).toMatchObject({ metrics: 1 });
    const refused = await logBatch(t.app, vics, runId, batch('vic-token'));
    expect([refused.statusCode, refused.json()]).toEqual([403, VIEWER]);
    expect((await get(vics, `/v1/runs/${runId}`)).statusCode).toBe(200);
    const removed = await logBatch(t.app, rexs, runId, batch('rex-token'));
    expect([removed.statusCode, removed.json()]).toEqual([404, missing(NOT_FOUND_MESSAGES.run)]);
    expect((await get(rexs, `/v1/runs/${runId}`)).statusCode).toBe(404);
    const steps = (await get(ada, `/v1/runs/${runId}/metrics/loss`)).json().points.map((p: { step: number }) => p.step);
    expect(steps).toEqual([0, 1, 2, 10]);
  });
});

describe('the activity log through membership', () => {
  const actions = async (who: SignedIn, query = '') =>
    ((await get(who, `/v1/logs?limit=100${query}`)).json().items as { action: string; userId: string }[]).map(
      (row) => `${row.userId === ada.user.id ? 'ada' : row.userId === eve.user.id ? 'eve' : 'other'} ${row.action}`,
    );

  it('shows members the workspace’s rows, whoever acted, and each actor alone their personal rows', async () => {
    const seenByVic = await actions(vic);
    expect(seenByVic).toEqual(expect.arrayContaining(['ada run.created', 'ada experiment.created', 'eve run.created']));
    expect(seenByVic).not.toContain('ada auth.signed_in');
    expect(await actions(ada)).toContain('ada auth.signed_in');
    expect(await actions(bob)).not.toContain('ada run.created');
    expect(await actions(rex)).not.toContain('ada run.created');
  });

  it('filters by member: the userId filter is the actor, among the rows the caller may see', async () => {
    const byEve = await actions(ada, `&userId=${eve.user.id}`);
    expect(byEve.length).toBeGreaterThan(0);
    expect(new Set(byEve.map((row) => row.split(' ')[0]))).toEqual(new Set(['eve']));
    expect(await actions(bob, `&userId=${eve.user.id}`)).toEqual([]);
  });
});

// Last: Eve is removed here. On PostgreSQL the removal runs on another connection and waits for the
// batch's commit, since the run's lock holds her membership FOR SHARE in the same statement.
describe('a batch’s lock', () => {
  it('holds the membership it was allowed by until it commits, so a removal waits for it', async () => {
    const events: string[] = [];
    let removal: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      expect((await lockRun(tx, eve.user.id, runId))?.role).toBe('editor');
      removal = removeMember(t.db, made.workspaceId, eve.user.id).then(() => void events.push('removed'));
      // Room for an unlocked removal to finish first; a locked one cannot until the commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('batch done');
    });
    await removal;
    expect(events).toEqual(['batch done', 'removed']);
    const after = await logBatch(t.app, eve, runId, { batchId: 'eve-late', metrics: points('loss', [0.1], 20) });
    expect([after.statusCode, after.json()]).toEqual([404, missing(NOT_FOUND_MESSAGES.run)]);
  });
});

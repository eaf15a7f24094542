import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../src/domain/live-updates';
import { CHANNELS } from '../../server/events/notifier';
import { sql } from 'drizzle-orm';
import { workspaceEvents } from '../../server/db/schema/live';
import { announceWorkspaceEvents } from '../../server/live/announce';
import { sweepWorkspaceEvents } from '../../server/live/workspace-events';
import { listeningApp, type ListeningApp } from '../support/api/assistant-support';
import { errorOf, signIn, testDatabase, type SignedIn } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { isChange, openLive, type LiveStream } from '../support/api/live-support';
import { call, createRun, logBatch, makeExperiment, points, type MadeExperiment } from '../support/api/run-support';

// The live stream (issue 31, part 5; docs/architecture.md, "Live events"), read over a real
// socket with the Server-Sent Events protocol: a member's change reaches another member's tab, a
// stranger's tab hears nothing of it, a reconnect replays what it missed, and losing the
// workspace ends the stream.

let t: ListeningApp;
let ada: SignedIn, eve: SignedIn, rex: SignedIn, bob: SignedIn;
let lab: MadeExperiment;
const open: LiveStream[] = [];
const live = async (who: SignedIn, options?: Parameters<typeof openLive>[2]) => {
  const stream = await openLive(t.url, who, options);
  open.push(stream);
  return stream;
};

beforeAll(async () => {
  t = await listeningApp();
  [ada, eve, rex, bob] = await Promise.all([1, 2, 3, 4].map(() => signIn(t.app)));
  lab = await makeExperiment(t.app, ada, { workspace: 'Live lab' });
  await join(t.app, ada, lab.workspaceId, eve, 'editor');
  await join(t.app, ada, lab.workspaceId, rex, 'viewer');
});
afterAll(async () => {
  open.forEach((stream) => stream.disconnect());
  await t?.close();
});

const rate = (stars: number) =>
  t.app.inject({ method: 'PUT', url: `/v1/ideas/${lab.ideaId}/rating`, headers: ada.headers, payload: { stars } });
const comment = (body: string) =>
  call(t.app, ada, 'POST', '/v1/comments', { targetType: 'idea', targetId: lab.ideaId, body });

describe('a member’s change', () => {
  it('reaches another member’s tab as a change event naming what changed, with an id', async () => {
    const eves = await live(eve);
    expect(eves.status).toBe(200);
    expect((await comment('Looks promising')).statusCode).toBe(201);
    const frame = await eves.waitFor(isChange('comment.created'));
    expect(frame.data).toMatchObject({
      workspaceId: lab.workspaceId,
      entityType: 'idea',
      entityId: lab.ideaId,
      actorId: ada.user.id,
    });
    expect(frame.id).toBe(String(frame.data.id));
  });

  it('of a run’s points is one event per batch', async () => {
    const eves = await live(eve);
    const run = await createRun(t.app, ada, lab.experimentId);
    const batch = await logBatch(t.app, ada, run.id, { batchId: 'b-1', metrics: points('loss', [3, 2, 1]) });
    expect(batch.statusCode, batch.body).toBe(200);
    const frame = await eves.waitFor(isChange('run.points'));
    expect(frame.data).toMatchObject({ entityId: run.id, payload: { experimentId: lab.experimentId } });
    await comment('marker');
    await eves.waitFor(isChange('comment.created'));
    expect(eves.frames.filter(isChange('run.points'))).toHaveLength(1);
  });

  it('reaches no tab of someone outside the workspace', async () => {
    const bobs = await live(bob);
    const { workspaceId } = await makeExperiment(t.app, bob, { workspace: 'Bob’s own' });
    expect(workspaceId).toBeTruthy();
    // Bob's new workspace changed his memberships: his stream ends, and he reconnects.
    await bobs.closed;
    const again = await live(bob);
    await comment('Not for Bob');
    await call(t.app, bob, 'POST', `/v1/workspaces/${workspaceId}/goals`, { title: 'Bob’s goal', workspaceId });
    await again.waitFor(isChange('goal.created'));
    expect(again.frames.filter((frame) => frame.data.workspaceId === lab.workspaceId)).toEqual([]);
  });
});

describe('a change whose transaction committed after a later one’s', () => {
  it('still reaches the tab that already had the later one', async () => {
    const eves = await live(eve);
    const { db } = await testDatabase();
    // An id given out first, committed last: as two writers of one workspace can interleave.
    const low = Number(
      (await db.select({ id: sql<string>`nextval('workspace_events_id_seq')` }).from(sql`(select 1) x`))[0].id,
    );
    await comment('Committed first');
    const later = await eves.waitFor(isChange('comment.created'));
    expect(Number(later.id)).toBeGreaterThan(low);
    const draft = {
      id: low,
      workspaceId: lab.workspaceId,
      kind: 'idea.rated',
      entityType: 'idea',
      entityId: lab.ideaId,
    };
    await db.insert(workspaceEvents).values({ ...draft, actorId: ada.user.id, payload: {} });
    announceWorkspaceEvents(db, new Map([[lab.workspaceId, low]]));
    const late = await eves.waitFor(isChange('idea.rated'));
    expect(late.id).toBe(String(low));
  });
});

describe('a tab that reconnects', () => {
  it('receives, after its Last-Event-ID, exactly the events it missed, in order', async () => {
    const first = await live(eve);
    await rate(4);
    const seen = await first.waitFor(isChange('idea.rated'));
    first.disconnect();
    await rate(5);
    await comment('While you were away');
    const resumed = await live(eve, { lastEventId: seen.id });
    await resumed.waitFor(isChange('comment.created'));
    const kinds = resumed.frames.map((frame) => [frame.event, frame.data.kind]);
    expect(kinds).toEqual([
      ['change', 'idea.rated'],
      ['change', 'comment.created'],
    ]);
    const ids = resumed.frames.map((frame) => Number(frame.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect(ids[1]).toBeGreaterThan(ids[0]);
  });

  it('is told to resync when what it missed is older than the events kept', async () => {
    const first = await live(eve);
    await rate(3);
    const seen = await first.waitFor(isChange('idea.rated'));
    first.disconnect();
    await comment('Long ago');
    await sweepWorkspaceEvents((await testDatabase()).db, -60_000);
    const resumed = await live(eve, { lastEventId: seen.id });
    const resync = await resumed.waitFor((frame) => frame.event === 'resync');
    expect(Number(resync.id)).toBeGreaterThan(Number(seen.id));
    expect(resumed.frames.filter(isChange('comment.created'))).toEqual([]);
  });

  it('with a Last-Event-ID that is no event id is refused in words', async () => {
    const response = await fetch(`${t.url}/v1/events`, { headers: { ...eve.headers, 'last-event-id': 'abc' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorOf(LIVE_MESSAGES.lastEventId, 'validation_error'));
  });
});

describe('the stream', () => {
  it('is refused without a sign-in', async () => {
    const response = await fetch(`${t.url}/v1/events`);
    expect(response.status).toBe(401);
  });

  it('carries a notification event to the user it names', async () => {
    const eves = await live(eve);
    const { notifier } = await testDatabase();
    await notifier.publish(CHANNELS.notifications, JSON.stringify([eve.user.id]));
    const frame = await eves.waitFor((f) => f.event === 'notification');
    expect(frame.id).toBeUndefined();
  });

  it('of a member removed from the workspace ends at once', async () => {
    const rexs = await live(rex);
    const removed = await call(t.app, ada, 'DELETE', `/v1/workspaces/${lab.workspaceId}/members/${rex.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await rexs.closed;
    expect(rexs.frames.at(-1)?.event).toBe('membership');
    const again = await live(rex);
    await comment('After Rex left');
    await call(t.app, rex, 'POST', '/v1/workspaces', { name: 'Rex’s next' });
    await again.closed;
    expect(again.frames.filter((frame) => frame.data.workspaceId === lab.workspaceId)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { listeningApp, type ListeningApp } from '../support/api/assistant-support';
import { errorOf, signIn, type SignedIn } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { openLive, type LiveStream } from '../support/api/live-support';
import { makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Presence (issue 31, part 5): a tab says which page it views; each member learns who else views
// it, by name, and a `presence` event tells the tabs of the workspace when someone arrives or
// leaves. Closing the tab's stream takes its presence away.

let t: ListeningApp;
let ada: SignedIn, eve: SignedIn, vic: SignedIn, bob: SignedIn;
let lab: MadeExperiment;
const open: LiveStream[] = [];

beforeAll(async () => {
  t = await listeningApp();
  ada = await signIn(t.app, undefined, 'Ana Lima');
  eve = await signIn(t.app, undefined, 'Ben Okafor');
  vic = await signIn(t.app, undefined, 'Cy Wu');
  bob = await signIn(t.app, undefined, 'Bob Stranger');
  lab = await makeExperiment(t.app, ada, { workspace: 'Presence lab' });
  await join(t.app, ada, lab.workspaceId, eve, 'editor');
  await join(t.app, ada, lab.workspaceId, vic, 'viewer');
});
afterAll(async () => {
  open.forEach((stream) => stream.disconnect());
  await t?.close();
});

const view = (who: SignedIn, tabId: string, targetType = 'idea', targetId = lab.ideaId) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/presence',
    headers: who.headers,
    payload: { tabId, targetType, targetId },
  });
const viewersSeenBy = async (who: SignedIn, tabId: string) => {
  const response = await view(who, tabId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().viewers as { name: string }[]).map((viewer) => viewer.name);
};

describe('presence on a page', () => {
  it('names the other members viewing it, never me, and tells their tabs someone arrived', async () => {
    const adaTab = randomUUID();
    const adas = await openLive(t.url, ada, { tabId: adaTab });
    open.push(adas);
    expect(await viewersSeenBy(ada, adaTab)).toEqual([]);
    const eveTab = randomUUID();
    expect(await viewersSeenBy(eve, eveTab)).toEqual(['Ana Lima']);
    const arrived = await adas.waitFor((f) => f.event === 'presence' && f.data.actorId === eve.user.id);
    expect(arrived.data).toMatchObject({ entityType: 'idea', entityId: lab.ideaId, kind: 'presence.changed' });
    expect(await viewersSeenBy(ada, adaTab)).toEqual(['Ben Okafor']);
    expect(await viewersSeenBy(vic, randomUUID())).toEqual(['Ana Lima', 'Ben Okafor']);
  });

  it('is taken away when the tab’s stream closes, and when it leaves the page', async () => {
    const [adaTab, eveTab] = [randomUUID(), randomUUID()];
    const adas = await openLive(t.url, ada, { tabId: adaTab });
    open.push(adas);
    const eves = await openLive(t.url, eve, { tabId: eveTab });
    await view(eve, eveTab, 'session', lab.sessionId);
    await view(ada, adaTab, 'session', lab.sessionId);
    expect((await view(ada, adaTab, 'session', lab.sessionId)).json().viewers).toEqual([
      { id: eve.user.id, name: 'Ben Okafor' },
    ]);
    const byEve = (f: { event: string; data: Record<string, unknown> }) =>
      f.event === 'presence' && f.data.actorId === eve.user.id;
    await adas.waitFor(byEve);
    eves.disconnect();
    await adas.waitFor(byEve);
    expect((await view(ada, adaTab, 'session', lab.sessionId)).json().viewers).toEqual([]);

    const vicTab = randomUUID();
    await view(vic, vicTab, 'session', lab.sessionId);
    const left = await t.app.inject({ method: 'DELETE', url: `/v1/presence/${vicTab}`, headers: vic.headers });
    expect(left.statusCode, left.body).toBe(200);
    expect((await view(ada, adaTab, 'session', lab.sessionId)).json().viewers).toEqual([]);
  });

  it('moving to another page leaves the first', async () => {
    const eveTab = randomUUID();
    await view(eve, eveTab, 'experiment', lab.experimentId);
    expect((await view(ada, randomUUID(), 'experiment', lab.experimentId)).json().viewers).toHaveLength(1);
    await view(eve, eveTab, 'idea', lab.ideaId);
    expect((await view(ada, randomUUID(), 'experiment', lab.experimentId)).json().viewers).toEqual([]);
  });

  it('is refused to someone outside the workspace, as if the page did not exist', async () => {
    const response = await view(bob, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf(NOT_FOUND_MESSAGES.idea, 'not_found'));
  });
});

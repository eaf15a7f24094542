import { createActor } from 'xstate';
import { authMachine } from '../auth.machine';
import { logsDrawerMachine } from '../logs-drawer.machine';
import { PAGE } from '../logs-drawer.events';
import { waitingActors } from './live-actors.test-support';
import { FakeBroadcastChannel } from './live-broadcast.test-support';
import { createInspector, type LiveInspector } from './live-inspector';
import { LIVE_CHANNEL_NAME, LIVE_EVENT_LIMIT } from './live-types';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A clock that moves one second per reading, so every event has its own time.
function steppingClock() {
  let t = Date.parse('2026-11-22T09:30:00.000Z');
  return () => new Date((t += 1000));
}

const inspectorFor = (tabId: string, channel = true) =>
  createInspector({
    openChannel: () => (channel ? new FakeBroadcastChannel(LIVE_CHANNEL_NAME) : null),
    tabId,
    now: steppingClock(),
  });

function startDrawer(inspector: LiveInspector) {
  const { actors, resolve } = waitingActors(logsDrawerMachine);
  const actor = createActor(logsDrawerMachine.provide({ actors }), { inspect: inspector.inspect }).start();
  return { actor, resolve };
}

const quietAuth = authMachine.provide({ actors: waitingActors(authMachine).actors });

afterEach(() => FakeBroadcastChannel.reset());

describe('live registry', () => {
  it('lists an actor started with the inspector, with its machine id and active states', async () => {
    const inspector = inspectorFor('a', false);
    const { actor } = startDrawer(inspector);
    expect(inspector.registry.getSnapshot()).toMatchObject([
      { machineId: 'logsDrawer', sessionId: actor.sessionId, stateIds: ['logsDrawer.closed'], local: true },
    ]);

    actor.send({ type: 'drawer.open' });
    const [drawer] = inspector.registry.getSnapshot();
    expect(drawer.stateIds).toEqual([
      'logsDrawer.open',
      'logsDrawer.open.list',
      'logsDrawer.open.export',
      'logsDrawer.open.list.loading',
      'logsDrawer.open.export.idle',
    ]);
    expect(drawer.status).toBe('active');
    await flush();
  });

  it('records each event with its time and sender, the latest fifty only', async () => {
    const inspector = inspectorFor('a', false);
    const { actor, resolve } = startDrawer(inspector);
    actor.send({ type: 'drawer.open' });
    resolve('loadLogs', PAGE);
    await flush();

    const [drawer] = inspector.registry.getSnapshot();
    expect(drawer.events.map((e) => e.type)).toEqual(['xstate.init', 'drawer.open', 'xstate.done.actor.loadLogs']);
    expect(drawer.events[1]).toEqual({ at: '2026-11-22T09:30:02.000Z', type: 'drawer.open', source: null });
    expect(drawer.events[2].source).toBe('loadLogs');

    for (let i = 0; i < 60; i++) actor.send({ type: 'filters.togglePanel' });
    const events = inspector.registry.getSnapshot()[0].events;
    expect(events).toHaveLength(LIVE_EVENT_LIMIT);
    expect(events.every((e) => e.type === 'filters.togglePanel')).toBe(true);
    expect(events.at(-1)!.at).toBe('2026-11-22T09:31:03.000Z');
  });

  it('forgets an actor once it stops', () => {
    const inspector = inspectorFor('a', false);
    const { actor } = startDrawer(inspector);
    const auth = createActor(quietAuth, { inspect: inspector.inspect }).start();
    expect(inspector.registry.getSnapshot().map((a) => a.machineId)).toEqual(['logsDrawer', 'auth']);

    actor.stop();
    expect(inspector.registry.getSnapshot().map((a) => a.machineId)).toEqual(['auth']);
    auth.stop();
    expect(inspector.registry.getSnapshot()).toEqual([]);
  });

  it('tells listeners once per batch of changes', async () => {
    const inspector = inspectorFor('a', false);
    const heard = vi.fn();
    inspector.registry.subscribe(heard);
    const { actor } = startDrawer(inspector);
    actor.send({ type: 'drawer.open' });
    expect(heard).not.toHaveBeenCalled();
    await flush();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('live registry across tabs', () => {
  it('says nothing of its actors until a page listens, then sends names but never payloads', async () => {
    const app = inspectorFor('app');
    const auth = createActor(quietAuth, { inspect: app.inspect }).start();
    auth.send({ type: 'auth.googleLogin', idToken: 'secret-id-token' });
    await flush();
    expect(FakeBroadcastChannel.sent.map((m) => m.kind)).toEqual(['join']);

    const page = inspectorFor('page');
    const stop = page.listen();
    await flush();
    expect(page.registry.getSnapshot()).toMatchObject([
      { machineId: 'auth', stateIds: ['auth.signingIn'], local: false, key: `app/${auth.sessionId}` },
    ]);
    expect(page.registry.getSnapshot()[0].events.map((e) => e.type)).toEqual(['xstate.init', 'auth.googleLogin']);

    auth.send({ type: 'auth.sessionExpired' });
    auth.send({ type: 'auth.devLogin', email: 'secret@example.org' });
    await flush();
    expect(page.registry.getSnapshot()[0].stateIds).toEqual(['auth.signingIn']);
    expect(
      page.registry
        .getSnapshot()[0]
        .events.map((e) => e.type)
        .slice(-2),
    ).toEqual(['auth.sessionExpired', 'auth.devLogin']);

    const sentEvents = FakeBroadcastChannel.sent.flatMap((m) =>
      m.kind === 'event' ? [m.event] : m.kind === 'snapshot' ? m.actors.flatMap((a) => a.events) : [],
    );
    expect(sentEvents.length).toBeGreaterThan(0);
    expect(sentEvents.every((e) => Object.keys(e).sort().join() === 'at,source,type')).toBe(true);
    const wire = JSON.stringify(FakeBroadcastChannel.sent);
    expect(wire).not.toContain('secret');
    expect(wire).not.toContain('context');
    stop();
  });

  it('hears a tab opened after it started listening, and forgets a tab that closes', async () => {
    const page = inspectorFor('page');
    page.listen();
    const late = inspectorFor('late');
    const { actor } = startDrawer(late);
    await flush();
    expect(page.registry.getSnapshot().map((a) => a.key)).toEqual([`late/${actor.sessionId}`]);

    actor.send({ type: 'drawer.open' });
    await flush();
    expect(page.registry.getSnapshot()[0].stateIds).toContain('logsDrawer.open.list.loading');

    window.dispatchEvent(new Event('pagehide'));
    await flush();
    expect(page.registry.getSnapshot()).toEqual([]);
  });

  it('drops the other tabs when the last page stops listening, and they fall quiet again', async () => {
    const app = inspectorFor('app');
    const { actor } = startDrawer(app);
    const page = inspectorFor('page');
    const stop = page.listen();
    await flush();
    expect(page.registry.getSnapshot()).toHaveLength(1);
    stop();
    expect(page.registry.getSnapshot()).toEqual([]);
    await flush();

    const before = FakeBroadcastChannel.sent.length;
    actor.send({ type: 'drawer.open' });
    await flush();
    expect(FakeBroadcastChannel.sent.length).toBe(before);
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createActor, type AnyActorRef } from 'xstate';
import { FakeBroadcastChannel } from '../../machines/inspection/live-broadcast.test-support';
import { appInspector } from '../../machines/inspection/app-inspector';
import { createInspector } from '../../machines/inspection/live-inspector';
import { LIVE_CHANNEL_NAME } from '../../machines/inspection/live-types';
import { logsDrawerMachine } from '../../machines/logs-drawer.machine';
import { waitingActors } from '../../machines/inspection/live-actors.test-support';
import { LogsDrawerProvider } from '../../ui/logs-drawer/logs-drawer-provider';
import { LiveActors } from './live-actors';

// The app's inspector opens its channel with the first actor: the fake one, shared with "other tabs".
vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);

const running: AnyActorRef[] = [];
// Stopped inside act: the page is still mounted when this runs, and hears the actors leave.
afterEach(() => act(async () => running.splice(0).forEach((actor) => actor.stop())));

function startDrawer(inspect = appInspector.inspect) {
  const actor = createActor(logsDrawerMachine.provide({ actors: waitingActors(logsDrawerMachine).actors }), {
    inspect,
  }).start();
  running.push(actor);
  return actor;
}

// The registry tells React on a microtask: act lets it land before the test reads the page.
const inAct = (fn: () => void) => act(async () => fn());

const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as string[];

describe('LiveActors', () => {
  it('says how to start an actor when none runs', () => {
    render(<LiveActors machineId="logsDrawer" onActiveStates={vi.fn()} />);
    expect(screen.getByText(/Open the activity log drawer in this or another tab\./)).toBeInTheDocument();
  });

  it('follows an actor of this tab as it moves, its events newest first', async () => {
    const onActiveStates = vi.fn();
    const actor = startDrawer();
    render(<LiveActors machineId="logsDrawer" onActiveStates={onActiveStates} />);

    const card = screen.getByRole('radio', {
      name: `logsDrawer ${actor.sessionId}, this tab`,
      description: 'In closed',
    });
    expect(card).toBeChecked();
    expect(lastCall(onActiveStates)).toEqual(['logsDrawer.closed']);

    await inAct(() => actor.send({ type: 'drawer.open' }));
    expect(await screen.findByText('open.list.loading, open.export.idle')).toBeInTheDocument();
    expect(lastCall(onActiveStates)).toContain('logsDrawer.open.list.loading');

    await inAct(() => actor.send({ type: 'filters.togglePanel' }));
    // The chosen actor's events are open, the newest on top.
    const table = screen.getByRole('table', { name: /Recent events of logsDrawer/ });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('filters.togglePanel')).toBeInTheDocument();
    expect(within(rows[2]).getByText('drawer.open')).toBeInTheDocument();
    expect(within(rows[2]).getByText('the app')).toBeInTheDocument();
    expect(within(rows[3]).getByText('xstate.init')).toBeInTheDocument();
  });

  it('shows an actor of another tab, follows it when chosen, and drops it when it stops', async () => {
    const user = userEvent.setup();
    const onActiveStates = vi.fn();
    const otherTab = createInspector({
      openChannel: () => new FakeBroadcastChannel(LIVE_CHANNEL_NAME),
      tabId: 'other',
    });
    const here = startDrawer();
    const there = startDrawer(otherTab.inspect);
    there.send({ type: 'drawer.open' });
    render(<LiveActors machineId="logsDrawer" onActiveStates={onActiveStates} />);

    const remote = await screen.findByRole('radio', {
      name: /another tab/,
      description: 'In open.list.loading, open.export.idle',
    });
    expect(
      screen.getByRole('radio', { name: `logsDrawer ${here.sessionId}, this tab`, description: 'In closed' }),
    ).toBeChecked();
    await user.click(remote);
    expect(lastCall(onActiveStates)).toContain('logsDrawer.open.list.loading');

    await inAct(() => there.send({ type: 'drawer.close' }));
    await waitFor(() => expect(lastCall(onActiveStates)).toEqual(['logsDrawer.closed']));

    await inAct(() => {
      there.stop();
      here.stop();
    });
    expect(await screen.findByText(/Open the activity log drawer/)).toBeInTheDocument();
    expect(lastCall(onActiveStates)).toEqual([]);
  });

  it("lists the app's own drawer actor, reported through its provider, in strict mode too", async () => {
    const user = userEvent.setup();
    const onActiveStates = vi.fn();
    // The drawer's actors are stubbed: opening it must not reach the network.
    const machine = logsDrawerMachine.provide({ actors: waitingActors(logsDrawerMachine).actors });
    render(
      <StrictMode>
        <LogsDrawerProvider machine={machine}>
          <LiveActors machineId="logsDrawer" onActiveStates={onActiveStates} />
        </LogsDrawerProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('radio', { name: /this tab/, description: 'In closed' })).toBeChecked();
    await user.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    expect(await screen.findByRole('radio', { name: /this tab/, description: /In open\.list\.loading/ })).toBeChecked();
    expect(lastCall(onActiveStates)).toContain('logsDrawer.open.list.loading');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});

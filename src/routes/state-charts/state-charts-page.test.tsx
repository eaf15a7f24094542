import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_CHUNK, renderRoutes } from '../../../tests/support/ui/render';
import { machineEntries } from '../../machines/registry';
import { StateChartsPage } from './state-charts-page';

// The panels of the other tabs have tests of their own; here they stand in at their boundary,
// reporting the states a real panel would.
vi.mock('./live-actors', () => ({
  LiveActors: ({ machineId, onActiveStates }: { machineId: string; onActiveStates: (ids: string[]) => void }) => (
    <button type="button" onClick={() => onActiveStates([`${machineId}.closed`])}>
      Live stand-in for {machineId}
    </button>
  ),
}));
vi.mock('./machine-sandbox', () => ({
  MachineSandbox: ({ entry, onActiveStates }: { entry: { id: string }; onActiveStates: (ids: string[]) => void }) => (
    <button type="button" onClick={() => onActiveStates([entry.id, `${entry.id}.open`, `${entry.id}.open.list`])}>
      Sandbox stand-in for {entry.id}
    </button>
  ),
}));
vi.mock('./test-plans', () => ({ TestPlans: ({ entry }: { entry: { id: string } }) => <p>Plans of {entry.id}</p> }));

const open = (search = '') =>
  renderRoutes([{ path: '/state-charts', element: <StateChartsPage /> }], `/state-charts${search}`);
const machineLinks = () => within(screen.getByRole('navigation', { name: 'Machines' })).getAllByRole('link');

// Layout runs elkjs, which on two busy cores can outlast the default waits: LAZY_CHUNK is a hang guard.
describe('StateChartsPage', () => {
  it('lists every machine with its counts and draws the first one when none is asked for', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'State charts' })).toBeInTheDocument();
    const entries = machineEntries();
    expect(machineLinks().map((link) => link.firstChild?.textContent)).toEqual(entries.map((e) => e.title));
    const logs = machineLinks().find((link) => link.textContent?.startsWith('Logs drawer'));
    // Counted by hand from logs-drawer.machine.ts: 2 on closed, 5 on open, 7 on list, 2 + 1 + 1 + 1 + 2 below.
    expect(logs).toHaveTextContent('Logs drawer9 states · 21 transitions');
    expect(machineLinks()[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: entries[0].title })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: `${entries[0].title} state chart` }, LAZY_CHUNK),
    ).toBeInTheDocument();
  }, 20_000);

  it('selects a machine through the address, so a link or a reload keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open('?machine=auth');
    expect(screen.getByRole('heading', { level: 2, name: 'Auth' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Logs drawer/ }));
    expect(router.state.location.search).toBe('?machine=logsDrawer');
    expect(screen.getByRole('heading', { level: 2, name: 'Logs drawer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Logs drawer/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('group', { name: 'Parallel state open' }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'States and transitions' })).toHaveTextContent(
      'page.next [hasNextPage] → open.list.loading',
    );
  }, 20_000);

  it('highlights the states the open Live or Sandbox tab reports', async () => {
    const user = userEvent.setup({ delay: null });
    open('?machine=logsDrawer');
    await user.click(screen.getByRole('tab', { name: 'Sandbox' }));
    await user.click(screen.getByRole('button', { name: 'Sandbox stand-in for logsDrawer' }));
    expect(await screen.findByRole('group', { name: 'Compound state open.list' }, LAZY_CHUNK)).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText(/Current state:/).parentElement).toHaveTextContent('Current state: open.list');
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    expect(screen.queryByText(/Current state:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Live stand-in for logsDrawer' }));
    expect(screen.getByRole('group', { name: 'State closed' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('tab', { name: 'Test plans' }));
    expect(screen.getByText('Plans of logsDrawer')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'State closed' })).not.toHaveAttribute('aria-current');
  }, 20_000);

  it('says so when the address names no machine, and still lists them all', () => {
    open('?machine=teleporter');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no machine called “teleporter”.');
    expect(machineLinks()).toHaveLength(machineEntries().length);
    expect(machineLinks().some((link) => link.getAttribute('aria-current'))).toBe(false);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

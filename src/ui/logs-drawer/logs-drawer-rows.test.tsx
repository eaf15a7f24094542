import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { failingLogsApi, logFixture, logsApi } from './logs-api.test-support';
import { DRAWER_TEST_TIMEOUT_MS, renderDrawer } from './logs-drawer.test-support';

const server = setupApiServer();

/** The log rows of a table or one day's group: rows with cells, not the headings. */
const rowsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

async function open(rows = [logFixture(1)]) {
  const api = logsApi(rows);
  server.use(api.handler);
  const user = userEvent.setup({ delay: null });
  const utils = renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Activity log' }));
  return { user, api, ...utils };
}

describe('Activity-log rows', { timeout: DRAWER_TEST_TIMEOUT_MS }, () => {
  it('shows Level, Entity, Action, Message and Created, the entity id cut after 8 characters', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Details', 'Level', 'Entity', 'Action', 'Message', 'Created']);
    const link = within(table).getByRole('link', { name: '2b1f9c3e…' });
    expect(link).toHaveAttribute('title', logFixture(1).entityId);
    expect(link).toHaveAttribute('href', `/workspaces/${logFixture(1).entityId}`);
  });

  it('reads the action in words, and expands a row to the event name, the full message, the user id and the metadata', async () => {
    const log = logFixture(1, { message: 'A long message', metadata: { name: 'Alpha', fields: ['description'] } });
    const { user } = await open([log]);
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    expect(within(table).getByRole('cell', { name: 'Workspace created' })).toBeInTheDocument();
    expect(within(table).queryByText('workspace.created')).toBeNull();
    await user.click(await screen.findByRole('button', { name: /^Show details for Workspace created at / }));
    expect(within(table).getByText('workspace.created')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Hide details for Workspace created/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(log.userId)).toBeInTheDocument();
    expect(screen.getByText(/"fields": \[\s+"description"\s+\]/)).toBeInTheDocument();
  });

  it('links a session only when its workspace is known', async () => {
    await open([
      logFixture(1, { entityType: 'session', entityId: 'session-one-id', metadata: { workspaceId: 'ws-9' } }),
      logFixture(2, { entityType: 'session', entityId: 'session-two-id', metadata: {} }),
    ]);
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    expect(within(table).getByRole('link', { name: 'session-…' })).toHaveAttribute(
      'href',
      '/workspaces/ws-9/session/session-one-id',
    );
    const [known, unknown] = rowsOf(table);
    expect(within(known).getByRole('link', { name: 'Workspace 1' })).toHaveAttribute(
      'href',
      '/workspaces/ws-9/session/session-one-id',
    );
    expect(within(unknown).queryAllByRole('link')).toEqual([]);
  });

  it('following an entity link closes the drawer on that page', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('link', { name: '2b1f9c3e…' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent(`/workspaces/${logFixture(1).entityId}`);
  });

  it('reads each row as a sentence, the thing it is about linked by its name', async () => {
    await open([
      logFixture(1, {
        entityType: 'session',
        entityId: 'sess-1',
        action: 'session.created',
        message: "Started a Co-Scientist session for 'Improve the thermostability of lipase' (offline engine)",
        metadata: { workspaceId: 'ws-9' },
      }),
      logFixture(2),
    ]);
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    const [session, workspace] = rowsOf(table);
    expect(session).toHaveTextContent('You started a Co-Scientist session for “Improve the thermostability of lipase”');
    expect(within(session).getByRole('link', { name: 'Improve the thermostability of lipase' })).toHaveAttribute(
      'href',
      '/workspaces/ws-9/session/sess-1',
    );
    expect(workspace).toHaveTextContent('You created the workspace “Workspace 2”');
    expect(within(workspace).getByRole('link', { name: 'Workspace 2' })).toHaveAttribute(
      'href',
      `/workspaces/${logFixture(2).entityId}`,
    );
  });

  it('puts the rows under day headings, newest day first', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 15, 0) });
    await open([
      logFixture(1, { createdAt: new Date(2026, 10, 24, 9, 0).toISOString() }),
      logFixture(2, { createdAt: new Date(2026, 10, 24, 8, 0).toISOString() }),
      logFixture(3, { createdAt: new Date(2026, 10, 23, 22, 0).toISOString() }),
      logFixture(4, { createdAt: new Date(2026, 10, 20, 10, 0).toISOString() }),
    ]);
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    // Each heading labels its day's rows: a header cell for the row group, spanning every column.
    const headings = within(table).getAllByRole('rowheader');
    expect(headings.map((th) => th.textContent)).toEqual([
      'Today',
      'Yesterday',
      new Date(2026, 10, 20).toLocaleDateString(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    ]);
    expect(headings[0]).toHaveAttribute('colspan', '6');
    const groups = within(table).getAllByRole('rowgroup').slice(1); // after the column headers
    expect(groups.map((group) => rowsOf(group).length)).toEqual([2, 1, 1]);
    vi.useRealTimers();
  });

  it('searches the server across every page once typing pauses, and counts the matches', async () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      logFixture(i + 1, i % 5 === 0 ? { message: `Created workspace 'Enzyme ${i}'` } : {}),
    );
    const { user, api } = await open(rows);
    await screen.findByText('60 logs');
    await user.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'ENZYME');
    await waitFor(() => expect(api.queries.at(-1)).toEqual({ q: 'ENZYME', limit: '50', offset: '0' }));
    expect(api.queries.filter((query) => query.q !== undefined)).toHaveLength(1); // once, not per key
    expect(await screen.findByText('12 matches')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Activity logs' }))).toHaveLength(12);
    await user.clear(screen.getByRole('searchbox', { name: 'Search logs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'no such thing');
    expect(await screen.findByText('No logs found')).toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
  });

  it("says 'No logs found' when nothing is recorded", async () => {
    await open([]);
    expect(await screen.findByText('No logs found')).toBeInTheDocument();
    expect(screen.getByText('0 logs')).toBeInTheDocument();
  });

  it("says 'Failed to load logs: …' when the call fails", async () => {
    server.use(failingLogsApi());
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Activity log' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load logs: Database unavailable');
    expect(screen.queryByText('No logs found')).not.toBeInTheDocument();
  });
});

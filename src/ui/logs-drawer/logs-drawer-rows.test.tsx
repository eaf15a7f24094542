import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { failingLogsApi, logFixture, logsApi } from './logs-api.test-support';
import { DRAWER_TEST_TIMEOUT_MS, renderDrawer } from './logs-drawer.test-support';

const server = setupApiServer();

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
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('following an entity link closes the drawer on that page', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('link', { name: '2b1f9c3e…' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent(`/workspaces/${logFixture(1).entityId}`);
  });

  it('searches the page by action, entity type, entity id and message, ignoring case', async () => {
    const { user } = await open([
      logFixture(1),
      logFixture(2, { action: 'auth.signed_in', entityType: 'user', entityId: 'u-1', message: 'Signed in' }),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search logs' });
    await user.type(search, 'SIGNED');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.getByText('No logs found')).toBeInTheDocument();
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

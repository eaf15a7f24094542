import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { logFixture, logsApi } from './logs-api.test-support';
import { DRAWER_TEST_TIMEOUT_MS, renderDrawer } from './logs-drawer.test-support';

const ROWS = [
  ...Array.from({ length: 118 }, (_, i) => logFixture(i + 1)),
  logFixture(200, {
    level: 'error',
    action: 'session.failed',
    entityType: 'session',
    entityId: 'sess-1',
    message: 'Model timed out',
  }),
  logFixture(201, {
    level: 'warning',
    action: 'auth.family_revoked',
    entityType: 'user',
    message: 'Refresh token reused',
  }),
];
let api = logsApi(ROWS);
const server = setupApiServer();
beforeEach(() => {
  api = logsApi(ROWS);
  server.use(api.handler);
});

const drawer = () => screen.getByRole('dialog', { name: 'Activity log' });
/** The log rows, without the column headers and the day headings. */
const logRows = () =>
  within(drawer())
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
const lastQuery = () => api.queries.at(-1);

async function openWithShortcut(user = userEvent.setup({ delay: null })) {
  await user.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
  await screen.findByRole('table', { name: 'Activity logs' });
  return user;
}

describe('Activity-log drawer', { timeout: DRAWER_TEST_TIMEOUT_MS }, () => {
  it('Ctrl+Shift+L toggles it, and Cmd+Shift+L too', async () => {
    renderDrawer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const user = await openWithShortcut();
    expect(lastQuery()).toEqual({ limit: '50', offset: '0' });
    await user.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}{Shift>}L{/Shift}{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Activity log' })).toBeInTheDocument();
  });

  it('opens from the top-bar button and closes with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Activity log' }));
    await within(drawer()).findByRole('table', { name: 'Activity logs' });
    expect(logRows()).toHaveLength(50);
    await user.click(within(drawer()).getByRole('button', { name: 'Close activity log' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies the filters on Apply Filters only, the end date to the end of its day', async () => {
    renderDrawer();
    const user = await openWithShortcut();
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'error');
    await user.type(screen.getByLabelText('End date'), '2026-11-22');
    expect(lastQuery()).toEqual({ limit: '50', offset: '0' });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        level: 'error',
        endDate: new Date(2026, 10, 22, 23, 59, 59, 999).toISOString(),
        limit: '50',
        offset: '0',
      }),
    );
    expect(await screen.findByText(/Model timed out/)).toBeInTheDocument();
    expect(screen.getByText('2 filters applied')).toBeInTheDocument();
    expect(logRows()).toHaveLength(1);
  });

  it('Clear resets every filter and reloads everything', async () => {
    renderDrawer();
    const user = await openWithShortcut();
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.selectOptions(screen.getByLabelText('Entity type'), 'user');
    await user.type(screen.getByLabelText('Action'), 'auth.family_revoked');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByText('A sign-in token was used twice, so that sign-in was ended on every device');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '50', offset: '0' }));
    expect(screen.getByLabelText('Entity type')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('changes the page size and pages with Previous and Next', async () => {
    renderDrawer();
    const user = await openWithShortcut();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '50', offset: '50' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '100', offset: '0' }));
    await waitFor(() => expect(logRows()).toHaveLength(100));
    expect(screen.getByText('120 logs')).toBeInTheDocument();
  });

  it('closing resets filters, page and search', async () => {
    renderDrawer();
    const user = await openWithShortcut();
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'warning');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'token');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openWithShortcut(user);
    expect(lastQuery()).toEqual({ limit: '50', offset: '0' });
    expect(screen.getByRole('searchbox', { name: 'Search logs' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});

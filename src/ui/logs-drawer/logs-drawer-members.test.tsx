import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { logFixture, logsApi } from './logs-api.test-support';
import { DRAWER_TEST_TIMEOUT_MS, renderDrawer } from './logs-drawer.test-support';

// Who did what in the activity log (docs/decisions/013-workspace-permissions.md, §5): each row names
// its actor, and on a workspace's pages the filters offer its members.

const WORKSPACE = '0a000000-0000-4000-8000-000000000001';
const ANA = { id: '0a000000-0000-4000-8000-0000000000a1', name: 'Ana Lopez' };
const BEN = { id: '0a000000-0000-4000-8000-0000000000b2', name: 'Ben Okafor' };
const member = (who: typeof ANA, role: string) => ({
  userId: who.id,
  name: who.name,
  email: `${who.name.split(' ')[0].toLowerCase()}@lab.example`,
  role,
  addedBy: null,
  addedAt: '2026-11-20T10:00:00.000Z',
});

const server = setupApiServer();

async function open(path: string, members = { role: 'owner', items: [member(ANA, 'owner'), member(BEN, 'editor')] }) {
  const rows = [
    logFixture(1, { userId: ANA.id, actor: ANA, message: "Created goal 'Kelp'", action: 'goal.created' }),
    logFixture(2, { userId: BEN.id, actor: BEN, message: "Rated idea 'Rafts' 4 out of 5 stars", action: 'idea.rated' }),
  ];
  const api = logsApi(rows);
  server.use(
    api.handler,
    http.get(apiUrl('/v1/workspaces/:id/members'), () => HttpResponse.json(members)),
  );
  const user = userEvent.setup({ delay: null });
  renderDrawer(path, ANA.id);
  await user.click(screen.getByRole('button', { name: 'Activity log' }));
  return { user, api, table: await screen.findByRole('table', { name: 'Activity logs' }) };
}

describe('Activity log members', { timeout: DRAWER_TEST_TIMEOUT_MS }, () => {
  it('names who did each thing: the reader as You, another member by name', async () => {
    const { table } = await open('/dashboard');
    expect(await within(table).findByText(/^You created the research goal/)).toBeInTheDocument();
    expect(within(table).getByText(/^Ben Okafor rated/)).toBeInTheDocument();
  });

  it('filters a workspace’s log by one of its members, All members by default', async () => {
    const { user, api, table } = await open(`/workspaces/${WORKSPACE}/goals`);
    await user.click(screen.getByRole('button', { name: /filters/i }));
    const select = await screen.findByRole('combobox', { name: 'Member' });
    expect(select).toHaveDisplayValue('All members');
    await screen.findByRole('option', { name: 'Ben Okafor' });
    await user.selectOptions(select, 'Ben Okafor');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(api.queries.at(-1)).toMatchObject({ userId: BEN.id }));
    await waitFor(() => expect(within(table).queryByText(/^You created/)).toBeNull());
    expect(within(table).getByText(/^Ben Okafor rated/)).toBeInTheDocument();
  });

  it('offers no member filter away from a workspace', async () => {
    const { user } = await open('/dashboard');
    await user.click(screen.getByRole('button', { name: /filters/i }));
    await screen.findByRole('button', { name: 'Apply Filters' });
    expect(screen.queryByRole('combobox', { name: 'Member' })).toBeNull();
  });
});

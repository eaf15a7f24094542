import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccessToken } from '../../api/queries/tokens';
import { toPaged } from '../../domain/paging';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { AccessTokensPage } from './access-tokens-page';

const SECRET = 'lf_pat_q3Vb7xWc0mZ1nLk8pRt5sYh2uJf6dGa9eBc4iOw7vXy';
const EXPERIMENT_ID = '0e000000-0000-4000-8000-000000000001';

const token = (n: number, overrides: Partial<AccessToken> = {}): AccessToken => ({
  id: `7a000000-0000-4000-8000-00000000000${n}`,
  name: `token ${n}`,
  prefix: `lf_pat_abc${n}d`,
  scopes: ['runs:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});
const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

/** The token endpoints over an in-memory list, recording what was sent. */
function tokenApi(initial: AccessToken[]) {
  const state = { items: [...initial], created: [] as unknown[], revoked: [] as string[] };
  server.use(
    http.get(apiUrl('/v1/tokens'), () => HttpResponse.json({ items: state.items })),
    http.post(apiUrl('/v1/tokens'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      state.created.push(body);
      const made = token(9, { name: body.name, prefix: SECRET.slice(0, 12) });
      state.items.unshift(made);
      return HttpResponse.json({ ...made, token: SECRET }, { status: 201 });
    }),
    http.delete(apiUrl('/v1/tokens/:tokenId'), ({ params }) => {
      state.revoked.push(String(params.tokenId));
      const found = state.items.find((t) => t.id === params.tokenId)!;
      found.revokedAt = '2026-11-22T09:00:00.000Z';
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const server = setupApiServer(
  http.get(apiUrl('/v1/experiments'), () =>
    HttpResponse.json(toPaged([{ id: EXPERIMENT_ID, name: 'Telemonitoring trial' }], 1, 0, 20)),
  ),
);

const renderPage = () =>
  renderRoutes(
    [
      { path: '/settings/tokens', element: <AccessTokensPage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    '/settings/tokens',
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function createToken(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Token name' }), name);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expires in' }), '30 days');
  await user.click(screen.getByRole('button', { name: 'Create token' }));
}

describe('AccessTokensPage', () => {
  it('lists each token by its prefix, scope, dates and state, never its secret', async () => {
    tokenApi([
      token(1, { name: 'laptop', lastUsedAt: '2026-11-21T08:00:00.000Z' }),
      token(2, { name: 'old ci', revokedAt: '2026-11-21T09:00:00.000Z', scopes: ['runs:write', 'runs:read'] }),
      token(3, { name: 'cluster', expiresAt: '2026-01-01T00:00:00.000Z', scopes: ['runs:read'] }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access tokens' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Access tokens' });
    const laptop = within(row('laptop'));
    expect(laptop.getByText('lf_pat_abc1d…')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Access' })).toBeInTheDocument();
    expect(laptop.getByText('Log runs')).toBeInTheDocument();
    expect(within(row('old ci')).getByText('Log and read runs')).toBeInTheDocument();
    expect(within(row('cluster')).getByText('Read runs')).toBeInTheDocument();
    expect(laptop.getByText('Active')).toBeInTheDocument();
    expect(laptop.queryByText('Never used')).not.toBeInTheDocument();
    expect(within(row('old ci')).getByText(/Revoked/)).toBeInTheDocument();
    expect(within(row('old ci')).queryByRole('button', { name: 'Revoke old ci' })).not.toBeInTheDocument();
    expect(within(row('cluster')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('cluster')).getByText('Never used')).toBeInTheDocument();
  });

  it('offers the developer tools in a section of their own', async () => {
    tokenApi([]);
    renderPage();
    const developer = await screen.findByRole('region', { name: 'Developer' });
    expect(within(developer).getByRole('link', { name: 'State charts' })).toHaveAttribute('href', '/state-charts');
  });

  it('says how to begin when there are no tokens', async () => {
    tokenApi([]);
    renderPage();
    expect(await screen.findByText('No access tokens yet')).toBeInTheDocument();
  });

  it("shows the list's failure in the server's words", async () => {
    server.use(
      http.get(apiUrl('/v1/tokens'), () =>
        HttpResponse.json(errorBody('Internal server error', 'internal'), { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('shows a new token once, with a command to use it, and forgets it after leaving the page', async () => {
    const user = userEvent.setup({ delay: null });
    const api = tokenApi([]);
    const { router } = renderPage();
    await screen.findByText('No access tokens yet');
    await createToken(user, '  laptop ');
    const field = await screen.findByRole('textbox', { name: 'New access token' });
    expect(api.created).toEqual([{ name: 'laptop', expiresInDays: 30, scopes: ['runs:write'] }]);
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/It will not be shown again/)).toBeInTheDocument();
    const command = screen.getByRole('region', { name: 'Example command' });
    expect(command).toHaveTextContent(`Authorization: Bearer ${SECRET}`);
    expect(await within(command).findByText(new RegExp(`/v1/experiments/${EXPERIMENT_ID}/runs`))).toBeInTheDocument();
    expect(screen.getByText(/newest experiment, Telemonitoring trial/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Token copied')).toBeInTheDocument();
    // The list is read again: the new token is there by its prefix only.
    expect(await within(await screen.findByRole('table')).findByText(`${SECRET.slice(0, 12)}…`)).toBeInTheDocument();

    await act(() => router.navigate('/dashboard'));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    await act(() => router.navigate('/settings/tokens'));
    await screen.findByRole('table', { name: 'Access tokens' });
    expect(screen.queryByRole('textbox', { name: 'New access token' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('hides the secret when the user is done with it', async () => {
    const user = userEvent.setup({ delay: null });
    tokenApi([]);
    renderPage();
    await screen.findByText('No access tokens yet');
    await createToken(user, 'laptop');
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'New access token' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveValue('');
  });

  it('leaves the experiment to fill in when the experiments cannot be read, and says when copying fails', async () => {
    const user = userEvent.setup({ delay: null });
    tokenApi([]);
    server.use(
      http.get(apiUrl('/v1/experiments'), () => HttpResponse.json(errorBody('Boom', 'internal'), { status: 500 })),
    );
    renderPage();
    await screen.findByText('No access tokens yet');
    await createToken(user, 'laptop');
    const command = await screen.findByRole('region', { name: 'Example command' });
    await waitFor(() => expect(screen.getByText(/Set EXPERIMENT_ID/)).toBeInTheDocument());
    expect(command).toHaveTextContent('/v1/experiments/$EXPERIMENT_ID/runs');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy command' }));
    expect(await screen.findByText('The command could not be copied')).toBeInTheDocument();
  });

  it('logs runs by default, and reads them back only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const api = tokenApi([]);
    renderPage();
    await screen.findByText('No access tokens yet');
    const scopes = within(screen.getByRole('group', { name: 'The token can' }));
    const log = scopes.getByRole('checkbox', { name: /^Log runs/ });
    const read = scopes.getByRole('checkbox', { name: /^Read runs/ });
    expect(log).toBeChecked();
    expect(read).not.toBeChecked();

    await user.click(read);
    await createToken(user, 'notebook');
    await screen.findByRole('textbox', { name: 'New access token' });
    expect(api.created).toEqual([{ name: 'notebook', expiresInDays: 30, scopes: ['runs:write', 'runs:read'] }]);

    // Done: the next token starts from the default again.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('checkbox', { name: /^Log runs/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Read runs/ })).not.toBeChecked();
  });

  it('asks for at least one thing the token can do before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = tokenApi([]);
    renderPage();
    await screen.findByText('No access tokens yet');
    await user.click(screen.getByRole('checkbox', { name: /^Log runs/ }));
    await createToken(user, 'nothing');
    expect(screen.getByRole('group', { name: 'The token can' })).toHaveAccessibleDescription(
      'Choose at least one thing the token can do',
    );
    expect(api.created).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /^Read runs/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('textbox', { name: 'New access token' });
    expect(api.created).toEqual([{ name: 'nothing', expiresInDays: 30, scopes: ['runs:read'] }]);
  });

  it('checks the name before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = tokenApi([]);
    renderPage();
    await screen.findByText('No access tokens yet');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveAccessibleDescription(
      'Name must be 100 characters or fewer',
    );
    expect(api.created).toEqual([]);
  });

  it("shows a refused creation in the server's words", async () => {
    const user = userEvent.setup({ delay: null });
    tokenApi([]);
    server.use(
      http.post(apiUrl('/v1/tokens'), () =>
        HttpResponse.json(errorBody('expiresInDays: must be <= 365', 'validation_error'), { status: 400 }),
      ),
    );
    renderPage();
    await screen.findByText('No access tokens yet');
    await createToken(user, 'laptop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not create the token');
    expect(alert).toHaveTextContent('expiresInDays: must be <= 365');
    expect(screen.queryByRole('textbox', { name: 'New access token' })).not.toBeInTheDocument();
  });

  it('asks before revoking, and sends nothing when the user cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const api = tokenApi([token(1, { name: 'laptop' })]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveTextContent('Scripts using laptop (lf_pat_abc1d…) will be refused from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke laptop' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(api.revoked).toEqual([token(1).id]);
    await waitFor(() => expect(within(row('laptop')).getByText(/Revoked/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Revoke laptop' })).not.toBeInTheDocument();
  });

  it("shows a refused revocation in the server's words", async () => {
    const user = userEvent.setup({ delay: null });
    tokenApi([token(1, { name: 'laptop' })]);
    server.use(
      http.delete(apiUrl('/v1/tokens/:tokenId'), () =>
        HttpResponse.json(errorBody('Token not found', 'not_found'), { status: 404 }),
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke laptop' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not revoke the token');
    expect(alert).toHaveTextContent('Token not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

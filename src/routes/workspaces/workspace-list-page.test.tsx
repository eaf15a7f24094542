import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes, type Entry } from '../../../tests/support/ui/render';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { WorkspaceListPage } from './workspace-list-page';

const server = setupApiServer();

function renderList(workspaces = [workspaceFixture(1), workspaceFixture(2)], path: Entry = '/workspaces/list') {
  const api = workspaceApi(workspaces);
  server.use(...api.handlers);
  const utils = renderRoutes([{ path: '/workspaces/list', element: <WorkspaceListPage /> }], path);
  return { ...utils, store: api.store };
}

const table = () => screen.findByRole('table', { name: 'Your workspaces' });

describe('WorkspaceListPage', () => {
  it('lists name, description and created date', async () => {
    renderList();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Workspace 1' })).toHaveAttribute(
      'href',
      `/workspaces/${workspaceFixture(1).id}`,
    );
    expect(rows[1]).toHaveTextContent('Description 1');
    expect(within(rows[1]).getByText(/2026/)).toHaveAttribute('datetime', '2026-03-01T10:00:00Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeInTheDocument();
  });

  it('says my role in each, and offers Edit and Delete only where I am an owner', async () => {
    renderList([workspaceFixture(1), workspaceFixture(2, { role: 'viewer' })]);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Owner');
    expect(within(rows[1]).getByRole('button', { name: 'Delete Workspace 1' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Viewer');
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the form on arrival from the palette\'s "New workspace", and not otherwise', async () => {
    renderList([], { pathname: '/workspaces/list', state: { newWorkspace: true } });
    expect(await screen.findByRole('dialog', { name: 'New workspace' })).toBeInTheDocument();
  });

  it('says so honestly when there are none', async () => {
    renderList([]);
    expect(await screen.findByText('No workspaces yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first workspace' })).toBeInTheDocument();
  });

  it('creates a workspace, validating the name inline', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderList([]);
    await screen.findByText('No workspaces yet');
    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workspace' });

    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);

    await user.type(name, '  Lab notebook ');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Soil samples');
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Workspace created');
    expect(await within(await table()).findByRole('link', { name: 'Lab notebook' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.items[0]).toMatchObject({ name: 'Lab notebook', description: 'Soil samples' });
  });

  it('shows a failed create as an error toast and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    renderList([]);
    server.use(
      http.post(apiUrl('/v1/workspaces'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'Name is too long', type: 'validation_error' } } },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Create your first workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workspace' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not create the workspace');
    expect(alert).toHaveTextContent('Name is too long');
    // The toast says it too (hidden from the accessibility tree while the modal is open).
    expect(screen.getAllByRole('alert', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'New workspace' })).toBeInTheDocument();
  });

  it('reports a failed delete in an error toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    server.use(
      http.delete(apiUrl('/v1/workspaces/:id'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
    );
    await user.click(within(await table()).getByRole('button', { name: 'Delete Workspace 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete workspace' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete the workspace');
    expect(alert).toHaveTextContent('Workspace not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a workspace after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderList();
    await user.click(within(await table()).getByRole('button', { name: 'Delete Workspace 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete workspace?' });
    expect(dialog).toHaveTextContent('Workspace 1 will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Workspace deleted');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Workspace 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Workspace 2' })).toBeInTheDocument();
    expect(store.items.map((w) => w.name)).toEqual(['Workspace 2']);
  });

  it('keeps the workspace when the delete is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderList();
    await user.click(within(await table()).getByRole('button', { name: 'Delete Workspace 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.items).toHaveLength(2);
  });

  it('renames a workspace', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Workspace 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit workspace' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Workspace 2');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Workspace updated');
    expect(await screen.findByRole('link', { name: 'Renamed' })).toBeInTheDocument();
  });

  it('pages 20 at a time, keeping the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 25 }, (_, i) => workspaceFixture(i + 1));
    const { router } = renderList(many);
    await table();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Workspace 21' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { http, renderShell, RESULTS, searchHandler, WORKSPACE_ID } from './command-palette.test-support';
import { SEARCH_LABEL } from './command-palette';
import { useAppCommand } from './app-commands';
import type { SearchResult } from '../../api/queries/search';

const server = setupApiServer();

const palette = () => screen.getByRole('combobox', { name: SEARCH_LABEL });
const options = () => screen.getAllByRole('option');
const activeOption = () => options().find((o) => o.getAttribute('aria-selected') === 'true');

describe('CommandPalette', () => {
  it('opens on Ctrl+K with the search box focused, and on ⌘K from inside a text field', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Go to' })).toBeInTheDocument();
    await waitFor(() => expect(palette()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: SEARCH_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes', hidden: true })).toHaveValue('');
  });

  it('asks the server once typing pauses, groups the results by kind, and Enter goes to the active one', async () => {
    const search = searchHandler();
    server.use(search.handler);
    const user = userEvent.setup();
    const { router } = renderShell();
    // From the button, which keeps its place on the next page.
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'kelp');

    const list = await screen.findByRole('listbox', { name: 'Results' });
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(search.asked).toEqual(['kelp']);
    const groupNames = within(list)
      .getAllByRole('group')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(groupNames).toEqual(['Workspaces', 'Goals', 'Ideas']);
    expect(within(list).getByRole('group', { name: 'Workspaces' })).toHaveTextContent('Kelp forest lab');
    expect(within(list).getByRole('group', { name: 'Goals' })).toHaveTextContent('Kelp carbon capture');
    expect(within(list).getByRole('group', { name: 'Ideas' })).toHaveTextContent('Kelp rafts sink carbon');
    expect(palette()).toHaveAttribute('aria-expanded', 'true');

    // The first result is active; the arrows move, wrapping at the ends, and focus stays in the box.
    expect(activeOption()).toHaveTextContent('Kelp forest lab');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kelp rafts sink carbon');
    expect(palette()).toHaveAttribute('aria-activedescendant', activeOption()?.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Kelp carbon capture');
    expect(palette()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspaces/${WORKSPACE_ID}/goals`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The new page's heading takes focus, not the button that opened the palette.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page heading' })).toHaveFocus());
  });

  it('keeps the active result, and its option id, when a later answer moves it to another row', async () => {
    const other: SearchResult = { ...RESULTS[0]!, id: '55555555-5555-4555-8555-555555555555', title: 'Kelp nursery' };
    server.use(searchHandler((q) => (q === 'kelp' ? [other, ...RESULTS] : RESULTS)).handler);
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'kel');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kelp rafts sink carbon');
    const activeId = activeOption()?.id;

    await user.type(palette(), 'p');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(activeOption()).toHaveTextContent('Kelp rafts sink carbon');
    expect(palette()).toHaveAttribute('aria-activedescendant', activeId);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(RESULTS[2]!.href));
  });

  it('goes to a result when it is clicked', async () => {
    server.use(searchHandler().handler);
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'rafts');
    await user.click(await screen.findByRole('option', { name: /Kelp rafts sink carbon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RESULTS[2].href));
  });

  it('shows that it is searching, then "No results" when nothing matches', async () => {
    let answer!: () => void;
    const search = searchHandler(() => new Promise((resolve) => (answer = () => resolve([]))));
    server.use(search.handler);
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText(/Type part of a page, command, name or title/)).toBeInTheDocument();
    await user.type(palette(), 'zebra');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await waitFor(() => expect(search.asked).toEqual(['zebra']));
    answer();
    expect(await screen.findByText(/^No results\./)).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(palette()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    server.use(
      http.get('/v1/search', ({ response }) =>
        response(400).json({ detail: { error: { message: 'q: must not be blank', type: 'validation_error' } } }),
      ),
    );
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'x');
    expect(await screen.findByText('Failed to search: q: must not be blank')).toBeInTheDocument();
  });

  it('closes on Escape and opens empty again', async () => {
    server.use(searchHandler().handler);
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'kelp');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: SEARCH_LABEL })).toHaveValue('');
  });

  it('lists commands as it opens, and a page by its name goes there', async () => {
    server.use(searchHandler(() => []).handler);
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const list = await screen.findByRole('listbox', { name: 'Results' });
    expect(within(list).getByRole('group', { name: 'Commands' })).toHaveTextContent('New workspace');
    expect(within(list).getByRole('option', { name: 'Sign out' })).toBeInTheDocument();

    await user.type(palette(), 'datasets');
    expect(activeOption()).toHaveTextContent('Go to Datasets');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets'));
  });

  it('opens the workspace form on arrival for "New workspace"', async () => {
    server.use(searchHandler(() => []).handler);
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'new workspace');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspaces/list'));
    expect(router.state.location.state).toEqual({ newWorkspace: true });
  });

  it('asks the part of the shell that owns it to carry out a command', async () => {
    server.use(searchHandler(() => []).handler);
    const signedOut = vi.fn();
    function SignOutListener() {
      useAppCommand('sign-out', signedOut);
      return null;
    }
    const user = userEvent.setup();
    renderShell();
    render(<SignOutListener />);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: SEARCH_LABEL }), 'log out');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { machineEntries } from '../../machines/registry';
import { MachineSandbox } from './machine-sandbox';

const entry = (id: string) => {
  const found = machineEntries().find((e) => e.id === id);
  if (!found) throw new Error(`no machine ${id}`);
  return found;
};

const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as string[];
const currentState = () => screen.getByRole('heading', { name: 'Current state' }).nextElementSibling!;
const reasonOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

async function renderSandbox(id: string) {
  const user = userEvent.setup();
  const onActiveStates = vi.fn();
  render(<MachineSandbox entry={entry(id)} onActiveStates={onActiveStates} />);
  await screen.findByRole('heading', { name: 'Events' });
  return { user, onActiveStates };
}

describe('MachineSandbox on the logs drawer', () => {
  it('enables what the state takes and says why the rest is refused', async () => {
    const { user, onActiveStates } = await renderSandbox('logsDrawer');
    expect(currentState()).toHaveTextContent('closed');
    expect(lastCall(onActiveStates)).toEqual(['logsDrawer.closed']);
    expect(screen.getByRole('button', { name: 'drawer.open' })).toBeEnabled();
    const next = screen.getByRole('button', { name: 'page.next' });
    expect(next).toBeDisabled();
    expect(reasonOf(next)).toBe('Not handled in this state');

    await user.click(screen.getByRole('button', { name: 'drawer.open' }));
    expect(currentState()).toHaveTextContent('open.list.loading, open.export.idle');
    expect(lastCall(onActiveStates)).toContain('logsDrawer.open.list.loading');
    // Open, but on the only page there is: the guard refuses, and says so.
    expect(screen.getByRole('button', { name: 'page.next' })).toBeDisabled();
    expect(screen.getByText('Refused by guard hasNextPage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'drawer.close' })).toBeEnabled();
  });

  it('waits for the tester to settle an actor and to fire a timer', async () => {
    const { user } = await renderSandbox('logsDrawer');
    await user.click(screen.getByRole('button', { name: 'drawer.open' }));
    const pending = screen.getByRole('heading', { name: 'Pending actors' }).parentElement!;
    expect(within(pending).getByText('loadLogs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject loadLogs' }));
    expect(currentState()).toHaveTextContent('open.list.idle, open.export.idle');
    expect(within(pending).getByText('No actor is running in this state.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Fire timer after pollInterval \(5000 ms\)/ }));
    expect(currentState()).toHaveTextContent('open.list.loading, open.export.idle');

    // Resolved with the events file's page (120 rows): there is a next page now, so the guard lets it through.
    await user.click(screen.getByRole('button', { name: 'Resolve loadLogs' }));
    expect(currentState()).toHaveTextContent('open.list.idle, open.export.idle');
    await user.click(screen.getByRole('button', { name: 'page.next' }));
    expect(currentState()).toHaveTextContent('open.list.loading, open.export.idle');
    expect(screen.getByRole('button', { name: 'page.previous' })).toBeEnabled();
  });
});

describe('MachineSandbox on auth', () => {
  it('signs in when the stubbed call resolves, skips the real token clearing, and restarts', async () => {
    const { user, onActiveStates } = await renderSandbox('auth');
    expect(currentState()).toHaveTextContent('signedOut');
    expect(reasonOf(screen.getByRole('button', { name: 'auth.logout' }))).toBe('Not handled in this state');

    await user.click(screen.getByRole('button', { name: 'auth.devLogin' }));
    expect(currentState()).toHaveTextContent('signingIn');
    await user.click(screen.getByRole('button', { name: 'Resolve signIn' }));
    expect(currentState()).toHaveTextContent('authenticated');
    expect(lastCall(onActiveStates)).toEqual(['auth.authenticated']);

    await user.click(screen.getByRole('button', { name: 'auth.logout' }));
    await user.click(screen.getByRole('button', { name: 'Reject logout' }));
    expect(currentState()).toHaveTextContent('signedOut');
    expect(screen.getByText('Skipped side effect clearTokens')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'auth.devLogin' }));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(currentState()).toHaveTextContent('signedOut');
    expect(screen.queryByRole('button', { name: 'Resolve signIn' })).not.toBeInTheDocument();
    expect(screen.queryByText('What happened')).not.toBeInTheDocument();
  });
});

describe('MachineSandbox on every machine', () => {
  it.each(machineEntries().map((e) => [e.id, e]))('starts %s with its events listed', async (_id, machineEntry) => {
    const onActiveStates = vi.fn();
    render(<MachineSandbox entry={machineEntry} onActiveStates={onActiveStates} />);
    await screen.findByRole('heading', { name: 'Events' });
    expect(currentState().textContent).not.toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lastCall(onActiveStates).length).toBeGreaterThan(0);
  });
});

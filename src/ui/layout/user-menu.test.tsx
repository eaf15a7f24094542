import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_CHUNK } from '../../../tests/support/ui/render';
import { UserMenu } from './user-menu';

const ADA = { id: 'u1', email: 'ada@example.org', name: 'Ada Lovelace', picture: null };
// The menu links to pages, so it lives inside a router as in the app's top bar.
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => vi.unstubAllGlobals());

// The menu's popup is a lazy chunk, transformed on first use: slow on a busy machine.
describe('UserMenu', { timeout: 20_000 }, () => {
  it('opens on the first press even when the press comes before its code has loaded', async () => {
    // The page never goes idle: only the press can load the menu.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const onSignOut = vi.fn();
    inRouter(<UserMenu user={ADA} onSignOut={onSignOut} />);
    const standIn = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    // The whole press, from hover to click, before the chunk can arrive: with its default delay
    // userEvent waits a tick between pointer events, and a chunk arriving in such a gap would swap
    // the button in before the press, which is another test's case.
    await userEvent.setup({ delay: null }).click(standIn);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }, LAZY_CHUNK));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens when its code arrives while the press is still held', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    inRouter(<UserMenu user={ADA} onSignOut={() => {}} />);
    const user = userEvent.setup();
    const standIn = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });

    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    // The chunk the press asked for has arrived; the button is still held down.
    await act(() => import('./user-menu-popup'));
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBe(standIn);
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });

    expect(await screen.findByRole('menuitem', { name: 'Sign out' }, LAZY_CHUNK)).toBeVisible();
  });

  it('swaps the stand-in for the real menu once the page is idle, under the same name', async () => {
    inRouter(<UserMenu user={ADA} onSignOut={() => {}} />);
    // Headless UI's button carries an id; the stand-in does not.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveAttribute('id'),
      LAZY_CHUNK,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByText('ada@example.org')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Access tokens' })).toHaveAttribute('href', '/settings/tokens');
    // Developer tools live in Settings, out of a researcher's menu.
    expect(screen.queryByRole('menuitem', { name: 'State charts' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

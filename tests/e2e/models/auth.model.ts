import { expect, type Page } from '@playwright/test';
import { setup } from 'xstate';
import type { PageModel } from './run-model';

// Signing in and out as a visitor sees it (local sign-in, as the other journeys use):
//   signedOut   on /login with the local sign-in form; no tokens kept
//   refused     still on /login, the server's refusal in an alert
//   redirected  sent to /login by a protected page
//   signedIn    on /dashboard with the account menu; a reload keeps it
//   returned    signed in after the redirect: back on the page first asked for

export const authModel = setup({
  types: {
    events: {} as
      | { type: 'auth.signIn' }
      | { type: 'auth.signInRefused' }
      | { type: 'auth.visitProtected' }
      | { type: 'auth.reload' }
      | { type: 'auth.signOut' },
  },
}).createMachine({
  id: 'authPage',
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'auth.signIn': 'signedIn', 'auth.signInRefused': 'refused', 'auth.visitProtected': 'redirected' },
    },
    refused: { on: { 'auth.signIn': 'signedIn' } },
    redirected: { on: { 'auth.signIn': 'returned' } },
    signedIn: { on: { 'auth.reload': 'signedIn', 'auth.signOut': 'signedOut' } },
    returned: { on: { 'auth.signOut': 'signedOut' } },
  },
});

const PROTECTED = '/workspaces/list';
// Passes the form's own check (something@something) but not the contract's email format, so the
// server refuses it: its validation words, as tests/api/auth.test.ts expects them.
const REFUSED_EMAIL = 'ada@localhost';
const REFUSAL = 'email: must be a valid email address';

/** The login page and the shell's account menu, for a researcher called `name`. */
export function authPage(page: Page, email: string, name: string): PageModel<typeof authModel> {
  const form = page.getByRole('form', { name: 'Local sign-in' });
  const account = page.getByRole('button', { name: `Account menu for ${name}` });
  const alert = page.getByRole('alert');
  const storedTokens = () =>
    page.evaluate(() => [localStorage.getItem('auth-token'), localStorage.getItem('refresh-token')]);
  const onLogin = async () => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(form.getByRole('button', { name: 'Sign in locally' })).toBeEnabled();
  };
  const signIn = async (withEmail: string) => {
    await form.getByRole('textbox', { name: 'Email' }).fill(withEmail);
    await form.getByRole('textbox', { name: /Name/ }).fill(name);
    await form.getByRole('button', { name: 'Sign in locally' }).click();
  };

  return {
    machine: authModel,
    // A visit with nothing stored: what a new browser sees. Chromium keeps the history entry's
    // state across a visit to the same address, so a way back left by the last path goes too.
    reset: async () => {
      await page.goto('/login');
      await page.evaluate(() => (localStorage.clear(), history.replaceState(null, '')));
      await page.goto('/login');
    },
    states: {
      signedOut: async () => {
        await onLogin();
        await expect(alert).toHaveCount(0);
        await expect.poll(storedTokens).toEqual([null, null]);
      },
      refused: async () => {
        await onLogin();
        await expect(alert).toContainText(REFUSAL);
      },
      redirected: async () => {
        await onLogin();
        await expect(alert).toHaveCount(0);
      },
      signedIn: async () => {
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(account).toBeVisible();
      },
      returned: async () => {
        await expect(page).toHaveURL(new RegExp(`${PROTECTED}$`));
        await expect(account).toBeVisible();
      },
    },
    events: {
      'auth.signIn': () => signIn(email),
      'auth.signInRefused': () => signIn(REFUSED_EMAIL),
      'auth.visitProtected': async () => {
        await page.goto(PROTECTED);
      },
      'auth.reload': async () => {
        await page.reload();
      },
      'auth.signOut': async () => {
        await account.click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
      },
    },
  };
}

import { expect, test } from './support/test';
import { stubGoogleIdentity } from './support/google-identity-stub';
import { screenshotPath, signInLocally, uniqueEmail } from './support/session';
import { GOOGLE_APP_URL, OIDC_URL } from './support/urls';

test('an unauthenticated visitor is sent to the login page', async ({ page }) => {
  await page.goto('/workspaces/list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('img', { name: 'Labforge logo' })).toBeVisible();
  await expect(page.getByText('Science Experiment Platform')).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-light') });
});

test('local sign-in, then signing out returns to /login and protected pages stay closed', async ({ page }) => {
  await signInLocally(page, uniqueEmail(), 'Grace Hopper');
  const account = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
  await expect(account).toBeVisible();
  // The dashboard sign-in lands on reads it too: counting starts once that read is in, or a late
  // one from before the reload would be counted as the reloaded page's second.
  const recent = page.getByRole('region', { name: 'Recent workspaces' });
  await expect(recent).not.toHaveAttribute('aria-busy');

  // The page starts its first reads as it is parsed (index.html): who is signed in, and the
  // dashboard's one read, each asked once and taken by the app. The configuration comes in the
  // page itself. The content security policy lets the page's inline scripts run.
  const calls: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => void calls.push(new URL(request.url()).pathname));
  page.on(
    'console',
    (message) => void (/Content Security Policy/.test(message.text()) && refused.push(message.text())),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(account).toBeVisible();
  await expect(recent).not.toHaveAttribute('aria-busy');
  expect(calls.filter((path) => path === '/v1/auth/me')).toHaveLength(1);
  expect(calls.filter((path) => path === '/v1/dashboard')).toHaveLength(1);
  expect(calls).not.toContain('/v1/config');
  expect(refused).toEqual([]);

  await account.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page shows while the sign-out call is under way; the tokens go when it ends.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('auth-token'), localStorage.getItem('refresh-token')]))
    .toEqual([null, null]);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('Google sign-in verifies a minted ID token against a loopback JWKS', async ({ page, request }) => {
  const email = uniqueEmail('google');
  const idToken = await (
    await request.get(`${OIDC_URL}/mint?email=${encodeURIComponent(email)}&name=Katherine%20Johnson`)
  ).text();

  await stubGoogleIdentity(page, idToken);
  await page.goto(`${GOOGLE_APP_URL}/login`);
  await expect(page.getByRole('form', { name: 'Local sign-in' })).toHaveCount(0);
  await page.getByTestId('google-sign-in').getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(`${GOOGLE_APP_URL}/dashboard`);
  await expect(page.getByRole('button', { name: 'Account menu for Katherine Johnson' })).toBeVisible();

  const me = await page.evaluate(async () => {
    const response = await fetch('/v1/auth/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth-token')}` },
    });
    return response.json();
  });
  expect(me.email).toBe(email);
});

test('a forged Google ID token is refused in the catalogue words', async ({ page }) => {
  await stubGoogleIdentity(page, 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
  await page.goto(`${GOOGLE_APP_URL}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid Google ID token. Please try signing in again.');
  await expect(page).toHaveURL(`${GOOGLE_APP_URL}/login`);
});

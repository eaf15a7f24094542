import { expect, test } from './support/test';
import { screenshotPath, signInLocally } from './support/session';

test.beforeEach(async ({ page }) => {
  await signInLocally(page);
});

test('the sidebar collapses to 64 px and stays collapsed after a reload', async ({ page }) => {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.screenshot({ path: screenshotPath('sidebar-collapsed') });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
});

test('the theme choice survives a reload', async ({ page }) => {
  const html = page.locator('html');
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
  await page.screenshot({ path: screenshotPath('dashboard-dark') });
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

// Where an old address must land (docs/product.md, "Redirects").
const WS = '7f1d2c3b-0000-4000-8000-000000000001';
const redirects: Array<[string, string]> = [
  ['/', '/dashboard'],
  ['/visualizer', '/datasets'],
  ['/coscientist', '/workspaces/list'],
  ['/coscientist/workspaces', '/workspaces/list'],
  [`/coscientist/workspace/${WS}`, `/workspaces/${WS}`],
  [`/coscientist/workspace/${WS}/goals`, `/workspaces/${WS}#goals`],
  [`/coscientist/workspace/${WS}/ideas`, `/workspaces/${WS}#ideas`],
  [`/coscientist/workspace/${WS}/workflows`, `/workspaces/${WS}#workflows`],
  [`/coscientist/workspace/${WS}/analytics`, `/workspaces/${WS}#analytics`],
  [`/coscientist/workspace/${WS}/create-goal`, `/workspaces/${WS}/create-goal`],
  ['/coscientist/ideas', '/workspaces/ideas'],
  ['/coscientist/ideas/s-1', '/workspaces/ideas/s-1'],
  ['/coscientist/goals', '/workspaces/goals'],
  ['/coscientist/experiments', '/workspaces/experiments'],
  ['/coscientist/experiments/e-1', '/workspaces/experiments/e-1'],
  ['/coscientist/leaderboards', '/workspaces/leaderboards'],
  ['/coscientist/create-goal', '/workspaces/create-goal'],
  ['/sessions', '/workspaces/list'],
  ['/ideas', '/workspaces/ideas'],
  ['/ideas/s-2', '/workspaces/ideas/s-2'],
  ['/experiments', '/workspaces/experiments'],
  ['/experiments/e-2', '/workspaces/experiments/e-2'],
  [`/workspace/${WS}`, `/workspaces/${WS}`],
];

test('every redirect of the spec lands where it should', async ({ page }) => {
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, `${from} should land on ${to}`).toHaveURL((url) => url.pathname + url.hash === to);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // A researcher's page: no developer tools, no source file of the app.
  await expect(page.getByRole('main').getByRole('link', { name: /state charts/i })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/src\/|\.tsx?\b/);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

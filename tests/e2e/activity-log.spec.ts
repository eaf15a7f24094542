import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';
import { seriousViolations } from './support/axe';
import { overflowingElements } from './support/layout-audit';

// The activity log end to end: what the user did is recorded, and the drawer finds, pages and
// exports it. Dates are the browser's local days, like the date inputs.

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** More workspaces through the API with the page's own token: paging needs more than 25 rows. */
async function createWorkspacesViaApi(page: Page, count: number) {
  await page.evaluate(async (n) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('auth-token')}`,
      'content-type': 'application/json',
    };
    for (let i = 1; i <= n; i += 1) {
      const response = await fetch('/v1/workspaces', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Bulk ${i}` }),
      });
      if (!response.ok) throw new Error(`create failed: ${response.status}`);
    }
  }, count);
}

test('record, find, page and export the activity log', async ({ page }) => {
  await signInLocally(page);
  await createWorkspace(page, 'Alpha', 'First');
  await createWorkspace(page, 'Beta', 'Second');
  await createWorkspacesViaApi(page, 28); // 31 rows: a sign-in and 30 workspaces

  const drawer = page.getByRole('dialog', { name: 'Activity log' });
  // Headless UI's dialog root has no box of its own (its panel is fixed): check the heading.
  const heading = drawer.getByRole('heading', { name: 'Activity log' });
  const table = drawer.getByRole('table', { name: 'Activity logs' });
  // Log rows have cells; the day headings above them have only a header cell.
  const rows = table.locator('tbody > tr:has(td)');

  await page.keyboard.press('Control+Shift+L');
  await expect(heading).toBeVisible();
  await expect(rows).toHaveCount(31);
  await expect(drawer.getByText('31 logs')).toBeVisible();
  await page.keyboard.press('Control+Shift+L');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Activity log' }).click();
  await expect(rows.first()).toContainText('Workspace created');
  await expect(rows.first()).toContainText('You created the workspace “Bulk 28”');
  await expect(rows.last()).toContainText('You signed in with local sign-in');
  await expect(table.getByRole('rowheader')).toHaveText(['Today']);

  // Filter by level: nothing is a warning, everything is info.
  await drawer.getByRole('button', { name: 'Show filters' }).click();
  await drawer.getByLabel('Level').selectOption('warning');
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer.getByText('No logs found')).toBeVisible();
  await drawer.getByLabel('Level').selectOption('info');
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(rows).toHaveCount(31);
  await page.screenshot({ path: screenshotPath('activity-log-filters') });

  // Filter by date: today holds everything; up to yesterday holds nothing.
  const today = new Date();
  const yesterday = new Date(today.getTime() - 24 * 3600_000);
  await drawer.getByLabel('Start date').fill(localDay(today));
  await drawer.getByLabel('End date').fill(localDay(today));
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(rows).toHaveCount(31);
  await drawer.getByLabel('Start date').fill('');
  await drawer.getByLabel('End date').fill(localDay(yesterday));
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer.getByText('No logs found')).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear' }).click();
  await expect(rows).toHaveCount(31);
  await drawer.getByRole('button', { name: 'Hide filters' }).click();

  // Search on the server, then expand the 'Beta' row to its message, event, user id and metadata.
  await drawer.getByRole('searchbox', { name: 'Search logs' }).fill("workspace 'beta'");
  await expect(rows).toHaveCount(1);
  await expect(drawer.getByText('1 match', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: /^Show details for Workspace created at / }).click();
  const details = rows.nth(1);
  await expect(details).toContainText("Created workspace 'Beta'");
  await expect(details).toContainText('workspace.created');
  await expect(details).toContainText('User ID');
  await expect(details.getByRole('definition').filter({ hasText: /^Ada Lovelace$/ })).toBeVisible();
  await expect(details.locator('pre')).toContainText('"name": "Beta"');
  await page.screenshot({ path: screenshotPath('activity-log') });
  // A search reaches every page: 'bulk 1' finds Bulk 1 and Bulk 10 to 19 at 25 a page too.
  await drawer.getByRole('searchbox', { name: 'Search logs' }).fill('bulk 1');
  await expect(drawer.getByText('11 matches', { exact: true })).toBeVisible();
  await drawer.getByRole('searchbox', { name: 'Search logs' }).fill('');
  await expect(drawer.getByText('31 logs')).toBeVisible();

  // 25 a page: two pages, the second holding the oldest six.
  await drawer.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await expect(rows).toHaveCount(25);
  await expect(drawer.getByText('Page 1 of 2')).toBeVisible();
  await drawer.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(6);
  await expect(rows.last()).toContainText('Signed in');

  // Exports carry every row, whatever the page, in a file named with today's date.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`activity-logs-${localDay(new Date())}.csv`);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('createdAt,level,entityType,entityId,action,message,event,userId,actor,id,metadata');
  expect(lines).toHaveLength(32);
  expect(csv).toContain(`Workspace created,Created workspace 'Alpha',workspace.created,`);

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(jsonDownload.suggestedFilename()).toBe(`activity-logs-${localDay(new Date())}.json`);
  const json = JSON.parse(await readFile(await jsonDownload.path(), 'utf8'));
  expect(json.total).toBe(31);
  expect(json.items).toHaveLength(31);
  expect(json.items.at(-1)).toMatchObject({
    action: 'auth.signed_in',
    entityType: 'user',
    level: 'info',
    metadata: { method: 'local' },
  });

  // Closing resets the drawer: back on page 1 of 50 rows.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.keyboard.press('Control+Shift+L');
  await expect(drawer.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  await expect(rows).toHaveCount(31);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: screenshotPath('activity-log-1440') });

  // On a phone the drawer takes the width, each row a card, the page never wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows).toHaveCount(31);
  expect(await overflowingElements(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('activity-log-390') });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open drawer has no serious axe violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
    await signInLocally(page);
    await createWorkspace(page, 'Accessible logs');
    await page.getByRole('button', { name: 'Activity log' }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity log' });
    await drawer.getByRole('button', { name: 'Show filters' }).click();
    await drawer.getByRole('button', { name: /^Show details for Workspace created/ }).click();
    await expect(drawer.locator('pre')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
}

import type { Page } from '@playwright/test';
import { overflowingElements } from './support/layout-audit';
import { createWorkspace, screenshotPath, signInLocally, uniqueEmail } from './support/session';
import { switchTheme } from './support/themes';
import { expect, test } from './support/test';

// The notification inbox (docs/product.md, "Notifications"): Ada invites Ben, who already has an
// account, by e-mail; Ben's bell counts it, its panel says who did what, following it opens his
// invitations inbox and marks it read; his preferences are on the settings page. The panel at
// 1440 and 390 px, light and dark.

async function inviteByEmail(page: Page, workspace: string, email: string) {
  await page.goto('/workspaces/list');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: workspace }).click();
  await page.getByRole('tab', { name: 'Members' }).click();
  const byEmail = page.getByRole('form', { name: 'Invite by e-mail' });
  await byEmail.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await byEmail.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await byEmail.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invited ${email}`)).toBeVisible();
}

async function shootPanel(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await switchTheme(page, scheme);
    await page.screenshot({ path: screenshotPath(`notifications/${name}-${scheme}`) });
  }
  await switchTheme(page, 'light');
}

test('a teammate’s invitation reaches the bell, opens the invitations inbox and is then read', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const benEmail = uniqueEmail('ben');
  const ben = await (await browser.newContext()).newPage();
  await signInLocally(ben, benEmail, 'Ben Okafor');
  await expect(ben.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await signInLocally(page, undefined, 'Ada Lovelace');
  await createWorkspace(page, 'Reef lab');
  await inviteByEmail(page, 'Reef lab', benEmail);

  // The bell reads the inbox on focus, on its poll, and when the live stream says so: a reload is the quickest.
  await ben.setViewportSize({ width: 1440, height: 900 });
  await ben.reload();
  const bell = ben.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = ben.getByLabel('Your notifications');
  const item = panel.getByRole('link', { name: /Invited you to workspace 'Reef lab' as an editor/ });
  await expect(item).toContainText('Ada Lovelace');
  await shootPanel(ben, 'panel-1440');

  await ben.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(389);
  expect.soft(await overflowingElements(ben), 'the panel at 390 px').toEqual([]);
  await shootPanel(ben, 'panel-390');

  await item.click();
  await expect(ben).toHaveURL(/\/dashboard$/);
  await expect(ben.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await ben.getByRole('button', { name: 'Notifications', exact: true }).click();
  await ben.getByRole('link', { name: 'Notification preferences' }).click();
  await expect(ben).toHaveURL(/\/settings\/tokens#notifications$/);
  await ben.getByRole('checkbox', { name: 'A teammate converts ideas into experiments' }).uncheck();
  await ben.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(ben.getByText('Notification preferences saved.')).toBeVisible();
  await ben.getByRole('heading', { name: 'Notification preferences' }).scrollIntoViewIfNeeded();
  await ben.screenshot({ path: screenshotPath('notifications/preferences-390') });
  await ben.context().close();
});

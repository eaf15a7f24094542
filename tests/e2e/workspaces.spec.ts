import { expect, test } from './support/test';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';

test('create a workspace, see it in the sidebar, rename it and delete it', async ({ page }) => {
  await signInLocally(page);
  await page.goto('/workspaces/list');
  await expect(page.getByText('No workspaces yet')).toBeVisible();
  await expect(page.getByText('Select a workspace to view details')).toBeVisible();

  await createWorkspace(page, 'Protein folding', 'Where structure meets function');
  const table = page.getByRole('table', { name: 'Your workspaces' });
  await table.getByRole('link', { name: 'Protein folding' }).click();

  const submenu = page.getByRole('navigation', { name: 'Workspace: Protein folding' });
  await expect(submenu).toBeVisible();
  for (const entry of ['Overview', 'Research Goals', 'Ideas', 'Workflows', 'Analytics', 'Members']) {
    await expect(submenu.getByRole('link', { name: entry })).toBeVisible();
  }
  await page.screenshot({ path: screenshotPath('workspace-overview') });

  await page.getByRole('button', { name: 'Edit workspace' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name' }).fill('Protein design');
  await editor.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Workspace updated')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace: Protein design' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Workspace: Protein design' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete workspace' }).click();
  await page
    .getByRole('dialog', { name: 'Delete workspace?' })
    .getByRole('button', { name: 'Delete workspace' })
    .click();
  await expect(page.getByText('Workspace deleted')).toBeVisible();
  await page.goto('/workspaces/list');
  await expect(page.getByText('No workspaces yet')).toBeVisible();
});

test('a blank name is refused and nothing typed is lost', async ({ page }) => {
  await signInLocally(page);
  await page.goto('/workspaces/list');
  await page.getByRole('button', { name: 'New workspace' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Notes I do not want to lose');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Notes I do not want to lose');
});

test("another researcher's workspace is not found", async ({ page, browser }) => {
  await signInLocally(page);
  await createWorkspace(page, 'Private notebook');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: 'Private notebook' }).click();
  const address = page.url();

  const other = await browser.newPage();
  await signInLocally(other);
  await other.goto(address);
  await expect(
    other.getByRole('main').getByRole('heading', { name: 'This workspace could not be found' }),
  ).toBeVisible();
  await expect(other.getByText('Unknown Workspace')).toBeVisible();
  await other.close();
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { overflowingElements } from './support/layout-audit';
import { screenshotPath, signInLocally } from './support/session';

// Comments on a workflow (issue 31, part 3): the card sits below the graph on the workflow's page
// and below the editor's canvas, at 1440 px and on a phone, without pushing anything off screen;
// the composer's @mention autocomplete picks a member from the keyboard, and the workflows list
// counts the comment.

async function seedWorkflow(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const headers = { Authorization: `Bearer ${token}` };
  const workspace = await page.request.post('/v1/workspaces', { headers, data: { name: 'Reef lab' } });
  expect(workspace.ok(), await workspace.text()).toBe(true);
  const workspaceId = (await workspace.json()).id as string;
  const workflow = await page.request.post('/v1/workflows', {
    headers,
    data: { workspace_id: workspaceId, name: 'Coral heat pipeline' },
  });
  expect(workflow.ok(), await workflow.text()).toBe(true);
  return { workspaceId, workflowId: (await workflow.json()).id as string };
}

test('comment on a workflow with an @mention picked from the keyboard, on its page and below the editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInLocally(page, undefined, 'Ana Lopez');
  const { workspaceId, workflowId } = await seedWorkflow(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workspaces/${workspaceId}/workflows/${workflowId}/graph`);
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  const box = page.getByRole('textbox', { name: /New comment/ });
  await box.fill('');
  await box.pressSequentially('Check the inputs, @an');
  const option = page.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: /Ana Lopez/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: screenshotPath('workflow-comments-autocomplete-1440') });
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Check the inputs, @"Ana Lopez" ');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = page.getByRole('article', { name: 'Comment by Ana Lopez' });
  await expect(comment.getByText('Check the inputs, @Ana Lopez', { exact: true })).toBeVisible();
  await expect(comment.getByText('@Ana Lopez', { exact: true })).toBeVisible();
  expect(await overflowingElements(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('workflow-comments-1440'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/workspaces/${workspaceId}/workflows/${workflowId}/edit`);
  await expect(page.getByRole('article', { name: 'Comment by Ana Lopez' })).toBeVisible();
  expect(await overflowingElements(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('workflow-comments-editor-390'), fullPage: true });

  await page.goto(`/workspaces/${workspaceId}/workflows`);
  // On a phone the list is cards: the workflow's card shows the count, read out as "1 comment".
  await expect(page.getByRole('link', { name: 'Coral heat pipeline', exact: true })).toBeVisible();
  await expect(page.getByTitle('1 comment')).toBeVisible();
  await expect(page.getByText('1 comment', { exact: true })).toBeAttached();
});

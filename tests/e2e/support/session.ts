import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A fresh researcher per test, so journeys never see each other's data. */
export function uniqueEmail(prefix = 'researcher'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

/** Signs in through the login page's local sign-in form and waits for the dashboard. */
export async function signInLocally(page: Page, email = uniqueEmail(), name = 'Ada Lovelace'): Promise<string> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Local sign-in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Sign in locally' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Creates a workspace from the workspace list and waits for the success toast. */
export async function createWorkspace(page: Page, name: string, description = ''): Promise<void> {
  await page.goto('/workspaces/list');
  await page.getByRole('button', { name: 'New workspace' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Workspace created')).toBeVisible();
}

/** A new workspace with one goal whose offline session has run to its end; leaves the session page open. */
export async function completedSession(page: Page, workspace: string, goal: string, ideas: number): Promise<void> {
  await createWorkspace(page, workspace);
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: workspace }).click();
  await page.getByRole('tab', { name: 'Research Goals' }).click();
  await page.getByRole('link', { name: 'New goal' }).click();
  const form = page.getByRole('form', { name: 'New research goal' });
  await form.getByRole('textbox', { name: 'Title' }).fill(goal);
  await form.getByRole('spinbutton', { name: 'Number of ideas' }).fill(String(ideas));
  await form.getByRole('spinbutton', { name: 'Rounds' }).fill('1');
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(page.getByText('Goal created')).toBeVisible();
  await expect(page).toHaveURL(/\/goals$/);
  await page.getByRole('button', { name: `Start session for ${goal}` }).click();
  await expect(page).toHaveURL(/\/session\/[^/]+$/);
  const progress = page.getByRole('progressbar', { name: 'Session progress' });
  await expect(progress).toHaveAccessibleDescription('Completed', { timeout: 90_000 });
}

export const screenshotPath = (name: string) => `test-results/screens/${name}.png`;

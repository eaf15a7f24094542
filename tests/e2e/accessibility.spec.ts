import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createWorkspace, signInLocally } from './support/session';

// No serious or critical axe violations on the pages a new researcher meets first, in both themes.

for (const theme of ['light', 'dark'] as const) {
  test(`login, workspace list and workspace page are accessible in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in locally' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signInLocally(page);
    await createWorkspace(page, 'Accessible science', 'Readable by everyone');
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('table', { name: 'Your workspaces' })
      .getByRole('link', { name: 'Accessible science' })
      .click();
    await expect(page.getByRole('tablist', { name: 'Workspace sections' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

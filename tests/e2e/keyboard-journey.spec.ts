import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { seedResearch } from './support/seed';
import { screenshotPath, uniqueEmail } from './support/session';

// A researcher who never touches the mouse: signs in, jumps to a session through the command
// palette, moves through the ideas with j and k, ticks two and compares them side by side.

const GOAL = 'Salt-tolerant rice roots';

/** Presses Tab until `target` has focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`not reached with ${max} Tabs: ${target.toString()}`);
}

const focused = (page: Page) => page.locator('*:focus');

test('from sign-in to two ideas compared, with the keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Local sign-in' });
  await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, form.getByRole('textbox', { name: /Name/ }), 3);
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Focus lands on the page's heading, and the page is announced.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  await seedResearch(page, GOAL);

  // The palette finds the session by its goal's title; arrows move, Enter goes.
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const input = palette.getByRole('combobox', {
    name: 'Search pages, commands, workspaces, goals, sessions and ideas',
  });
  // The palette's code may still be arriving: type once its field has focus, as a reader would.
  await expect(input).toBeFocused();
  await page.keyboard.type('salt-tolerant');
  await expect(palette.getByText('Searching…')).toBeHidden();
  const sessionOption = palette.getByRole('group', { name: 'Sessions' }).getByRole('option').first();
  await expect(sessionOption).toBeVisible();
  const sessionId = await sessionOption.getAttribute('id');
  for (let i = 0; i < 6 && (await input.getAttribute('aria-activedescendant')) !== sessionId; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(input).toHaveAttribute('aria-activedescendant', sessionId!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/session\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();

  // '?' lists the shortcuts; Escape closes the list.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Move to the next row');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // '/' jumps to the ideas' search box; j and k walk the rows.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search ideas' })).toBeFocused();
  // Single keys are ignored while typing; one step back to the filters' buttons frees them.
  await page.keyboard.press('Shift+Tab');
  const table = page.getByRole('table', { name: 'Ideas' });
  const links = table.getByRole('link');
  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();

  // Tick the first two ideas: Shift+Tab from a title reaches its row's checkbox.
  const first = (await links.nth(0).textContent())!;
  const second = (await links.nth(1).textContent())!;
  await page.keyboard.press('Shift+Tab');
  await expect(table.getByRole('checkbox', { name: `Select ${first}` })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, table.getByRole('checkbox', { name: `Select ${second}` }), 6);
  await page.keyboard.press('Space');
  const toolbar = page.getByRole('toolbar', { name: 'Actions on selected ideas' });
  await expect(toolbar.getByRole('status')).toHaveText('2 ideas selected');

  // Compare: reached with Shift+Tab back up to the toolbar, opened with Enter.
  const compare = toolbar.getByRole('button', { name: 'Compare ideas' });
  for (let i = 0; i < 30 && !(await compare.evaluate((b) => b === document.activeElement)); i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(compare).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Compare ideas' });
  await expect(dialog.getByRole('columnheader')).toHaveText(['Aspect', first, second]);
  await expect(dialog.getByRole('row', { name: /^Overall/ }).getByRole('cell')).toHaveCount(2);
  await page.screenshot({ path: screenshotPath('compare-ideas') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to where the researcher was.
  await expect(focused(page)).toHaveAccessibleName('Compare ideas');
});
